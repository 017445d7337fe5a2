import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { announceRouteChange, focusPageStart } from '../../lib/page-focus.js';

/**
 * How long after a navigation the page's heading is looked for again when the page replaced the
 * one that took focus (a page drawing its frame first, then its content), unless the shopper
 * pressed a key or the pointer first.
 */
export const ROUTE_FOCUS_WATCH_MS = 5000;

export interface RouteAnnouncerProps {
  /**
   * Identifies the page shown: the router's pathname. A new value is a navigation; the first
   * one (the page's first load) does nothing, since the browser announces a loaded page itself.
   * Query changes (filters, sort, paging) should keep the same key: the shopper stays where they
   * are.
   * @example pathKey={location.pathname}
   */
  pathKey: string;
  /**
   * The new page's title, announced after a navigation.
   * @default the document's title once the new page has rendered
   */
  title?: string;
  /**
   * Move focus to the new page's main heading (`h1`, focusable from script), else to `<main>`.
   * @default true
   */
  moveFocus?: boolean;
  /** Extra classes for the live region (it is visually hidden). */
  className?: string;
}

/** Focuses the page's heading again while the page replaces it, until the shopper acts. */
function keepPageFocus(initial: HTMLElement | null): () => void {
  let target = initial;
  const refocus = () => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    // The heading arrived after `<main>` took focus, or the focused heading was replaced.
    const better = active === target && target?.tagName === 'MAIN' && target.querySelector('h1');
    if (lost || better) target = focusPageStart();
  };
  const observer = new MutationObserver(refocus);
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  const timer = setTimeout(stop, ROUTE_FOCUS_WATCH_MS);
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  return stop;
}

/**
 * Makes client-side navigations perceivable (WCAG 2.4.3, 4.1.3): when `pathKey` changes it says
 * the new page's title in a polite live region and moves focus to the page's main heading (else
 * `<main>`), so keyboard and screen-reader users start at the new content instead of on the link
 * they followed. Open dialogs hear of the navigation too, and leave focus on the new page when
 * they close. Nothing happens on the first render. Render it once, in the page's shell.
 *
 * @example
 * const location = useLocation();
 * <RouteAnnouncer pathKey={location.pathname} />
 */
export function RouteAnnouncer({
  pathKey,
  title,
  moveFocus = true,
  className,
}: RouteAnnouncerProps): ReactNode {
  const { t } = useT();
  const [announcement, setAnnouncement] = useState<{ text: string; key: number } | null>(null);
  const shown = useRef(pathKey);

  useEffect(() => {
    if (shown.current === pathKey) return;
    shown.current = pathKey;
    const text = (title ?? document.title).trim();
    // A new node each time, so the same title twice is said twice.
    setAnnouncement((previous) => ({
      text: text ? t('routeAnnouncer.opened', { title: text }) : '',
      key: (previous?.key ?? 0) + 1,
    }));
    announceRouteChange();
    if (!moveFocus) return;
    return keepPageFocus(focusPageStart());
  }, [pathKey, title, moveFocus, t]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-slot="route-announcer"
      className={cn('shop:sr-only', className)}
    >
      {announcement?.text ? <span key={announcement.key}>{announcement.text}</span> : null}
    </div>
  );
}
