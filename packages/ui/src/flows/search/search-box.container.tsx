import type { Product } from '@shop/core/contract';
import { BREAKPOINTS, type PricingContext } from '@shop/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocale } from '../../i18n/index.js';
import { shopHref } from '../../lib/link.js';
import { SearchBoxView } from './search-box.js';
import { searchPageHref } from './search.href.js';
import {
  sameDropdown,
  searchMachine,
  selectActiveIndex,
  selectBusy,
  selectDropdown,
  selectExpanded,
  selectMessage,
  selectOpen,
  selectQuery,
  selectText,
  selectSpelling,
  selectTotal,
  type SearchMachine,
} from './search.machine.js';

export interface SearchBoxProps {
  /**
   * The search machine with the storefront's actors (and optionally its `logError`). Read once,
   * at mount.
   * @default searchMachine (its search actor fails with "not provided")
   * @example machine={searchMachine.provide({ actors: { searchProducts } })}
   */
  machine?: SearchMachine;
  /**
   * Go to this address: the search page after a submit, already with the language prefix
   * (`/ru/pages/search?search=…`); on the search page only `search` is replaced (SPEC §4).
   * @example onNavigate={(href) => navigate(href)}
   */
  onNavigate: (href: string) => void;
  /**
   * Where the user is: the path with its query (`location.pathname + location.search`). A change
   * is a route change and closes the search (SPEC §2).
   */
  currentUrl: string;
  /**
   * A phone-sized screen (4 results instead of 5). Left out, it follows the viewport
   * (narrower than 768 px, SPEC §2); false while rendering on the server.
   * @default undefined
   */
  mobile?: boolean;
  /** The text in the box at mount, e.g. the search page's query. @default '' */
  defaultText?: string;
  /**
   * Focus the box at mount and search its `defaultText` at once: the box replaces a plain one
   * (`SearchBoxView` without a machine) that already had focus and the first keystrokes, as
   * when the storefront loads the search code on first use.
   * @default false
   */
  takeOver?: boolean;
  /** Wait after typing before searching, in ms; read at mount. @default SEARCH_DEBOUNCE_MS */
  debounceMs?: number;
  /** Called after a result was opened (its link navigates): analytics, last seen. */
  onSelect?: (product: Product) => void;
  /** Who buys, for the prices shown. @default { role: 'visitor' } */
  pricing?: PricingContext;
  /** The spinner turns. @default true */
  animated?: boolean;
  /** The id of the input. */
  id?: string;
  className?: string;
}

/**
 * The header search, wired: runs the search machine, sends it the box's events, route changes,
 * outside clicks and the viewport size, and turns a submit into `onNavigate`.
 *
 * @example
 * <SearchBox
 *   machine={storefrontSearchMachine}
 *   currentUrl={location.pathname + location.search}
 *   onNavigate={(href) => navigate(href)}
 * />
 */
export function SearchBox({
  machine = searchMachine,
  onNavigate,
  currentUrl,
  mobile,
  defaultText,
  takeOver = false,
  debounceMs,
  onSelect,
  pricing,
  animated,
  id,
  className,
}: SearchBoxProps): ReactNode {
  const viewportMobile = useMobileViewport();
  const isMobile = mobile ?? viewportMobile;
  const actor = useActorRef(machine, {
    input: { mobile: isMobile, text: defaultText, debounceMs },
  });
  const locale = useLocale();
  const rootRef = useRef<HTMLDivElement>(null);

  const text = useSelector(actor, selectText);
  const query = useSelector(actor, selectQuery);
  const total = useSelector(actor, selectTotal);
  const spelling = useSelector(actor, selectSpelling);
  const dropdown = useSelector(actor, selectDropdown, sameDropdown);
  const expanded = useSelector(actor, selectExpanded);
  const activeIndex = useSelector(actor, selectActiveIndex);
  const busy = useSelector(actor, selectBusy);
  const message = useSelector(actor, selectMessage);
  const open = useSelector(actor, selectOpen);

  useEffect(() => {
    const submitted = actor.on('submitted', (event) => {
      onNavigate(shopHref(searchPageHref(currentUrl, event.text), locale));
    });
    const selected = actor.on('selected', (event) => {
      onSelect?.(event.product);
    });
    return () => {
      submitted.unsubscribe();
      selected.unsubscribe();
    };
  }, [actor, onNavigate, currentUrl, locale, onSelect]);

  // Read at mount only, like the machine's input. Focus moves in the same task as the box
  // appears (a layout effect), so no keystroke falls between the plain box and this one.
  const takeOverAtMount = useRef(takeOver ? (defaultText ?? '') : null);
  useLayoutEffect(() => {
    const text = takeOverAtMount.current;
    if (text === null) return;
    takeOverAtMount.current = null;
    const input = rootRef.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(text.length, text.length);
    if (text.trim() !== '') actor.send({ type: 'TYPE', text });
  }, [actor]);

  useEffect(() => {
    actor.send({ type: 'SET_MOBILE', mobile: isMobile });
  }, [actor, isMobile]);

  const previousUrl = useRef(currentUrl);
  useEffect(() => {
    if (previousUrl.current === currentUrl) return;
    previousUrl.current = currentUrl;
    actor.send({ type: 'ROUTE_CHANGED' });
  }, [actor, currentUrl]);

  // A press or focus anywhere outside the box closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) {
        actor.send({ type: 'OUTSIDE_CLICK' });
      }
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [actor, open]);

  return (
    <SearchBoxView
      ref={rootRef}
      id={id}
      className={className}
      value={text}
      query={query}
      results={dropdown.visible}
      total={total}
      spelling={spelling}
      showAll={dropdown.showAll}
      expanded={expanded}
      activeIndex={activeIndex}
      busy={busy}
      message={message}
      pricing={pricing}
      animated={animated}
      onValueChange={(next) => actor.send({ type: 'TYPE', text: next })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onClear={() => actor.send({ type: 'CLEAR' })}
      onEscape={() => actor.send({ type: 'ESCAPE' })}
      onFocus={() => actor.send({ type: 'FOCUS' })}
      onMove={(direction) =>
        actor.send({ type: direction === 'next' ? 'HIGHLIGHT_NEXT' : 'HIGHLIGHT_PREVIOUS' })
      }
      onSelect={(product) => actor.send({ type: 'SELECT_RESULT', product })}
    />
  );
}

/** Phones and small tablets: narrower than 768 px (SPEC §2 "Mobile viewport"). */
const MOBILE_QUERY = `(max-width: ${String(BREAKPOINTS.mobile - 0.02)}px)`;

function subscribeViewport(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isMobileViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/** Whether the viewport is a phone's; false on the server and in the first hydrated render. */
function useMobileViewport(): boolean {
  return useSyncExternalStore(subscribeViewport, isMobileViewport, () => false);
}
