import type {
  CartLine,
  CartUpdateRequest,
  Product,
  ValidateProductsResponse,
} from '@shop/core/contract';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { SAMPLE_LOGO } from '../../../components/header/examples/header.examples.js';
import { Header } from '../../../components/header/index.js';
import { ProductGrid } from '../../../components/product-grid/index.js';
import type { CallGate } from '../../../lib/call-gate.js';
import { LinkProvider } from '../../../lib/link.js';
import { createToastStore, ToastArea, ToastProvider } from '../../../primitives/toast/index.js';
import { stayingLink } from '../../session/examples/session.examples.js';
import { CartPanelContainer } from '../cart-panel.container.js';
import { cartMachine, type CartProductsInput, type CartRemoveInput } from '../cart.machine.js';
import { CartProvider, useCart, type CartProviderProps } from '../cart.provider.js';
import { cartLine, DRILL, GLOVES, GRINDER, HANDLE, LADDER } from './cart.samples.js';

/** The products the demo shop sells (the listing of the examples). */
export const CART_SHOP: readonly Product[] = [DRILL, GRINDER, HANDLE, LADDER, GLOVES];

const after = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
const noop = () => undefined;

/** Whole server lines after an update, kept by the demo server. */
function applyUpdate(lines: CartLine[], body: CartUpdateRequest): CartLine[] {
  const product = CART_SHOP.find((candidate) => candidate.id === body.product);
  if (!product) return lines;
  const existing = lines.find((line) => line.product.id === body.product);
  if (!existing) return [...lines, cartLine(product, body.quantity)];
  const quantity = body.increment
    ? existing.quantity + body.quantity
    : body.decrement
      ? Math.max(1, existing.quantity - body.quantity)
      : body.quantity;
  return lines.map((line) =>
    line === existing ? { ...line, quantity: Math.min(quantity, product.balance) } : line,
  );
}

export interface DemoCartOptions {
  /** The account's lines `fetchCart` answers at first. @default a drill */
  account?: CartLine[];
  /** Product ids validate-products reports as no longer sold. @default [] */
  invalidIds?: number[];
  /** Every update fails. @default false */
  failUpdates?: boolean;
  /** How long each call takes, in ms. @default 10 */
  delayMs?: number;
  /** Updates also wait at this gate. */
  gate?: CallGate;
}

/** The cart machine as the storefront provides it, with a fake server and a silent log. */
export function demoCartMachine({
  account = [cartLine(DRILL, 1, { id: 1 })],
  invalidIds = [],
  failUpdates = false,
  delayMs = 10,
  gate,
}: DemoCartOptions = {}) {
  let lines = account;
  const known = (ids: number[]) => CART_SHOP.filter((product) => ids.includes(product.id));
  return cartMachine.provide({
    actors: {
      validateProducts: fromPromise<ValidateProductsResponse, CartProductsInput>(
        async ({ input }) => {
          await after(delayMs);
          return {
            products: known(input.ids).filter((product) => !invalidIds.includes(product.id)),
            invalid_ids: input.ids.filter((id) => invalidIds.includes(id)),
          };
        },
      ),
      loadProducts: fromPromise<Product[], CartProductsInput>(async ({ input }) => {
        await after(delayMs);
        return known(input.ids);
      }),
      fetchCart: fromPromise<CartLine[]>(async () => {
        await after(delayMs);
        return lines;
      }),
      updateLine: fromPromise<CartLine[], CartUpdateRequest>(async ({ input }) => {
        await after(delayMs);
        await gate?.wait();
        if (failUpdates) throw new Error('out_of_stock');
        lines = applyUpdate(lines, input);
        return lines;
      }),
      removeLine: fromPromise<void, CartRemoveInput>(async ({ input }) => {
        await after(delayMs);
        lines = lines.filter((line) => line.id !== input.lineId);
      }),
      clearCart: fromPromise<void>(async () => {
        await after(delayMs);
        lines = [];
      }),
    },
    actions: { logError: noop },
  });
}

/** The header's count and button, and a listing whose add-to-cart buttons feed the cart. */
function Shop() {
  const cart = useCart();
  return (
    <>
      <Header
        logo={SAMPLE_LOGO}
        favouritesCount={0}
        cartCount={cart.count}
        onCartClick={cart.open}
      />
      <div className="shop:mx-auto shop:max-w-[1280px] shop:px-3 shop:py-4 shop:bp768:px-6">
        <ProductGrid
          products={CART_SHOP.slice(0, 4)}
          onAddToCart={(product) => cart.add(product)}
          eagerImages={12}
          animated={false}
        />
      </div>
    </>
  );
}

export type CartExampleProps = Omit<CartProviderProps, 'children'> & {
  /** Where the user is (a change closes the panel). @default '/' */
  currentUrl?: string;
};

/**
 * One cart actor for the page, as the storefront wires it: the header's count and button, the
 * listing's add-to-cart buttons, the panel and the toasts (which stay until closed here).
 */
export function CartExample({ machine, currentUrl = '/', ...props }: CartExampleProps): ReactNode {
  const [store] = useState(() => createToastStore({ durationMs: Infinity }));
  const [demo] = useState(() => machine ?? demoCartMachine());
  return (
    <LinkProvider renderLink={stayingLink}>
      <ToastProvider store={store}>
        <CartProvider machine={demo} {...props}>
          <Shop />
          <CartPanelContainer currentUrl={currentUrl} animated={false} />
        </CartProvider>
        <ToastArea animated={false} />
      </ToastProvider>
    </LinkProvider>
  );
}
