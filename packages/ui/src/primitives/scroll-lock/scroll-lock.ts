import { useEffect } from 'react';

interface LockState {
  count: number;
  overflow: string;
  paddingRight: string;
}

const states = new WeakMap<Document, LockState>();

/**
 * Locks the page's scroll (SPEC §2: while the cart, the catalogue or the menu is open) and
 * returns the function that releases this lock. Locks nest: the page scrolls again only when the
 * last one is released, and then gets back exactly the styles it had. The scrollbar's width is
 * kept as padding so the page does not shift sideways when the scrollbar goes.
 *
 * @example const release = lockScroll(); … release();
 */
export function lockScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  let state = states.get(doc);
  if (!state) {
    const view = doc.defaultView;
    const scrollbar = view ? Math.max(0, view.innerWidth - root.clientWidth) : 0;
    state = { count: 0, overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    states.set(doc, state);
    if (scrollbar > 0 && view) {
      const padding = Number.parseFloat(view.getComputedStyle(root).paddingRight) || 0;
      root.style.paddingRight = `${padding + scrollbar}px`;
    }
    root.style.overflow = 'hidden';
  }
  state.count += 1;

  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = states.get(doc);
    if (!current) return;
    current.count -= 1;
    if (current.count > 0) return;
    root.style.overflow = current.overflow;
    root.style.paddingRight = current.paddingRight;
    states.delete(doc);
  };
}

/** Whether some lock currently holds the page's scroll. */
export function isScrollLocked(doc: Document = document): boolean {
  return (states.get(doc)?.count ?? 0) > 0;
}

/**
 * Locks the page's scroll while `active` is true (and while the component is mounted).
 * Radix dialogs (Modal, SidePanel) lock scroll themselves; this is for panels that are not
 * dialogs, such as the desktop catalogue menu.
 *
 * @example useScrollLock(menuOpen);
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}

export interface ScrollLockProps {
  /**
   * @default true
   */
  active?: boolean;
}

/**
 * The hook as a component, for JSX that opens conditionally:
 * `{open ? <ScrollLock /> : null}`. It renders nothing.
 */
export function ScrollLock({ active = true }: ScrollLockProps): null {
  useScrollLock(active);
  return null;
}
