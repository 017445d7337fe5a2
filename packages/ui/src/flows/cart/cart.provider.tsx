import type { Product } from '@shop/core/contract';
import type { AddOutcome, CartItem } from '@shop/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { useEmitted } from '../../lib/use-emitted.js';
import { useToast } from '../../primitives/toast/index.js';
import { addedToCartToast, CART_TOAST_ID } from '../../primitives/toast/toast-store.js';
import {
  cartMachine,
  selectCount,
  selectKnown,
  selectLoading,
  selectMode,
  selectOpen,
  selectPending,
  selectRows,
  selectTotals,
  type CartActorRef,
  type CartAddRequest,
  type CartMachine,
  type CartMachineInput,
  type CartMode,
  type CartSummary,
} from './cart.machine.js';
import type { CartRow } from './cart.rules.js';

const CartActorContext = createContext<CartActorRef | null>(null);

/** The id of the toasts that say products were taken out of the cart. */
export const CART_REMOVED_TOAST_ID = 'cart-removed';
/** The id of the toast that says a cart change failed. */
export const CART_FAILED_TOAST_ID = 'cart-failed';

/** What the storefront does when the cart machine asks (its emitted events). */
export interface CartHandlers {
  /** A visitor's lines changed: write them to browser storage (CART_STORAGE_KEY). */
  onVisitorCartChanged?: (items: CartItem[]) => void;
  /** An add went in, was capped, or found no stock (analytics; the toast is shown already). */
  onAdded?: (product: Product, outcome: AddOutcome) => void;
  /** Products no longer sold were taken out (the toast is shown already). */
  onInvalidRemoved?: (count: number) => void;
  /** A signed-in change was refused; the cart reloads (the toast is shown already). */
  onUpdateFailed?: (error: unknown) => void;
  /** The cart or its products could not be loaded. */
  onLoadFailed?: (error: unknown) => void;
}

export interface CartProviderProps extends CartHandlers {
  /**
   * The cart machine with the storefront's actors (`validateProducts`, `loadProducts`,
   * `fetchCart`, `updateLine`, `removeLine`, `clearCart`) and optionally its `logError`. Read
   * once, at mount.
   * @default cartMachine (its actors fail with "not provided")
   */
  machine?: CartMachine;
  /**
   * What the machine starts with, read at mount: a signed-in account's lines from the loader
   * (`initial: { mode: 'account', lines }`), the pricing, the debounce.
   * A visitor's lines come from storage after hydration: send `USE_VISITOR` then.
   * @default {}
   */
  input?: CartMachineInput;
  /**
   * Show the cart's toasts (added, stock reached, products removed, update failed) through the
   * `ToastProvider` above. Turn it off to show them yourself from the handlers.
   * @default true
   */
  toasts?: boolean;
  children?: ReactNode;
}

/**
 * Runs the page's one cart actor and gives it to everything below: the header's count
 * (`useCartCount`), every add-to-cart button (`useCart().add`) and the panel
 * (`CartPanelContainer`) read the same actor. It shows the cart's toasts through the
 * `ToastProvider` above it: "added" with a Cart button that opens the panel, the stock limit,
 * products no longer sold, a failed change. The storefront sends it `USE_VISITOR` / `STORED`
 * (storage), `USE_ACCOUNT` and `SET_PRICING` (on the session's `signedIn`) and `SIGNED_OUT`.
 *
 * @example
 * <ToastProvider>
 *   <CartProvider machine={storefrontCartMachine}
 *     onVisitorCartChanged={(items) => writeStorage(CART_STORAGE_KEY, items)}>…</CartProvider>
 *   <ToastArea />
 * </ToastProvider>
 */
