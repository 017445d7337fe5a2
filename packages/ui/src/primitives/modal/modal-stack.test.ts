import { describe, expect, it } from 'vitest';
import {
  activeModal,
  closeAllModals,
  closeModal,
  EMPTY_MODAL_STACK,
  isActiveModal,
  isOpenModal,
  openModal,
} from './modal-stack.js';

describe('modal stack (SPEC §2)', () => {
  it('makes the last opened modal active', () => {
    const stack = openModal(openModal(EMPTY_MODAL_STACK, 'sign-in'), 'restore');
    expect(stack).toEqual(['sign-in', 'restore']);
    expect(activeModal(stack)).toBe('restore');
    expect(isActiveModal(stack, 'restore')).toBe(true);
    expect(isActiveModal(stack, 'sign-in')).toBe(false);
    expect(isOpenModal(stack, 'sign-in')).toBe(true);
  });

  it('moves a modal that is opened again to the top instead of duplicating it', () => {
    const stack = openModal(['a', 'b', 'c'], 'a');
    expect(stack).toEqual(['b', 'c', 'a']);
  });

  it('closing the top modal activates the one below', () => {
    const stack = closeModal(['sign-in', 'restore'], 'restore');
    expect(stack).toEqual(['sign-in']);
    expect(activeModal(stack)).toBe('sign-in');
  });

  it('closing a lower modal keeps the active one', () => {
    expect(closeModal(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('closing a modal that is not open returns the same stack', () => {
    const stack = ['a'] as const;
    expect(closeModal(stack, 'z')).toBe(stack);
  });

  it('closes all modals at once (after sign-in or an order, SPEC §4)', () => {
    const stack = closeAllModals();
    expect(stack).toEqual([]);
    expect(activeModal(stack)).toBeUndefined();
    expect(isActiveModal(stack, 'a')).toBe(false);
  });

  it('never mutates the stack it is given', () => {
    const stack = Object.freeze(['a', 'b']);
    expect(() => openModal(stack, 'c')).not.toThrow();
    expect(() => closeModal(stack, 'a')).not.toThrow();
    expect(stack).toEqual(['a', 'b']);
  });
});
