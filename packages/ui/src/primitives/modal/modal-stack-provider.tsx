import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  closeAllModals,
  closeModal,
  EMPTY_MODAL_STACK,
  isActiveModal,
  openModal,
  type ModalStack,
} from './modal-stack.js';

/** What `useModalStack()` returns. */
export interface ModalStackApi {
  /** Open modal ids, bottom first; the last one is active. */
  stack: ModalStack;
  /** Opens a modal on top of the others (or brings it back to the top). */
  open: (id: string) => void;
  /** Closes one modal; the one below becomes active. */
  close: (id: string) => void;
  /** Closes every modal (after sign-in, registration or an order, SPEC §4). */
  closeAll: () => void;
  /** Whether `id` is the active (top) modal. */
  isActive: (id: string) => boolean;
}

const ModalStackContext = createContext<ModalStackApi | null>(null);

export interface ModalStackProviderProps {
  /**
   * Modals open at first render, bottom first (stories and server-rendered deep links such as
   * the reset-password modal).
   * @default []
   */
  defaultStack?: ModalStack;
  children?: ReactNode;
}

/** Holds the stack of open modals for every `<Modal id>` below it. */
export function ModalStackProvider({
  defaultStack = EMPTY_MODAL_STACK,
  children,
}: ModalStackProviderProps) {
  // The default modals open one per commit, bottom first, so each one sets up its layer (focus
  // trap, aria-hidden on the rest of the page) over the ones already open, as when a user opens them.
  const [stack, setStack] = useState<ModalStack>(() => defaultStack.slice(0, 1));
  const [pending, setPending] = useState<ModalStack>(() => defaultStack.slice(1));
  useEffect(() => {
    const [next, ...rest] = pending;
    if (next === undefined) return;
    const timer = setTimeout(() => {
      setStack((current) => openModal(current, next));
      setPending(rest);
    }, 0);
    return () => clearTimeout(timer);
  }, [pending]);
  const open = useCallback((id: string) => setStack((current) => openModal(current, id)), []);
  const close = useCallback((id: string) => setStack((current) => closeModal(current, id)), []);
  const closeAll = useCallback(() => setStack(closeAllModals()), []);
  const api = useMemo<ModalStackApi>(
    () => ({ stack, open, close, closeAll, isActive: (id) => isActiveModal(stack, id) }),
    [stack, open, close, closeAll],
  );
  return <ModalStackContext value={api}>{children}</ModalStackContext>;
}

/** The modal stack of the nearest `ModalStackProvider`; throws when there is none. */
export function useModalStack(): ModalStackApi {
  const api = useContext(ModalStackContext);
  if (!api) throw new Error('useModalStack() needs a <ModalStackProvider> above it');
  return api;
}

/** The stack when a provider is present, else null (a `<Modal>` also works on its own). */
export function useOptionalModalStack(): ModalStackApi | null {
  return useContext(ModalStackContext);
}
