import { useEffect, useRef, useState } from 'react';
import { focusPageStart, ROUTE_CHANGE_EVENT } from './page-focus.js';

/**
 * Where focus goes when a dialog closes, for every dialog of the shop (Modal, SidePanel): back to
 * the element that had focus when it opened. Radix returns focus only to its own `Trigger`, and
 * most of the shop's dialogs are opened from elsewhere (the header's cart button, the phone bar,
 * a toast, another modal), so without this focus fell to the page's body.
 *
 * - The opener is remembered when the dialog opens (`onOpenAutoFocus`), before focus moves in.
 * - When the opener is gone by the time the dialog closes (the account button that became the
 *   profile link after a sign-in, a toast that closed), its nearest ancestor still in the page,
 *   up to the landmark it was in, gives the first control inside it instead; the same when it
 *   goes just after focus went back to it (followReplacement).
 * - When a client-side navigation happened while the dialog was open (a link inside it, SPEC §4:
 *   panels close on a route change), focus goes to the new page's heading instead.
 * - When something else already took focus (another dialog, the route announcer), it stays there.
 */

/** What a dialog passes to Radix `Dialog.Content`. */
export interface FocusReturnHandlers {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

interface Opening {
  opener: HTMLElement | null;
  /** The opener's ancestors, nearest first, up to its landmark: fallbacks when it is gone. */
  ancestors: HTMLElement[];
  routeChanged: boolean;
  stop: () => void;
}

/** Ancestors a replacement control is looked for in, at most this many levels up. */
const MAX_ANCESTORS = 4;
const LANDMARK =
  'main, header, footer, nav, aside, section, form, [role="dialog"], [role="region"]';
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether an element can take focus now: in the page, not hidden, inert or disabled. */
export function canTakeFocus(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  // jsdom has no layout: it cannot tell, and says visible.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

function ancestorsOf(element: HTMLElement): HTMLElement[] {
  const ancestors: HTMLElement[] = [];
  let current = element.parentElement;
  while (current && current !== document.body && ancestors.length < MAX_ANCESTORS) {
    ancestors.push(current);
    if (current.matches(LANDMARK)) break;
    current = current.parentElement;
  }
  return ancestors;
}

/** The element focus goes back to: the opener, else the first control near where it was. */
export function returnTarget(
  opener: HTMLElement | null,
  ancestors: readonly HTMLElement[],
): HTMLElement | null {
  if (opener && canTakeFocus(opener)) return opener;
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected) continue;
    const control = [...ancestor.querySelectorAll<HTMLElement>(TABBABLE)].find(canTakeFocus);
    if (control) return control;
    // The first ancestor still in the page is where the opener was: nothing near it, give up.
    return null;
  }
  return null;
}

/** Whether focus is already on something (not the body, not in the page no more). */
function focusPlaced(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && active.isConnected;
}

/** How long an opener focus went back to is watched for being replaced, in ms. */
const REPLACEMENT_WATCH_MS = 3_000;

/**
 * Keeps focus near an opener that is replaced just after focus went back to it: the sign-in
 * button becomes the account link when the session arrives, which may be a render after the
 * dialog closed (on a slow machine, seconds), and focus would then fall to the body. Until focus
 * moves on by itself, or REPLACEMENT_WATCH_MS pass, an opener that leaves the page hands focus to
 * the first control where it was.
 */
function followReplacement(opener: HTMLElement, ancestors: readonly HTMLElement[]): void {
  const root = ancestors.at(-1);
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    if (!focusPlaced()) returnTarget(null, ancestors)?.focus();
  });
  const onFocus = (event: FocusEvent) => {
    if (event.target !== opener) stop();
  };
  const timer = window.setTimeout(() => stop(), REPLACEMENT_WATCH_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('focusin', onFocus);
  }
  observer.observe(root?.isConnected ? root : document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocus);
}

/**
 * The handlers a Radix dialog's content needs to return focus to its opener when it closes.
 *
 * @example
 * const focusReturn = useFocusReturn();
 * <Dialog.Content {...focusReturn}>…</Dialog.Content>
 */
export function useFocusReturn(): FocusReturnHandlers {
  const opening = useRef<Opening | null>(null);

  useEffect(
    () => () => {
      opening.current?.stop();
      opening.current = null;
    },
    [],
  );

  // Made once, so the content's props stay the same from render to render.
  const [handlers] = useState<FocusReturnHandlers>(() => ({
    onOpenAutoFocus: () => {
      opening.current?.stop();
      const active = document.activeElement;
      const opener = active instanceof HTMLElement && active !== document.body ? active : null;
      const record: Opening = {
        opener,
        ancestors: opener ? ancestorsOf(opener) : [],
        routeChanged: false,
        stop: () => window.removeEventListener(ROUTE_CHANGE_EVENT, onRoute),
      };
      function onRoute() {
        record.routeChanged = true;
      }
      window.addEventListener(ROUTE_CHANGE_EVENT, onRoute);
      opening.current = record;
    },
    onCloseAutoFocus: (event) => {
      // Radix would focus its trigger, or nothing when it has none: this decides instead.
      event.preventDefault();
      const record = opening.current;
      opening.current = null;
      record?.stop();
      if (focusPlaced()) return;
      if (record?.routeChanged) {
        focusPageStart();
        return;
      }
      const ancestors = record?.ancestors ?? [];
      const target = returnTarget(record?.opener ?? null, ancestors);
      target?.focus();
      if (target && target === record?.opener) followReplacement(target, ancestors);
    },
  }));
  return handlers;
}
