import type { FavouriteIds } from '@shop/core/contract';
import { LOCAL_FAVOURITES_CAP, toggleFavourite, type ProductId } from '@shop/core/rules';
import {
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';

/**
 * The shopper's favourites (SPEC §2 header count and hearts, §4 "Favourites", §6): one actor
 * that the header count, every product card's heart and the favourites page read.
 *
 * - Visitor: the ids live in browser storage. The storefront reads storage and sends
 *   `USE_VISITOR`; a toggle goes through core's `toggleFavourite` (newest first, capped) and the
 *   machine emits `visitorFavouritesChanged` for the storefront to write storage. The machine
 *   itself never touches storage.
 * - Account: the ids come from the server (`loadAccountFavourites`, GET
 *   /shop/favorite-products-ids/). A toggle is optimistic: the heart flips at once and the
 *   request follows; a failure flips it back and emits `toggleFailed`.
 *
 * Account requests run one at a time, in the order of the taps (a queue), rather than one actor
 * per product: the hearts flip at once either way, so the queue costs no visible time, and it
 * keeps the server's order equal to the shopper's (a clear-all can never cross an add that was
 * tapped before it). The queue holds products, not taps: a product toggled again while its
 * request runs waits for that request, then only the difference that is left is sent (add,
 * remove, add sends one add; add then remove sends nothing more once the add is in).
 */

/** What `addFavourite` and `removeFavourite` receive. */
export interface FavouriteToggleInput {
  productId: number;
}

const notProvided = (name: string) =>
  Promise.reject(
    new Error(
      `${name} not provided: supply it with favouritesMachine.provide({ actors: { ${name} } })`,
    ),
  );

/** Every favourite id of the account (GET /shop/favorite-products-ids/). Honour `signal`. */
const loadAccountFavourites = fromPromise<FavouriteIds>(() => notProvided('loadAccountFavourites'));
/** POST /shop/favorite-products/ (user, product). */
const addFavourite = fromPromise<void, FavouriteToggleInput>(() => notProvided('addFavourite'));
/** DELETE /shop/favorite-products/ (user, product). */
const removeFavourite = fromPromise<void, FavouriteToggleInput>(() =>
  notProvided('removeFavourite'),
);
/** GET /shop/favorite-products-delete-all/. */
const clearFavourites = fromPromise<void>(() => notProvided('clearFavourites'));

export type FavouritesMode = 'visitor' | 'account';

/** Where the favourites come from at start, when the page already knows. */
export type FavouritesStart =
  | { mode: 'visitor'; ids: readonly ProductId[] }
  /** The server's answer, loaded with the page (no `loadAccountFavourites` call). */
  | { mode: 'account'; favourites: FavouriteIds };

/** The machine's input (all optional: pass `{}` and send `USE_VISITOR` or `USE_ACCOUNT`). */
export interface FavouritesMachineInput {
  /**
   * The favourites known when the page renders. Without it the machine waits, with no count,
   * for `USE_VISITOR` (the storefront read storage) or `USE_ACCOUNT`.
   * @default undefined
   */
  initial?: FavouritesStart;
}

/** One request to the server: make `productId` a favourite (`favourite: true`) or not. */
export interface FavouriteRequest {
  productId: number;
  favourite: boolean;
}

/** A heart pressed before the account's list arrived: the product and the state it was put in. */
export interface DeferredToggle {
  productId: number;
  favourite: boolean;
}

export interface FavouritesContext {
  /** The start given as input; read once, at start. */
  initial: FavouritesStart | null;
  mode: FavouritesMode;
  /** The favourites as the shopper sees them (optimistic in account mode), newest first. */
  ids: number[];
  /** The count the header shows in account mode: the server's total, moved by the toggles. */
  total: number;
  /** Account: products whose heart is ahead of the server (waiting or being sent), in tap order. */
  pending: number[];
  /** Account: the favourites as the server last confirmed them. */
  confirmed: number[];
  /** Account: the request being sent. */
  request: FavouriteRequest | null;
  /** Account: a clear-all waits for the running request. */
  clearRequested: boolean;
  /**
   * Account: hearts pressed while the list was loading, as what the shopper asked for (the heart
   * filled or emptied), applied to the list when it arrives.
   */
  deferred: DeferredToggle[];
  /** The last error, for the log. */
  error: unknown;
}

export type FavouritesEvent =
  /** A visitor: the ids the storefront read from browser storage. */
  | { type: 'USE_VISITOR'; ids: readonly ProductId[] }
  /**
   * Signed in: the account's favourites replace the visitor's (SPEC §4 "Login" clears them).
   * With `favourites` (loaded with the page) nothing is fetched.
   */
  | { type: 'USE_ACCOUNT'; favourites?: FavouriteIds }
  /** A heart was pressed. */
  | { type: 'TOGGLE'; productId: number }
  /** The favourites page's clear-all (after its confirmation). */
  | { type: 'CLEAR' }
  /** Another tab changed the stored ids (visitor mode; ignored when signed in). */
  | { type: 'STORED'; ids: readonly ProductId[] };

/** What the machine tells the storefront. */
export type FavouritesEmitted =
  /** Visitor: write these ids to browser storage (FAVOURITES_STORAGE_KEY). */
  | { type: 'visitorFavouritesChanged'; ids: number[] }
  /** Account: a toggle failed and its heart went back (a toast may say so). */
  | { type: 'toggleFailed'; productId: number; error: unknown }
  /** Account: the clear-all failed; the list is as it was. */
  | { type: 'clearFailed'; error: unknown }
  /** Account: the list could not be loaded (no count; `USE_ACCOUNT` tries again). */
  | { type: 'loadFailed'; error: unknown };

/** Distinct safe-integer ids, in order (storage may hold strings or repeats). */
export function favouriteIdList(ids: readonly ProductId[], cap = Infinity): number[] {
  const list: number[] = [];
  for (const id of ids) {
    if (list.length >= cap) break;
    const n = typeof id === 'number' ? id : Number(id);
    if (Number.isSafeInteger(n) && !list.includes(n)) list.push(n);
  }
  return list;
}

/** The next product whose heart the server has not caught up with, and what to send. */
export function nextRequest(
  context: Pick<FavouritesContext, 'pending' | 'ids' | 'confirmed'>,
): FavouriteRequest | null {
  for (const productId of context.pending) {
    const favourite = context.ids.includes(productId);
    if (favourite !== context.confirmed.includes(productId)) return { productId, favourite };
  }
  return null;
}

/** Pending products the server has caught up with, dropped (the one being sent stays). */
function unsettled(
  context: Pick<FavouritesContext, 'ids' | 'confirmed' | 'request'>,
  pending: readonly number[],
): number[] {
  return pending.filter(
    (productId) =>
      productId === context.request?.productId ||
      context.ids.includes(productId) !== context.confirmed.includes(productId),
  );
}

const withId = (ids: readonly number[], productId: number) =>
  ids.includes(productId) ? [...ids] : [productId, ...ids];
const withoutId = (ids: readonly number[], productId: number) =>
  ids.filter((id) => id !== productId);
/** Flips one id in a list: removed if there, put first if not. */
const flipped = (ids: readonly number[], productId: number) =>
  ids.includes(productId) ? withoutId(ids, productId) : withId(ids, productId);

const EMPTY_ACCOUNT = {
  ids: [] as number[],
  total: 0,
  pending: [] as number[],
  confirmed: [] as number[],
  request: null,
  clearRequested: false,
  deferred: [] as DeferredToggle[],
};

function accountFrom(favourites: FavouriteIds) {
  const ids = favouriteIdList(favourites.ids);
  return {
    ...EMPTY_ACCOUNT,
    mode: 'account' as const,
    ids,
    confirmed: ids,
    total: Math.max(favourites.total, ids.length),
  };
}

function visitorFrom(ids: readonly ProductId[]) {
  const list = favouriteIdList(ids, LOCAL_FAVOURITES_CAP);
  return { ...EMPTY_ACCOUNT, mode: 'visitor' as const, ids: list, total: list.length };
}

/** One optimistic toggle in account mode: the heart flips, the total follows, the queue grows. */
function flipAccount(
  context: FavouritesContext,
  productId: number,
): Pick<FavouritesContext, 'ids' | 'total' | 'pending'> {
  const adding = !context.ids.includes(productId);
  const ids = flipped(context.ids, productId);
  const total = Math.max(0, context.total + (adding ? 1 : -1));
  const queued = context.pending.includes(productId)
    ? context.pending
    : [...context.pending, productId];
  return { ids, total, pending: unsettled({ ...context, ids }, queued) };
}

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    // The assertion is the type: without it xstate would read the input as `{}`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as FavouritesMachineInput,
    emitted: {} as FavouritesEmitted,
    tags: {} as 'busy' | 'loading',
  },
  guards: {
    startsVisitor: ({ context }) => context.initial?.mode === 'visitor',
    startsAccount: ({ context }) => context.initial?.mode === 'account',
    /** USE_ACCOUNT came with the list (loaded with the page). */
    brought: ({ event }) => {
      assertEvent(event, 'USE_ACCOUNT');
      return event.favourites !== undefined;
    },
    clearRequested: ({ context }) => context.clearRequested,
    nextAdds: ({ context }) => nextRequest(context)?.favourite === true,
    nextRemoves: ({ context }) => nextRequest(context)?.favourite === false,
    hasFavourites: ({ context }) => context.ids.length > 0 || context.total > 0,
  },
  actions: {
    startFromInput: assign(({ context }) => {
      const start = context.initial;
      if (start?.mode === 'account') return accountFrom(start.favourites);
      if (start?.mode === 'visitor') return visitorFrom(start.ids);
      return {};
    }),
    useVisitor: assign(({ event }) => {
      assertEvent(event, ['USE_VISITOR', 'STORED']);
      return visitorFrom(event.ids);
    }),
    /** Signed in: the visitor's ids go (SPEC §4 "Login" clears favourites) until the account's arrive. */
    startAccount: assign({ ...EMPTY_ACCOUNT, mode: 'account' as const }),
    useBroughtAccount: assign(({ event }) => {
      assertEvent(event, 'USE_ACCOUNT');
      return event.favourites ? accountFrom(event.favourites) : {};
    }),
    /**
     * The account's list arrived: each heart pressed while it loaded ends as the shopper left it
     * (a product the server already had stays, without a request; one it had not is sent).
     */
    setAccount: assign(({ context }, favourites: FavouriteIds) => {
      let next: FavouritesContext = { ...context, ...accountFrom(favourites) };
      for (const { productId, favourite } of context.deferred) {
        if (next.ids.includes(productId) !== favourite) {
          next = { ...next, ...flipAccount(next, productId) };
        }
      }
      return next;
    }),
    toggleVisitor: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'TOGGLE');
      const ids = favouriteIdList(toggleFavourite(context.ids, event.productId));
      enqueue.assign({ ids, total: ids.length });
      enqueue.emit({ type: 'visitorFavouritesChanged', ids });
    }),
    clearVisitor: enqueueActions(({ enqueue }) => {
      enqueue.assign({ ids: [], total: 0 });
      enqueue.emit({ type: 'visitorFavouritesChanged', ids: [] });
    }),
    /**
     * While loading (or after a failed load): the heart flips on what is shown, and what the
     * shopper asked for is kept for the list (the last press of a product counts).
     */
    deferToggle: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE');
      const { productId } = event;
      const ids = flipped(context.ids, productId);
      return {
        ids,
        deferred: [
          ...context.deferred.filter((toggle) => toggle.productId !== productId),
          { productId, favourite: ids.includes(productId) },
        ],
      };
    }),
    toggleAccount: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE');
      return flipAccount(context, event.productId);
    }),
    takeNextRequest: assign(({ context }) => ({ request: nextRequest(context) })),
    /** The server did what was asked. */
    confirmRequest: assign(({ context }) => {
      const request = context.request;
      if (!request) return {};
      const confirmed = request.favourite
        ? withId(context.confirmed, request.productId)
        : withoutId(context.confirmed, request.productId);
      const next = { ...context, confirmed, request: null };
      return { confirmed, request: null, pending: unsettled(next, context.pending) };
    }),
    /**
     * The server refused: if the heart still shows what was asked, it goes back and the storefront
     * hears of it; if the shopper already toggled it back, nothing is left to say.
     */
    failRequest: enqueueActions(({ context, enqueue }, { error }: { error: unknown }) => {
      const request = context.request;
      if (!request) return;
      const { productId } = request;
      const stillWanted = context.ids.includes(productId) === request.favourite;
      const ids = stillWanted ? flipped(context.ids, productId) : context.ids;
      const total = stillWanted
        ? Math.max(0, context.total + (request.favourite ? -1 : 1))
        : context.total;
      const next = { ...context, ids, request: null };
      enqueue.assign({
        ids,
        total,
        request: null,
        error,
        pending: unsettled(next, withoutId(context.pending, productId)),
      });
      if (stillWanted) enqueue.emit({ type: 'toggleFailed', productId, error });
    }),
    requestClear: assign({ clearRequested: true }),
    clearedAccount: assign({ ...EMPTY_ACCOUNT }),
    clearFailed: enqueueActions(({ enqueue }, { error }: { error: unknown }) => {
      enqueue.assign({ clearRequested: false, error });
      enqueue.emit({ type: 'clearFailed', error });
    }),
    /** The list did not come: the hearts pressed meanwhile go back (nothing was sent). */
    loadFailed: enqueueActions(({ enqueue }, { error }: { error: unknown }) => {
      enqueue.assign({ error, ids: [], deferred: [] });
      enqueue.emit({ type: 'loadFailed', error });
    }),
    /** Failures are only logged (SPEC §8); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[favourites]', context.error);
    },
  },
  actors: { loadAccountFavourites, addFavourite, removeFavourite, clearFavourites },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({
    initial: input.initial ?? null,
    mode: input.initial?.mode ?? 'visitor',
    ...EMPTY_ACCOUNT,
    error: null,
  }),
  initial: 'start',
  on: {
    USE_ACCOUNT: [
      { guard: 'brought', target: '.account.ready', actions: 'useBroughtAccount' },
      { target: '.account.loading', actions: 'startAccount' },
    ],
  },
  states: {
    /** Passes at once: into the favourites given as input, else into `unknown`. */
    start: {
      always: [
        { guard: 'startsAccount', target: 'account.ready', actions: 'startFromInput' },
        { guard: 'startsVisitor', target: 'visitor', actions: 'startFromInput' },
        { target: 'unknown' },
      ],
    },
    /** Not known yet (rendered on the server, before storage is read): no count, no toggles. */
    unknown: {
      on: {
        USE_VISITOR: { target: 'visitor', actions: 'useVisitor' },
      },
    },
    /** A visitor's favourites, kept in browser storage by the storefront. */
    visitor: {
      on: {
        USE_VISITOR: { actions: 'useVisitor' },
        STORED: { actions: 'useVisitor' },
        TOGGLE: { actions: 'toggleVisitor' },
        CLEAR: { actions: 'clearVisitor' },
      },
    },
    /** A signed-in account's favourites, on the server. */
    account: {
      initial: 'loading',
      on: {
        USE_VISITOR: { target: 'visitor', actions: 'useVisitor' },
      },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadAccountFavourites',
            onDone: {
              target: 'ready',
              actions: { type: 'setAccount', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: [
                { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
          on: {
            TOGGLE: { actions: 'deferToggle' },
          },
        },
        /**
         * The list could not be loaded: no count; `USE_ACCOUNT` (the favourites page's "try
         * again") loads it again, and so does a heart pressed meanwhile, which is kept for it.
         */
        failed: {
          on: {
            TOGGLE: { target: 'loading', actions: 'deferToggle' },
          },
        },
        /** In step with the server, or about to send the next request. */
        ready: {
          always: [
            { guard: 'clearRequested', target: 'clearing' },
            { guard: 'nextAdds', target: 'adding' },
            { guard: 'nextRemoves', target: 'removing' },
          ],
          on: {
            TOGGLE: { actions: 'toggleAccount' },
            CLEAR: { guard: 'hasFavourites', actions: 'requestClear' },
          },
        },
        adding: {
          tags: 'busy',
          entry: 'takeNextRequest',
          invoke: {
            src: 'addFavourite',
            input: ({ context }) => ({ productId: context.request?.productId ?? 0 }),
            onDone: { target: 'ready', actions: 'confirmRequest' },
            onError: {
              target: 'ready',
              actions: [
                { type: 'failRequest', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
          on: {
            TOGGLE: { actions: 'toggleAccount' },
            CLEAR: { actions: 'requestClear' },
          },
        },
        removing: {
          tags: 'busy',
          entry: 'takeNextRequest',
          invoke: {
            src: 'removeFavourite',
            input: ({ context }) => ({ productId: context.request?.productId ?? 0 }),
            onDone: { target: 'ready', actions: 'confirmRequest' },
            onError: {
              target: 'ready',
              actions: [
                { type: 'failRequest', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
          on: {
            TOGGLE: { actions: 'toggleAccount' },
            CLEAR: { actions: 'requestClear' },
          },
        },
        /**
         * The clear-all runs (not optimistic: the page shows it busy, and a failure leaves the
         * list as it was). Hearts do not toggle meanwhile.
         */
        clearing: {
          tags: 'busy',
          invoke: {
            src: 'clearFavourites',
            onDone: { target: 'ready', actions: 'clearedAccount' },
            onError: {
              target: 'ready',
              actions: [
                { type: 'clearFailed', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
        },
      },
    },
  },
});

export type FavouritesMachine = typeof favouritesMachine;
export type FavouritesActorRef = ActorRefFrom<FavouritesMachine>;
export type FavouritesSnapshot = SnapshotFrom<FavouritesMachine>;

// Narrow selectors: containers read the machine only through these (convention 5).

/** 'visitor' until `USE_ACCOUNT`. */
export const selectMode = (snapshot: FavouritesSnapshot): FavouritesMode => snapshot.context.mode;
/**
 * The header's count (SPEC §2): the server total when signed in, the stored count otherwise;
 * 0 while not known.
 */
export const selectCount = (snapshot: FavouritesSnapshot): number =>
  snapshot.context.mode === 'account' ? snapshot.context.total : snapshot.context.ids.length;
/** The favourite ids as the shopper sees them, newest first (same array until they change). */
export const selectIds = (snapshot: FavouritesSnapshot): number[] => snapshot.context.ids;
/** Products whose toggle the server has not confirmed yet (account mode). */
export const selectPending = (snapshot: FavouritesSnapshot): number[] => snapshot.context.pending;
/** Whether one product is a favourite: `useSelector(actor, selectIsFavourite(id))`. */
export const selectIsFavourite =
  (productId: number) =>
  (snapshot: FavouritesSnapshot): boolean =>
    snapshot.context.ids.includes(productId);
/** Whether one product's toggle waits for the server. */
export const selectIsPending =
  (productId: number) =>
  (snapshot: FavouritesSnapshot): boolean =>
    snapshot.context.pending.includes(productId);
/**
 * The favourites are known: read from storage, or the account's list arrived. Before that the
 * count is not meaningful and the favourites page shows skeletons.
 */
export const selectKnown = (snapshot: FavouritesSnapshot): boolean =>
  snapshot.matches('visitor') ||
  snapshot.matches({ account: 'ready' }) ||
  snapshot.matches({ account: 'adding' }) ||
  snapshot.matches({ account: 'removing' }) ||
  snapshot.matches({ account: 'clearing' });
/** The account's list is loading. */
export const selectLoading = (snapshot: FavouritesSnapshot): boolean => snapshot.hasTag('loading');
/** The account's list could not be loaded. */
export const selectLoadFailed = (snapshot: FavouritesSnapshot): boolean =>
  snapshot.matches({ account: 'failed' });
/** A clear-all runs (or waits for the request before it). */
export const selectClearing = (snapshot: FavouritesSnapshot): boolean =>
  snapshot.matches({ account: 'clearing' }) || snapshot.context.clearRequested;
/** A request to the server runs. */
export const selectBusy = (snapshot: FavouritesSnapshot): boolean => snapshot.hasTag('busy');
