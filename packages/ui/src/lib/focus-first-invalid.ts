/**
 * After a submit (or a step) that found errors, focus moves to the first invalid field so its
 * message is read out and the shopper starts at the top of what needs fixing. One behaviour for
 * every form of the shop:
 * - invalid means `aria-invalid="true"`; the first one in document order wins;
 * - a group marked invalid (a radio group) is not focusable itself: its checked radio is, else
 *   its first enabled control;
 * - fields that cannot take focus (disabled, or inside `hidden` or `inert`) are passed over, and
 *   so is whatever `skip` matches (a warning that is not a form error, e.g. a refused discount
 *   code beside the order form);
 * - the field is scrolled to the middle of the view, so a sticky header does not cover it.
 */

export interface FocusInvalidOptions {
  /** A selector of invalid elements to pass over. */
  skip?: string;
}

const INVALID = '[aria-invalid="true"]';
const CONTROLS = 'input, select, textarea, button';

function focusable(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  return !(
    (element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLButtonElement) &&
    element.disabled
  );
}

/** The element to focus for an invalid element, or null when nothing in it can take focus. */
function focusTarget(invalid: HTMLElement): HTMLElement | null {
  if (invalid.matches(CONTROLS) || invalid.tabIndex >= 0) {
    return focusable(invalid) ? invalid : null;
  }
  const controls = [...invalid.querySelectorAll<HTMLElement>(CONTROLS)].filter(focusable);
  return (
    controls.find((control) => control instanceof HTMLInputElement && control.checked) ??
    controls[0] ??
    null
  );
}

/** The first invalid field of `root` in document order, as the element to focus; or null. */
export function firstInvalidField(
  root: ParentNode | null | undefined,
  { skip }: FocusInvalidOptions = {},
): HTMLElement | null {
  if (!root) return null;
  for (const invalid of root.querySelectorAll<HTMLElement>(INVALID)) {
    if (skip !== undefined && invalid.matches(skip)) continue;
    const target = focusTarget(invalid);
    if (target) return target;
  }
  return null;
}

/**
 * Focuses the first invalid field of `root` now and scrolls it into the middle of the view.
 * Answers whether there was one (a caller may then focus something else, e.g. the next step).
 */
export function focusInvalidField(
  root: ParentNode | null | undefined,
  options: FocusInvalidOptions = {},
): boolean {
  const field = firstInvalidField(root, options);
  if (!field) return false;
  field.focus({ preventScroll: true });
  // Optional: jsdom and older engines have no scrollIntoView.
  field.scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * `focusInvalidField` once React has drawn the errors the submit produced (the next task).
 *
 * @example const submit = (event) => { event.preventDefault(); onSubmit(); focusFirstInvalid(formRef.current); };
 */
export function focusFirstInvalid(
  root: ParentNode | null | undefined,
  options: FocusInvalidOptions = {},
): void {
  setTimeout(() => focusInvalidField(root, options), 0);
}
