import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createToastStore, type ToastInput, type ToastStore } from './toast-store.js';
import { ToastView } from './toast.js';

const ToastContext = createContext<ToastStore | null>(null);
ToastContext.displayName = 'ToastContext';

export interface ToastProviderProps {
  /**
   * The store to use instead of one of its own: tests pass a store with a fake clock, stories one
   * whose toasts never close (`durationMs: Infinity`).
   * @example <ToastProvider store={createToastStore({ durationMs: Infinity })}>…</ToastProvider>
   */
  store?: ToastStore;
  /**
   * The duration of the provider's own store (ignored with `store`).
   * @default TOAST_DURATION_MS (2500)
   */
  durationMs?: number;
  /**
   * The most toasts on screen for the provider's own store (ignored with `store`).
   * @default TOAST_MAX (3)
   */
  max?: number;
  children?: ReactNode;
}

/**
 * Holds the toasts of the page. Put a `<ToastArea />` somewhere below it (once) and call
 * `useToast()` wherever a toast is raised. The store is created once; changing `durationMs` or
 * `max` later has no effect.
 *
 * @example
 * <ToastProvider>
 *   <App />
 *   <ToastArea />
 * </ToastProvider>
 */
export function ToastProvider({ store, durationMs, max, children }: ToastProviderProps) {
  const [own] = useState(() => store ?? createToastStore({ durationMs, max }));
  return <ToastContext value={store ?? own}>{children}</ToastContext>;
}

function useToastStore(caller: string): ToastStore {
  const store = use(ToastContext);
  if (!store) throw new Error(`${caller} needs a <ToastProvider> above it`);
  return store;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast (or replaces the one with the same id); returns its id. */
  show: (toast: ToastInput) => string;
  /** Closes a toast. */
  dismiss: (id: string) => void;
}

/**
 * Raises and closes toasts of the nearest `ToastProvider`; throws when there is none. The object
 * is stable, safe in dependency lists.
 *
 * @example
 * const { t } = useT();
 * const toast = useToast();
 * toast.show(addedToCartToast({ t, onOpenCart: () => setCartOpen(true) }));
 * toast.show({ tone: 'info', message: removedText });
 */
export function useToast(): ToastApi {
  const store = useToastStore('useToast()');
  return useMemo(() => ({ show: store.show, dismiss: store.dismiss }), [store]);
}

export interface ToastAreaProps {
  /**
   * Slide toasts in (never when the user prefers reduced motion).
   * @default true
   */
  animated?: boolean;
  /** Extra classes for the area. */
  className?: string;
}

/** The toasts of the nearest `ToastProvider`, drawn by `ToastView`. Render it once per page. */
export function ToastArea({ animated, className }: ToastAreaProps) {
  const store = useToastStore('<ToastArea>');
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastView
      toasts={toasts}
      onDismiss={store.dismiss}
      onPause={store.pause}
      onResume={store.resume}
      animated={animated}
      className={className}
    />
  );
}
