/**
 * The modal stack (SPEC §2: "Modals form a stack, and the last opened is active"), as pure
 * functions over an array of modal ids, bottom first. No React, so the rules are tested alone and
 * the provider only holds the array.
 */
export type ModalStack = readonly string[];

/** The empty stack: no modal open. */
export const EMPTY_MODAL_STACK: ModalStack = [];

/**
 * Opens `id` on top of the stack. A modal that is already open moves to the top (it becomes the
 * active one again) rather than appearing twice.
 *
 * @example openModal(['sign-in'], 'restore') // ['sign-in', 'restore']
 */
export function openModal(stack: ModalStack, id: string): ModalStack {
  return [...stack.filter((open) => open !== id), id];
}

/**
 * Closes `id` wherever it is in the stack; the modal below it becomes active. Closing a modal that
 * is not open returns the same stack.
 */
export function closeModal(stack: ModalStack, id: string): ModalStack {
  return stack.includes(id) ? stack.filter((open) => open !== id) : stack;
}

/** Closes every modal (after sign-in, registration or an order, SPEC §4). */
export function closeAllModals(): ModalStack {
  return EMPTY_MODAL_STACK;
}

/** The active modal: the last opened, or undefined when none is open. */
export function activeModal(stack: ModalStack): string | undefined {
  return stack.at(-1);
}

/** Whether `id` is the active (top) modal: only that one takes focus, keys and clicks. */
export function isActiveModal(stack: ModalStack, id: string): boolean {
  return activeModal(stack) === id;
}

/** Whether `id` is open at all (active or below another modal). */
export function isOpenModal(stack: ModalStack, id: string): boolean {
  return stack.includes(id);
}
