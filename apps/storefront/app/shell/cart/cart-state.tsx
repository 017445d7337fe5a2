import { CART_STORAGE_KEY, parseStoredCart } from '@shop/core/rules';
import { CartProvider, useCartActor, useCartOpen, useSession, useSessionActor } from '@shop/ui';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useStoredValue, writeStorage } from '../../hooks/browser-storage.js';
import type { CurrentLocale } from '../account/machines.js';
import { QuickOrderState } from '../orders/quick-orders.js';
import { cartMachineFor } from './machines.js';

// The panel (its side sheet and rows) loads when the cart is first opened.
const CartPanel = lazy(() =>
  import('@shop/ui/flows/cart').then((module) => ({ default: module.CartPanelContainer })),
);

const logFailure = (what: string) => (error: unknown) =>
  console.error(`[storefront] ${what}:`, error);

export interface CartStateProps {
  locale: CurrentLocale;
  children: ReactNode;
}

/**
 * The page's cart (SPEC §4 "Cart panel"): the cart actor of @shop/ui with the storefront's
 * calls, inside the session (a visitor's lines in browser storage, a signed-in customer's on
 * the server), its toasts and the cart panel.
 */
export function CartState({ locale, children }: CartStateProps) {
  const [machine] = useState(() => cartMachineFor(locale));
  return (
    <CartProvider
      machine={machine}
      onVisitorCartChanged={(items) => writeStorage(CART_STORAGE_KEY, items)}
      onUpdateFailed={logFailure('the cart was not changed')}
      onLoadFailed={logFailure('the cart was not loaded')}
    >
      <CartEffects />
      <QuickOrderState locale={locale}>{children}</QuickOrderState>
      <CartPanelSlot />
    </CartProvider>
  );
}

/**
 * Which cart the actor keeps: the stored one of a visitor (again when another tab writes it),
 * the account's after a sign-in or after the session moved a visitor's stored lines into it,
 * none after a sign-out; and the prices of the buyer's role.
 */
function CartEffects() {
  const cart = useCartActor();
  const session = useSessionActor();
  const { pricing } = useSession();
  const stored = useStoredValue(CART_STORAGE_KEY, parseStoredCart);
  const started = useRef(false);

  useEffect(() => {
    cart.send({ type: 'SET_PRICING', ...pricing });
  }, [cart, pricing]);

  useEffect(() => {
    // Undefined until hydration has read storage.
    if (stored === undefined) return;
    const signedIn = session.getSnapshot().matches('authenticated');
    if (!started.current) {
      started.current = true;
      cart.send(signedIn ? { type: 'USE_ACCOUNT' } : { type: 'USE_VISITOR', items: stored });
    } else if (!signedIn) {
      cart.send({ type: 'STORED', items: stored });
    }
  }, [stored, cart, session]);

  useEffect(() => {
    const useAccount = () => cart.send({ type: 'USE_ACCOUNT' });
    const subscriptions = [
      session.on('signedIn', useAccount),
      // A page opened signed in moved a visitor's stored lines into the account.
      session.on('listsAdopted', useAccount),
      session.on('signedOut', () => cart.send({ type: 'SIGNED_OUT' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [session, cart]);

  return null;
}

/** The panel, from the first time the cart is opened on. */
function CartPanelSlot() {
  const open = useCartOpen();
  const location = useLocation();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel currentUrl={location.pathname + location.search} />
    </Suspense>
  );
}
