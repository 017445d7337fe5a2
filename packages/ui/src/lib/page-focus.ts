/**
 * Where keyboard focus goes when a new page arrives (a client-side navigation): the page's main
 * heading, else the `<main>` landmark. One rule for the route announcer, which moves focus there
 * after a navigation, and for a dialog that closes because of that navigation (the cart panel's
 * "Checkout" link): its focus goes to the new page, not back to what opened it.
 */

/**
 * Dispatched on `window` by the route announcer after a client-side navigation (not on the first
 * load). Open dialogs listen for it while open (`useFocusReturn`).
 */
export const ROUTE_CHANGE_EVENT = 'shop:route-change';

/** The page's main heading (the first `h1` of `<main>`, else of the page), else `<main>`. */
export function pageFocusTarget(root: ParentNode = document): HTMLElement | null {
  const main = root.querySelector<HTMLElement>('main');
  return (
    main?.querySelector<HTMLElement>('h1') ?? root.querySelector<HTMLElement>('h1') ?? main ?? null
  );
}

/**
 * Focuses the page's main heading (made focusable from script with `tabIndex=-1`), else `<main>`,
 * without scrolling (the router restores the scroll position itself). Answers the element that
 * took focus, or null when the page has neither.
 */
export function focusPageStart(root: ParentNode = document): HTMLElement | null {
  const target = pageFocusTarget(root);
  if (!target) return null;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return target;
}

/** Tells open dialogs that a client-side navigation happened (see `ROUTE_CHANGE_EVENT`). */
export function announceRouteChange(): void {
  window.dispatchEvent(new Event(ROUTE_CHANGE_EVENT));
}
