import type {
  CartLine,
  CartUpdateRequest,
  Product,
  ProductUnit,
  ValidateProductsResponse,
} from '@shop/core/contract';
import {
  addToCart,
  CART_DEBOUNCE_MS,
  cartItemCount,
  cartTotals,
  decrementQuantity,
  freeDeliveryProgress,
  incrementQuantity,
  maxLineUnits,
  removeLine,
  setLineQuantity,
  type AddOutcome,
  type Bani,
  type CartItem,
  type CartTotals,
  type PricingContext,
} from '@shop/core/rules';
import {
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  cartRows,
  entriesFromItems,
  entriesFromLines,
  entryFromItem,
  itemsOf,
  mergeServerLines,
  nextUpdate,
  reconcile,
  unitOf,
  type CartEntry,
  type CartProducts,
  type CartRow,
} from './cart.rules.js';

/**
 * The shopper's cart (SPEC §2 cart panel, §4 "Cart panel", §5 "Line total", §6): one actor per
 * page that the header's count, every add-to-cart button and the cart panel read.
 *
 * - Visitor: the lines live in browser storage. The storefront reads storage (core's
 *   `parseStoredCart`) and sends `USE_VISITOR`; the lines are revalidated once against the server
 *   (`validateProducts`): fresh products replace the old, products no longer sold (or with no
 *   stock left) are removed with `invalidRemoved`, quantities above the stock are clamped. Every
 *   change emits `visitorCartChanged` for the storefront to write storage; the machine never
 *   touches storage.
 * - Account: the lines live on the server (`fetchCart`). An add is sent at once (`updateLine`
 *   with `increment`); quantity changes show at once, wait `debounceMs` (100 ms, §9) for more
 *   taps and are then sent one line at a time, a customer's as a difference, a manager's as the
 *   actual quantity (§6). Meanwhile the cart is `pending` and the panel blocks its controls. A
 *   refusal reloads the server's cart and emits `updateFailed`.
 *
 * Opening the panel reloads the products (a visitor's by `loadProducts`, an account's cart by
 * `fetchCart`) so prices and stock are fresh. Adds tapped while the account's cart is busy wait
 * in a queue and go in order.
 */

/** What `loadProducts` and `validateProducts` receive. */
export interface CartProductsInput {
  ids: number[];
}

/** What `removeLine` receives: the server's cart line id (§6: deletes go by line id). */
export interface CartRemoveInput {
  lineId: number;
}

const notProvided = (name: string) =>
  Promise.reject(
    new Error(`${name} not provided: supply it with cartMachine.provide({ actors: { ${name} } })`),
  );

/** POST /ro/api/products/validate-products/ with the visitor's product ids. Honour `signal`. */
const validateProducts = fromPromise<ValidateProductsResponse, CartProductsInput>(() =>
  notProvided('validateProducts'),
);
/** GET /api/products/get-products-by-ids/: fresh price and stock when the panel opens. */
const loadProducts = fromPromise<Product[], CartProductsInput>(() => notProvided('loadProducts'));
/** GET /orders/temporary-cart/: the account's lines. */
const fetchCart = fromPromise<CartLine[]>(() => notProvided('fetchCart'));
/** POST /orders/temporary-cart/: answers the whole cart. */
const updateLine = fromPromise<CartLine[], CartUpdateRequest>(() => notProvided('updateLine'));
/** DELETE /orders/temporary-cart/{lineId}. */
const removeCartLine = fromPromise<void, CartRemoveInput>(() => notProvided('removeLine'));
/** GET /orders/cart-delete-all/. */
const clearCart = fromPromise<void>(() => notProvided('clearCart'));

export type CartMode = 'visitor' | 'account';

/** Where the cart comes from at start, when the page already knows. */
export type CartStart =
  /** A visitor's stored lines: revalidated at once. */
  | { mode: 'visitor'; items: readonly CartItem[] }
  /** The account's lines, loaded with the page (no `fetchCart` call). */
  | { mode: 'account'; lines: readonly CartLine[] };