export function CartProvider({
  machine = cartMachine,
  input = {},
  toasts = true,
  children,
  ...handlers
}: CartProviderProps): ReactNode {
  const actor = useActorRef(machine, { input });
  const { t } = useT();
  const toast = useToast();
  useEmitted(actor, (event) => {
    const openCart = () => actor.send({ type: 'OPEN' });
    switch (event.type) {
      case 'visitorCartChanged':
        handlers.onVisitorCartChanged?.(event.items);
        break;
      case 'added':
        if (toasts) {
          if (event.outcome === 'added' || event.outcome === 'merged') {
            toast.show(addedToCartToast({ t, onOpenCart: openCart }));
          } else if (event.outcome === 'capped') {
            toast.show({
              id: CART_TOAST_ID,
              tone: 'info',
              message: t('cartPanel.capped'),
              action: { label: t('toast.cart'), onAction: openCart },
            });
          } else {
            toast.show({ id: CART_TOAST_ID, tone: 'error', message: t('cartPanel.outOfStock') });
          }
        }
        handlers.onAdded?.(event.product, event.outcome);
        break;
      case 'invalidRemoved':
        if (toasts) {
          toast.show({
            id: CART_REMOVED_TOAST_ID,
            tone: 'info',
            message: t('cartPanel.invalidRemoved', { count: event.count }),
          });
        }
        handlers.onInvalidRemoved?.(event.count);
        break;
      case 'updateFailed':
        if (toasts) {
          toast.show({
            id: CART_FAILED_TOAST_ID,
            tone: 'error',
            message: t('cartPanel.updateFailed'),
          });
        }
        handlers.onUpdateFailed?.(event.error);
        break;
      case 'loadFailed':
        handlers.onLoadFailed?.(event.error);
        break;
    }
  });
  // The "added" toast leads to the panel: once the panel is open it has said what it had to and
  // would only cover the panel's total bar.
  useEffect(() => {
    if (!toasts) return;
    let wasOpen = selectOpen(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => {
      const open = selectOpen(snapshot);
      if (open && !wasOpen) toast.dismiss(CART_TOAST_ID);
      wasOpen = open;
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, toasts]);
  return <CartActorContext.Provider value={actor}>{children}</CartActorContext.Provider>;
}

/** The page's cart actor (inside a CartProvider): send it USE_VISITOR, ADD, OPEN, … */
export function useCartActor(): CartActorRef {
  const actor = useContext(CartActorContext);
  if (!actor) throw new Error('useCartActor: no CartProvider above this component');
  return actor;
}

/** The header's count: the sum of the quantities. */
export function useCartCount(): number {
  return useSelector(useCartActor(), selectCount);
}

/** Whether the cart panel is open. */
export function useCartOpen(): boolean {
  return useSelector(useCartActor(), selectOpen);
}

/** What a component reads of the cart, and what it can ask of it. */
export interface CartView {
  mode: CartMode;
  /** The lines are known (storage read, or the account's cart arrived). */
  known: boolean;
  /** The header's count. */
  count: number;
  /** The panel's rows, priced for the buyer. */
  rows: readonly CartRow[];
  /** Items total, shipping, free-delivery progress. */
  totals: CartSummary;
  /** The panel is open. */
  isOpen: boolean;
  /** A signed-in quantity change waits or is being sent: controls are blocked. */
  pending: boolean;
  /** The products (or the account's cart) reload. */
  loading: boolean;
  /** Adds a product (merged with the same line, capped at the stock). */
  add: (product: Product, options?: Omit<CartAddRequest, 'product'>) => void;
  increment: (key: string) => void;
  decrement: (key: string) => void;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
  open: () => void;
  close: () => void;
}

/**
 * The cart, read through narrow selectors, with its send helpers.
 *
 * @example
 * const cart = useCart();
 * <ProductGrid onAddToCart={(product) => cart.add(product)} … />
 */
export function useCart(): CartView {
  const actor = useCartActor();
  const mode = useSelector(actor, selectMode);
  const known = useSelector(actor, selectKnown);
  const count = useSelector(actor, selectCount);
  const rows = useSelector(actor, selectRows);
  const totals = useSelector(actor, selectTotals);
  const isOpen = useSelector(actor, selectOpen);
  const pending = useSelector(actor, selectPending);
  const loading = useSelector(actor, selectLoading);
  const add = useCallback(
    (product: Product, options: Omit<CartAddRequest, 'product'> = {}) =>
      actor.send({ type: 'ADD', product, ...options }),
    [actor],
  );
  const helpers = useMemo(
    () => ({
      increment: (key: string) => actor.send({ type: 'INCREMENT', key }),
      decrement: (key: string) => actor.send({ type: 'DECREMENT', key }),
      setQuantity: (key: string, quantity: number) =>
        actor.send({ type: 'SET_QUANTITY', key, quantity }),
      remove: (key: string) => actor.send({ type: 'REMOVE', key }),
      clear: () => actor.send({ type: 'CLEAR' }),
      open: () => actor.send({ type: 'OPEN' }),
      close: () => actor.send({ type: 'CLOSE' }),
    }),
    [actor],
  );
  return { mode, known, count, rows, totals, isOpen, pending, loading, add, ...helpers };
}
