/**
 * Hover intent of the desktop catalogue menu. A pointer travelling diagonally from a top
 * category to its subcategories crosses the categories below it; switching at once would flip
 * the panel under the pointer. So a hovered category becomes active only after the pointer has
 * rested on it for HOVER_INTENT_MS, and reaching the subcategory area cancels the pending
 * switch. Keyboard, focus and clicks select at once.
 */

/** How long the pointer must rest on a top category before it opens (ms). */
export const HOVER_INTENT_MS = 100;

export interface HoverIntentState<Id> {
  /** The category whose subcategories are shown. */
  readonly active: Id | null;
  /** The hovered category that becomes active when the delay passes. */
  readonly pending: Id | null;
}

export type HoverIntentEvent<Id> =
  /** The pointer entered a top category. */
  | { readonly type: 'point'; readonly id: Id }
  /** The pointer reached the subcategory area: keep what is shown. */
  | { readonly type: 'rest' }
  /** The pointer left the menu. */
  | { readonly type: 'leave' }
  /** HOVER_INTENT_MS passed since the last `point`. */
  | { readonly type: 'elapse' }
  /** Keyboard, focus or click: switch at once. */
  | { readonly type: 'select'; readonly id: Id };

/** The state a menu starts in: `active` shown, nothing pending. */
export function initialHoverIntent<Id>(active: Id | null): HoverIntentState<Id> {
  return { active, pending: null };
}

/**
 * The next hover-intent state. The caller runs a timer of HOVER_INTENT_MS whenever `pending`
 * changes to a value, and sends `elapse` when it fires.
 *
 * @example hoverIntent({ active: 1, pending: null }, { type: 'point', id: 2 }) // { active: 1, pending: 2 }
 */
export function hoverIntent<Id>(
  state: HoverIntentState<Id>,
  event: HoverIntentEvent<Id>,
): HoverIntentState<Id> {
  switch (event.type) {
    case 'point':
      if (event.id === state.active)
        return state.pending === null ? state : { ...state, pending: null };
      // Nothing shown yet: nothing can flip, so open at once.
      if (state.active === null) return { active: event.id, pending: null };
      return state.pending === event.id ? state : { ...state, pending: event.id };
    case 'rest':
    case 'leave':
      return state.pending === null ? state : { ...state, pending: null };
    case 'elapse':
      return state.pending === null ? state : { active: state.pending, pending: null };
    case 'select':
      return state.active === event.id && state.pending === null
        ? state
        : { active: event.id, pending: null };
  }
}