/** The machine's input (all optional: pass `{}` and send `USE_VISITOR` or `USE_ACCOUNT`). */
export interface CartMachineInput {
  /**
   * The cart known when the page renders. Without it the machine waits, with no count, for
   * `USE_VISITOR` (the storefront read storage) or `USE_ACCOUNT`.
   * @default undefined
   */
  initial?: CartStart;
  /**
   * Who buys (prices, stock and unit labels).
   * @default { role: 'visitor' }
   */
  pricing?: PricingContext;
  /**
   * How long account quantity changes wait for more taps before they are sent.
   * @default CART_DEBOUNCE_MS (100, SPEC §9)
   */
  debounceMs?: number;
}

/** An add waiting to be sent (account mode). */
export interface CartAddition {
  product: Product;
  quantity: number;
  attributes: number[];
  unit: ProductUnit | null;
}

export interface CartContext {
  /** The start given as input; read once, at start. */
  initial: CartStart | null;
  mode: CartMode;
  /** The lines as the shopper sees them, oldest first. */
  entries: CartEntry[];
  /** The products of the lines, by id, as last loaded. */
  products: CartProducts;
  pricing: PricingContext;
  /** The panel is open. */
  open: boolean;
  debounceMs: number;
  /** Visitor: the product ids the running validation or reload judges. */
  asked: number[];
  /** Account: adds waiting for the server, in tap order. */
  additions: CartAddition[];
  /** Account: the add being sent and what it will do. */
  adding: { addition: CartAddition; outcome: AddOutcome; body: CartUpdateRequest } | null;
  /** Account: the quantity change being sent. */
  sending: { key: string; quantity: number; body: CartUpdateRequest } | null;
  /** Account: the line being removed. */
  removing: string | null;
  /** The last error, for the log. */
  error: unknown;
}

/** What ADD takes: the product, and optionally how many, which parameter items and which unit. */
export interface CartAddRequest {
  product: Product;
  /** @default 1 */
  quantity?: number;
  /** Ids of the chosen parameter items (size, feature). */
  attributes?: readonly number[];
  /** The unit a manager or dealer chose (manager unit modal); none: sold by the piece. */
  unit?: ProductUnit | null;
}

export type CartEvent =
  /** A visitor: the lines the storefront read from browser storage (`parseStoredCart`). */
  | { type: 'USE_VISITOR'; items: readonly CartItem[] }
  /** Another tab wrote the stored cart (visitor mode; ignored when signed in). */
  | { type: 'STORED'; items: readonly CartItem[] }
  /** Signed in: the server's cart. With `lines` (loaded with the page) nothing is fetched. */
  | { type: 'USE_ACCOUNT'; lines?: readonly CartLine[] }
  /** Signed out: back to an empty visitor's cart (sign-out clears the cart, SPEC §4). */
  | { type: 'SIGNED_OUT' }
  /** Who buys changed (signed in, profile loaded, manager discount set). */
  | ({ type: 'SET_PRICING' } & PricingContext)
  | ({ type: 'ADD' } & CartAddRequest)
  | { type: 'INCREMENT'; key: string }
  | { type: 'DECREMENT'; key: string }
  | { type: 'SET_QUANTITY'; key: string; quantity: number }
  | { type: 'REMOVE'; key: string }
  | { type: 'CLEAR' }
  /** Opens the panel: the products (or the account's cart) reload. */
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  /** The route changed: the panel closes (SPEC §4). */
  | { type: 'ROUTE_CHANGED' };

/** What the machine tells the storefront. */
export type CartEmitted =
  /** Visitor: write these lines to browser storage (CART_STORAGE_KEY). */
  | { type: 'visitorCartChanged'; items: CartItem[] }
  /** Revalidation or a reload took out products no longer sold (or out of stock): a toast. */
  | { type: 'invalidRemoved'; count: number }
  /** An add went in (added, merged), was capped at the stock, or found none left. */
  | { type: 'added'; product: Product; outcome: AddOutcome }
  /** Account: a change was refused; the server's cart is reloaded. */
  | { type: 'updateFailed'; error: unknown }
  /** The cart (account) or its products (visitor) could not be loaded. */
  | { type: 'loadFailed'; error: unknown };

