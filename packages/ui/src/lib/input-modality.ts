/**
 * How the shopper last acted on the page: with the keyboard or with a pointer (mouse, touch, pen).
 * A toast with a button that appears after a keyboard action takes focus into that button, so a
 * keyboard user reaches it at once instead of tabbing through the whole page before it closes; a
 * mouse user is not interrupted (WCAG 2.2.1 and 2.4.3).
 *
 * The listeners are installed once per document, in the capture phase, and only note the kind of
 * input: no key is recorded.
 */
export type InputModality = 'keyboard' | 'pointer';

let last: InputModality | undefined;
let watched: Document | undefined;

function onKeyDown(event: KeyboardEvent) {
  // A modifier alone (a screenshot shortcut, switching windows) is not acting on the page.
  if (event.key === 'Control' || event.key === 'Meta' || event.key === 'Alt') return;
  last = 'keyboard';
}

function onPointerDown() {
  last = 'pointer';
}

/** Starts noting the kind of input on this document; calling it again does nothing. */
export function watchInputModality(): void {
  if (typeof document === 'undefined' || watched === document) return;
  watched?.removeEventListener('keydown', onKeyDown, true);
  watched?.removeEventListener('pointerdown', onPointerDown, true);
  watched = document;
  last = undefined;
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('pointerdown', onPointerDown, true);
}

/** Forgets the last input, as a page just opened would (each test starts as one). */
export function forgetInputModality(): void {
  last = undefined;
}

/** The kind of the last input since `watchInputModality()`, or undefined before any. */
export function lastInputModality(): InputModality | undefined {
  return last;
}