const VISITOR_PRICING: PricingContext = { role: 'visitor' };

const EMPTY_SYNC = {
  additions: [] as CartAddition[],
  adding: null,
  sending: null,
  removing: null,
};

/** The ids of the lines' products, each once. */
const idsOf = (entries: readonly CartEntry[]): number[] => [
  ...new Set(entries.map((entry) => entry.productId)),
];

/** The stock a line may reach, or null while its product is not known. */
function stockOf(context: CartContext, entry: CartEntry): number | null {
  const product = context.products[entry.productId];
  return product ? maxLineUnits(product, unitOf(entry, product), context.pricing.role) : null;
}

/** A quantity event applied to the lines (core's cart rules); the same lines when nothing moves. */
function changedEntries(
  context: CartContext,
  event: Extract<CartEvent, { type: 'INCREMENT' | 'DECREMENT' | 'SET_QUANTITY' }>,
): CartEntry[] {
  const entry = context.entries.find((candidate) => candidate.key === event.key);
  if (!entry) return context.entries;
  const stock = stockOf(context, entry);
  if (stock === null) return context.entries;
  let quantity = entry.quantity;
  if (event.type === 'INCREMENT') quantity = incrementQuantity(entry.quantity, stock);
  else if (event.type === 'DECREMENT') quantity = decrementQuantity(entry.quantity);
  else {
    const set = setLineQuantity([entry], entry.key, event.quantity, stock)[0];
    quantity = set?.quantity ?? entry.quantity;
  }
  if (quantity === entry.quantity) return context.entries;
  return context.entries.map((candidate) =>
    candidate.key === entry.key
      ? {
          ...candidate,
          quantity,
          confirmed: context.mode === 'visitor' ? quantity : candidate.confirmed,
        }
      : candidate,
  );
}

/** The line an add makes, as core's `addToCart` sees it. */
function additionEntry(addition: CartAddition): CartEntry {
  const entry = entryFromItem({
    productId: addition.product.id,
    quantity: addition.quantity,
    attributes: addition.attributes,
    unitId: addition.unit && addition.unit.id > 0 ? addition.unit.id : null,
  });
  // A product id is always whole: entryFromItem only refuses ids that are not.
  if (!entry) throw new Error('cart: the product has no whole id');
  return { ...entry, unit: addition.unit && addition.unit.id > 0 ? addition.unit : null };
}

/** An add applied to the lines with core's `addToCart` (merge, cap at the stock). */
function applyAddition(
  context: CartContext,
  addition: CartAddition,
): { entries: CartEntry[]; outcome: AddOutcome } {
  const entry = additionEntry(addition);
  const stock = maxLineUnits(addition.product, entry.unit, context.pricing.role);
  const { items, outcome } = addToCart(context.entries, entry, stock);
  return { entries: items, outcome };
}

function additionOf(event: CartAddRequest): CartAddition {
  return {
    product: event.product,
    quantity: Math.max(1, Math.trunc(event.quantity ?? 1) || 1),
    attributes: [...(event.attributes ?? [])],
    unit: event.unit ?? null,
  };
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    // The assertion is the type: without it xstate would read the input as `{}`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as CartMachineInput,
    emitted: {} as CartEmitted,
    tags: {} as 'loading' | 'pending' | 'busy',
  },
  delays: {
    debounce: ({ context }) => context.debounceMs,
  },
  guards: {
    startsVisitor: ({ context }) => context.initial?.mode === 'visitor',
    startsAccount: ({ context }) => context.initial?.mode === 'account',
    /** USE_ACCOUNT came with the lines (loaded with the page). */
    brought: ({ event }) => {
      assertEvent(event, 'USE_ACCOUNT');
      return event.lines !== undefined;
    },
    hasEntries: ({ context }) => context.entries.length > 0,
    /**
     * Storage holds other lines than the cart's: another tab wrote them. The storefront's own
     * writes come back too (one event for every tab), and must not cut a running check short.
     */
    storedDiffers: ({ context, event }) => {
      assertEvent(event, 'STORED');
      return !sameQuantities(entriesFromItems(event.items), context.entries);
    },
    /** Some line's product is not known yet (another tab added it). */
    missesProducts: ({ context }) =>
      context.entries.some((entry) => context.products[entry.productId] === undefined),
    /** A quantity event would move a line. */
    moves: ({ context, event }) => {
      assertEvent(event, ['INCREMENT', 'DECREMENT', 'SET_QUANTITY']);
      return changedEntries(context, event) !== context.entries;
    },
    knownLine: ({ context, event }) => {
      assertEvent(event, 'REMOVE');
      return context.entries.some((entry) => entry.key === event.key);
    },
    /** The next queued add needs no request: nothing fits (out of stock, or capped already). */
    nextAddStays: ({ context }) => {
      const next = context.additions[0];
      if (!next) return false;
      const { entries } = applyAddition(context, next);
      return entries.length === context.entries.length && sameQuantities(entries, context.entries);
    },
    hasAddition: ({ context }) => context.additions.length > 0,
    hasUnsent: ({ context }) => nextUpdate(context.entries, context.pricing.role) !== null,
  },
  actions: {
    startFromInput: assign(({ context }) => {
      const start = context.initial;
      if (start?.mode === 'account') {
        return { mode: 'account' as const, ...entriesFromLines(start.lines) };
      }
      if (start?.mode === 'visitor') {
        return { mode: 'visitor' as const, entries: entriesFromItems(start.items), products: {} };
      }
      return {};
    }),
    useVisitor: assign(({ event }) => {
      assertEvent(event, 'USE_VISITOR');
      return {
        mode: 'visitor' as const,
        entries: entriesFromItems(event.items),
        products: {},
        ...EMPTY_SYNC,
      };
    }),
    /** Another tab's lines; the products already known stay known. */
    useStored: assign(({ event }) => {
      assertEvent(event, 'STORED');
      return { entries: entriesFromItems(event.items) };
    }),
    /** Signed in: the visitor's lines go until the account's arrive. */
    startAccount: assign({ mode: 'account' as const, entries: [], products: {}, ...EMPTY_SYNC }),
    useBroughtAccount: assign(({ event }) => {
      assertEvent(event, 'USE_ACCOUNT');
      return {
        mode: 'account' as const,
        ...EMPTY_SYNC,
        ...entriesFromLines(event.lines ?? []),
      };
    }),
    signOut: enqueueActions(({ enqueue }) => {
      enqueue.assign({
        mode: 'visitor',
        entries: [],
        products: {},
        pricing: VISITOR_PRICING,
        ...EMPTY_SYNC,
      });
      enqueue.emit({ type: 'visitorCartChanged', items: [] });
    }),
    setPricing: assign(({ event }) => {
      assertEvent(event, 'SET_PRICING');
      const pricing: PricingContext = {
        role: event.role,
        ...(event.dealerDiscount !== undefined && { dealerDiscount: event.dealerDiscount }),
        ...(event.managerDiscount !== undefined && { managerDiscount: event.managerDiscount }),
      };
      return { pricing };
    }),
    setOpen: assign({ open: true }),
    setClosed: assign({ open: false }),
    /** The products this validation or reload judges: every line's. */
    askAll: assign(({ context }) => ({ asked: idsOf(context.entries) })),
    /**
     * Fresh products arrived: known ones replaced, lines of judged products that did not come
     * back (or have no stock left) removed, quantities clamped; storage is rewritten when the
     * lines changed, and the removals are told.
     */
    applyProducts: enqueueActions(
      ({ context, enqueue }, { products, invalid }: { products: Product[]; invalid: number[] }) => {
        const judged = context.asked.filter(
          (id) => invalid.includes(id) || !products.some((product) => product.id === id),
        );
        const fresh = products.filter(
          (product) => context.asked.includes(product.id) && !invalid.includes(product.id),
        );
        const result = reconcile(
          context.entries,
          context.products,
          fresh,
          [...judged, ...fresh.map((product) => product.id)],
          context.pricing.role,
        );
        enqueue.assign({ entries: result.entries, products: result.products, asked: [] });
        const changed =
          result.entries.length !== context.entries.length ||
          !sameQuantities(result.entries, context.entries);
        if (context.mode === 'visitor' && changed) {
          enqueue.emit({ type: 'visitorCartChanged', items: itemsOf(result.entries) });
        }
        if (result.removed > 0) enqueue.emit({ type: 'invalidRemoved', count: result.removed });
      },
    ),
    addVisitor: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'ADD');
      const addition = additionOf(event);
      const { entries, outcome } = applyAddition(context, addition);
      const changed = !sameQuantities(entries, context.entries);
      enqueue.assign({
        ...(changed && { entries }),
        products: { ...context.products, [addition.product.id]: addition.product },
      });
      if (changed) enqueue.emit({ type: 'visitorCartChanged', items: itemsOf(entries) });
      enqueue.emit({ type: 'added', product: addition.product, outcome });
    }),
    changeVisitor: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['INCREMENT', 'DECREMENT', 'SET_QUANTITY']);
      const entries = changedEntries(context, event);
      if (entries === context.entries) return;
      enqueue.assign({ entries });
      enqueue.emit({ type: 'visitorCartChanged', items: itemsOf(entries) });
    }),
    removeVisitor: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'REMOVE');
      const entries = removeLine(context.entries, event.key);
      if (entries.length === context.entries.length) return;
      enqueue.assign({ entries });
      enqueue.emit({ type: 'visitorCartChanged', items: itemsOf(entries) });
    }),
    clearVisitor: enqueueActions(({ context, enqueue }) => {
      if (context.entries.length === 0) return;
      enqueue.assign({ entries: [] });
      enqueue.emit({ type: 'visitorCartChanged', items: [] });
    }),
    /** Account: the lines as the server answered them (a load). */
    setAccountLines: assign((_, lines: CartLine[]) => entriesFromLines(lines)),
    /** Account: a quantity change shows at once; it is sent after the debounce. */
    changeAccount: assign(({ context, event }) => {
      assertEvent(event, ['INCREMENT', 'DECREMENT', 'SET_QUANTITY']);
      return { entries: changedEntries(context, event) };
    }),
    queueAddition: assign(({ context, event }) => {
      assertEvent(event, 'ADD');
      return { additions: [...context.additions, additionOf(event)] };
    }),
    /** An add that needs no request (nothing fits): told at once, and dropped from the queue. */
    settleAddition: enqueueActions(({ context, enqueue }) => {
      const [next, ...rest] = context.additions;
      if (!next) return;
      const { outcome } = applyAddition(context, next);
      enqueue.assign({ additions: rest });
      enqueue.emit({ type: 'added', product: next.product, outcome });
    }),
    takeAddition: assign(({ context }) => {
      const [next, ...rest] = context.additions;
      if (!next) return {};
      const { entries, outcome } = applyAddition(context, next);
      const entry = additionEntry(next);
      const before = context.entries.find((candidate) => candidate.key === entry.key);
      const after = entries.find((candidate) => candidate.key === entry.key);
      const quantity = Math.max(1, (after?.quantity ?? 0) - (before?.quantity ?? 0));
      const body: CartUpdateRequest = {
        product: next.product.id,
        quantity,
        products_units: entry.unitId,
        product_atributes: [...entry.attributes],
        increment: true,
      };
      return { additions: rest, adding: { addition: next, outcome, body } };
    }),
    /** The add went in: the server's cart replaces the lines (unsent changes kept). */
    confirmAddition: enqueueActions(({ context, enqueue }, lines: CartLine[]) => {
      const adding = context.adding;
      const merged = mergeServerLines(lines, context.entries);
      enqueue.assign({ ...merged, adding: null });
      if (adding) {
        enqueue.emit({ type: 'added', product: adding.addition.product, outcome: adding.outcome });
      }
    }),
    takeUpdate: assign(({ context }) => ({
      sending: nextUpdate(context.entries, context.pricing.role),
    })),
    confirmUpdate: assign(({ context }, lines: CartLine[]) => ({
      ...mergeServerLines(lines, context.entries, context.sending),
      sending: null,
    })),
    takeRemoval: assign(({ event }) => {
      assertEvent(event, 'REMOVE');
      return { removing: event.key };
    }),
    confirmRemoval: assign(({ context }) => ({
      entries: context.removing ? removeLine(context.entries, context.removing) : context.entries,
      removing: null,
    })),
    clearedAccount: assign({ entries: [] }),
    /** A refusal: the request is forgotten; the server's cart is reloaded next. */
    failUpdate: enqueueActions(({ enqueue }, { error }: { error: unknown }) => {
      enqueue.assign({ error, adding: null, sending: null, removing: null });
      enqueue.emit({ type: 'updateFailed', error });
    }),
    failLoad: enqueueActions(({ enqueue }, { error }: { error: unknown }) => {
      enqueue.assign({ error, asked: [] });
      enqueue.emit({ type: 'loadFailed', error });
    }),
    /** Failures are only logged (SPEC §8); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[cart]', context.error);
    },
  },
  actors: {
    validateProducts,
    loadProducts,
    fetchCart,
    updateLine,
    removeLine: removeCartLine,
    clearCart,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    initial: input.initial ?? null,
    mode: input.initial?.mode ?? 'visitor',
    entries: [],
    products: {},
    pricing: input.pricing ?? VISITOR_PRICING,
    open: false,
    debounceMs: input.debounceMs ?? CART_DEBOUNCE_MS,
    asked: [],
    ...EMPTY_SYNC,
    error: null,
  }),
  initial: 'start',
  on: {
    USE_VISITOR: { target: '.visitor.validating', actions: 'useVisitor' },
    USE_ACCOUNT: [
      { guard: 'brought', target: '.account.ready', actions: 'useBroughtAccount' },
      { target: '.account.loading', actions: 'startAccount' },
    ],
    SIGNED_OUT: { target: '.visitor.ready', actions: 'signOut' },
    SET_PRICING: { actions: 'setPricing' },
    OPEN: { actions: 'setOpen' },
    CLOSE: { actions: 'setClosed' },
    ROUTE_CHANGED: { actions: 'setClosed' },
  },
  states: {
    /** Passes at once: into the cart given as input, else into `unknown`. */
    start: {
      always: [
        { guard: 'startsAccount', target: 'account.ready', actions: 'startFromInput' },
        { guard: 'startsVisitor', target: 'visitor.validating', actions: 'startFromInput' },
        { target: 'unknown' },
      ],
    },
    /** Not known yet (rendered on the server, before storage is read): no count, no changes. */
    unknown: {},
    /** A visitor's cart, kept in browser storage by the storefront. */
    visitor: {
      initial: 'ready',
      on: {
        STORED: { guard: 'storedDiffers', target: '.checking', actions: 'useStored' },
        ADD: { actions: 'addVisitor' },
        INCREMENT: { actions: 'changeVisitor' },
        DECREMENT: { actions: 'changeVisitor' },
        SET_QUANTITY: { actions: 'changeVisitor' },
        REMOVE: { actions: 'removeVisitor' },
        CLEAR: { actions: 'clearVisitor' },
      },
      states: {
        /** The stored lines are checked once against the server (validate-products). */
        validating: {
          tags: 'loading',
          entry: 'askAll',
          invoke: {
            src: 'validateProducts',
            input: ({ context }) => ({ ids: context.asked }),
            onDone: {
              target: 'ready',
              actions: {
                type: 'applyProducts',
                params: ({ event }) => ({
                  products: event.output.products,
                  invalid: event.output.invalid_ids,
                }),
              },
            },
            onError: {
              target: 'ready',
              actions: [
                { type: 'failLoad', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
        },
        /** Another tab wrote lines: their products load if some are not known. */
        checking: {
          always: [{ guard: 'missesProducts', target: 'loading' }, { target: 'ready' }],
        },
        /** The products reload (the panel opened): fresh price and stock. */
        loading: {
          tags: 'loading',
          entry: 'askAll',
          invoke: {
            src: 'loadProducts',
            input: ({ context }) => ({ ids: context.asked }),
            onDone: {
              target: 'ready',
              actions: {
                type: 'applyProducts',
                params: ({ event }) => ({ products: event.output, invalid: [] }),
              },
            },
            onError: {
              target: 'ready',
              actions: [
                { type: 'failLoad', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
        },
        ready: {
          on: {
            OPEN: [
              { guard: 'hasEntries', target: 'loading', actions: 'setOpen' },
              { actions: 'setOpen' },
            ],
          },
        },
      },
    },
    /** A signed-in account's cart, on the server. */
    account: {
      initial: 'loading',
      on: {
        ADD: { actions: 'queueAddition' },
      },
      states: {
        /** The server's cart loads (sign-in, the panel opening, or after a refusal). */
        loading: {
          tags: 'loading',
          invoke: {
            src: 'fetchCart',
            onDone: {
              target: 'ready',
              actions: { type: 'setAccountLines', params: ({ event }) => event.output },
            },
            onError: {
              target: 'ready',
              actions: [
                { type: 'failLoad', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
        },
        /** In step with the server, or about to send what waits. */
        ready: {
          always: [
            { guard: 'nextAddStays', actions: 'settleAddition' },
            { guard: 'hasAddition', target: 'adding' },
            { guard: 'hasUnsent', target: 'sending' },
          ],
          on: {
            OPEN: { target: 'loading', actions: 'setOpen' },
            INCREMENT: { guard: 'moves', target: 'debouncing', actions: 'changeAccount' },
            DECREMENT: { guard: 'moves', target: 'debouncing', actions: 'changeAccount' },
            SET_QUANTITY: { guard: 'moves', target: 'debouncing', actions: 'changeAccount' },
            REMOVE: { guard: 'knownLine', target: 'removing', actions: 'takeRemoval' },
            CLEAR: { guard: 'hasEntries', target: 'clearing' },
          },
        },
        /** A quantity changed on screen; more taps restart the wait (§9: 100 ms). */
        debouncing: {
          tags: 'pending',
          after: { debounce: 'sending' },
          on: {
            INCREMENT: { target: 'debouncing', reenter: true, actions: 'changeAccount' },
            DECREMENT: { target: 'debouncing', reenter: true, actions: 'changeAccount' },
            SET_QUANTITY: { target: 'debouncing', reenter: true, actions: 'changeAccount' },
          },
        },
        /** One line's change goes to the server; the answer is the whole cart. */
        sending: {
          tags: 'pending',
          entry: 'takeUpdate',
          invoke: {
            src: 'updateLine',
            input: ({ context }) => context.sending?.body ?? { product: 0, quantity: 1 },
            onDone: {
              target: 'ready',
              actions: { type: 'confirmUpdate', params: ({ event }) => event.output },
            },
            onError: {
              target: 'loading',
              actions: [
                { type: 'failUpdate', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
        },
        /**
         * An add goes to the server (`increment`); the answer is the whole cart. The panel's
         * controls wait for it like for a change (a tap meanwhile would be lost).
         */
        adding: {
          tags: ['busy', 'pending'],
          entry: 'takeAddition',
          invoke: {
            src: 'updateLine',
            input: ({ context }) => context.adding?.body ?? { product: 0, quantity: 1 },
            onDone: {
              target: 'ready',
              actions: { type: 'confirmAddition', params: ({ event }) => event.output },
            },
            onError: {
              target: 'loading',
              actions: [
                { type: 'failUpdate', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
        },
        removing: {
          tags: 'pending',
          invoke: {
            src: 'removeLine',
            input: ({ context }) => ({
              lineId: context.entries.find((entry) => entry.key === context.removing)?.lineId ?? 0,
            }),
            onDone: { target: 'ready', actions: 'confirmRemoval' },
            onError: {
              target: 'loading',
              actions: [
                { type: 'failUpdate', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
        },
        clearing: {
          tags: 'pending',
          invoke: {
            src: 'clearCart',
            onDone: { target: 'ready', actions: 'clearedAccount' },
            onError: {
              target: 'loading',
              actions: [
                { type: 'failUpdate', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
        },
      },
    },
  },
});

/** Whether two line lists hold the same quantities in the same order. */
function sameQuantities(a: readonly CartEntry[], b: readonly CartEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, index) => entry.key === b[index]?.key && entry.quantity === b[index].quantity)
  );
}

export type CartMachine = typeof cartMachine;
export type CartActorRef = ActorRefFrom<CartMachine>;
export type CartSnapshot = SnapshotFrom<CartMachine>;

// Narrow selectors: containers read the machine only through these (convention 5).

/** 'visitor' until `USE_ACCOUNT`. */
export const selectMode = (snapshot: CartSnapshot): CartMode => snapshot.context.mode;
/** The lines are known: storage read, or the account's cart arrived. */
export const selectKnown = (snapshot: CartSnapshot): boolean =>
  !snapshot.matches('unknown') && !snapshot.matches('start');
/** The header's count: the sum of the quantities (core's `cartItemCount`). */
export const selectCount = (snapshot: CartSnapshot): number =>
  cartItemCount(snapshot.context.entries);
/** The panel is open. */
export const selectOpen = (snapshot: CartSnapshot): boolean => snapshot.context.open;
/** A quantity change waits or is being sent: the panel blocks its controls (SPEC §4). */
export const selectPending = (snapshot: CartSnapshot): boolean => snapshot.hasTag('pending');
/** The products (visitor) or the cart (account) are loading: the panel shows skeletons. */
export const selectLoading = (snapshot: CartSnapshot): boolean => snapshot.hasTag('loading');
/** Something is being sent to the server (an add, a change, a removal). */
export const selectBusy = (snapshot: CartSnapshot): boolean =>
  snapshot.hasTag('busy') || snapshot.hasTag('pending');
/** Who buys. */
export const selectPricing = (snapshot: CartSnapshot): PricingContext => snapshot.context.pricing;
/** The lines as kept (for storage or debugging); the panel reads `selectRows`. */
export const selectEntries = (snapshot: CartSnapshot): CartEntry[] => snapshot.context.entries;

interface RowsMemo {
  products: CartProducts;
  pricing: PricingContext;
  rows: CartRow[];
  totals: CartSummary;
}
const memo = new WeakMap<readonly CartEntry[], RowsMemo>();

/** The cart's totals: core's `cartTotals` and `freeDeliveryProgress`. */
export interface CartSummary extends CartTotals {
  /** What is left to spend for free delivery, in bani. */
  freeDeliveryRemaining: Bani;
  /** The share of the free-delivery threshold reached, 0..1. */
  freeDeliveryRatio: number;
  freeDeliveryReached: boolean;
  /** The free-delivery threshold, in bani (500 lei). */
  freeDeliveryThreshold: Bani;
}

function rowsMemo(context: CartContext): RowsMemo {
  const known = memo.get(context.entries);
  if (known && known.products === context.products && known.pricing === context.pricing) {
    return known;
  }
  const rows = cartRows(context.entries, context.products, context.pricing);
  const totals = cartTotals(rows);
  const progress = freeDeliveryProgress(totals.itemsTotal);
  const next: RowsMemo = {
    products: context.products,
    pricing: context.pricing,
    rows,
    totals: {
      ...totals,
      freeDeliveryRemaining: progress.remaining,
      freeDeliveryRatio: progress.ratio,
      freeDeliveryReached: progress.reached,
      freeDeliveryThreshold: progress.threshold,
    },
  };
  memo.set(context.entries, next);
  return next;
}

/**
 * The panel's rows: lines whose product is known, priced for the buyer (the same array until
 * the lines, their products or the pricing change).
 */
export const selectRows = (snapshot: CartSnapshot): CartRow[] => rowsMemo(snapshot.context).rows;
/** The totals of the rows (the same object until they change). */
export const selectTotals = (snapshot: CartSnapshot): CartSummary =>
  rowsMemo(snapshot.context).totals;
