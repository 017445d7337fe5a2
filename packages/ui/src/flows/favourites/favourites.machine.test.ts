import type { FavouriteIds } from '@shop/core/contract';
import { LOCAL_FAVOURITES_CAP } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  favouriteIdList,
  favouritesMachine,
  nextRequest,
  selectBusy,
  selectClearing,
  selectCount,
  selectIds,
  selectIsFavourite,
  selectIsPending,
  selectKnown,
  selectLoadFailed,
  selectLoading,
  selectMode,
  selectPending,
  type FavouritesEmitted,
  type FavouritesMachineInput,
  type FavouriteToggleInput,
} from './favourites.machine.js';

/** A pending call of a fake actor, answered by the test. */
interface Call<TInput, TOutput> {
  input: TInput;
  signal: AbortSignal;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

function fakeActor<TOutput, TInput>(
  calls: Call<TInput, TOutput>[],
  onCall?: (input: TInput) => void,
) {
  return fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        onCall?.(input);
        calls.push({ input, signal, resolve, reject });
      }),
  );
}

function setupFavourites(input: FavouritesMachineInput = {}) {
  const loads: Call<unknown, FavouriteIds>[] = [];
  const adds: Call<FavouriteToggleInput, void>[] = [];
  const removes: Call<FavouriteToggleInput, void>[] = [];
  const clears: Call<unknown, void>[] = [];
  const logged: unknown[] = [];
  /** Every add or remove sent, in order: '+3' adds product 3, '-3' removes it. */
  const sent: string[] = [];
  const machine = favouritesMachine.provide({
    actors: {
      loadAccountFavourites: fakeActor(loads),
      addFavourite: fakeActor(adds, ({ productId }) => sent.push(`+${String(productId)}`)),
      removeFavourite: fakeActor(removes, ({ productId }) => sent.push(`-${String(productId)}`)),
      clearFavourites: fakeActor(clears),
    },
    actions: {
      logError: ({ context }) => {
        logged.push(context.error);
      },
    },
  });
  const actor = createActor(machine, { input });
  const emitted: FavouritesEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const requests = () => [...sent];
  return { actor, loads, adds, removes, clears, logged, emitted, snapshot, requests };
}

/** Lets settled promises reach the machine. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const account = (ids: number[], total = ids.length): FavouritesMachineInput => ({
  initial: { mode: 'account', favourites: { ids, total } },
});

describe('favouritesMachine: start', () => {
  it('without input it waits, unknown, with a count of 0 and no toggles', () => {
    const { actor, emitted, snapshot } = setupFavourites();
    expect(selectKnown(snapshot())).toBe(false);
    expect(selectCount(snapshot())).toBe(0);
    actor.send({ type: 'TOGGLE', productId: 1 });
    expect(selectIds(snapshot())).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('a visitor given as input: ids read as numbers, repeats dropped', () => {
    const { snapshot } = setupFavourites({ initial: { mode: 'visitor', ids: [3, '5', 3, 'x'] } });
    expect(selectMode(snapshot())).toBe('visitor');
    expect(selectIds(snapshot())).toEqual([3, 5]);
    expect(selectKnown(snapshot())).toBe(true);
  });

  it('an account given as input: ready at once, nothing loaded', () => {
    const { loads, snapshot } = setupFavourites(account([4, 2], 2));
    expect(selectMode(snapshot())).toBe('account');
    expect(selectKnown(snapshot())).toBe(true);
    expect(selectCount(snapshot())).toBe(2);
    expect(loads).toHaveLength(0);
  });

  it('the unstarted snapshot already holds the input (server rendering)', () => {
    const actor = createActor(favouritesMachine, { input: account([9], 1) });
    expect(selectCount(actor.getSnapshot())).toBe(1);
    expect(selectIsFavourite(9)(actor.getSnapshot())).toBe(true);
  });
});

describe('favouritesMachine: visitor', () => {
  it('USE_VISITOR: the stored ids; the count is theirs', () => {
    const { actor, snapshot } = setupFavourites();
    actor.send({ type: 'USE_VISITOR', ids: [8, 6] });
    expect(selectKnown(snapshot())).toBe(true);
    expect(selectCount(snapshot())).toBe(2);
    expect(selectIsFavourite(6)(snapshot())).toBe(true);
    expect(selectIsFavourite(7)(snapshot())).toBe(false);
  });

  it('TOGGLE adds newest first and removes, asking the storefront to store each list', () => {
    const { actor, emitted, snapshot } = setupFavourites();
    actor.send({ type: 'USE_VISITOR', ids: [8] });
    actor.send({ type: 'TOGGLE', productId: 5 });
    expect(selectIds(snapshot())).toEqual([5, 8]);
    actor.send({ type: 'TOGGLE', productId: 8 });
    expect(selectIds(snapshot())).toEqual([5]);
    expect(selectCount(snapshot())).toBe(1);
    expect(emitted).toEqual([
      { type: 'visitorFavouritesChanged', ids: [5, 8] },
      { type: 'visitorFavouritesChanged', ids: [5] },
    ]);
    expect(selectPending(snapshot())).toEqual([]);
  });

  it('past the cap the oldest goes (core toggleFavourite)', () => {
    const full = Array.from({ length: LOCAL_FAVOURITES_CAP }, (_, index) => index + 1);
    const { actor, snapshot } = setupFavourites({ initial: { mode: 'visitor', ids: full } });
    actor.send({ type: 'TOGGLE', productId: 9999 });
    const ids = selectIds(snapshot());
    expect(ids).toHaveLength(LOCAL_FAVOURITES_CAP);
    expect(ids[0]).toBe(9999);
    expect(ids).not.toContain(LOCAL_FAVOURITES_CAP);
  });

  it('CLEAR empties the list and asks the storefront to store it', () => {
    const { actor, emitted, snapshot } = setupFavourites({
      initial: { mode: 'visitor', ids: [1, 2] },
    });
    actor.send({ type: 'CLEAR' });
    expect(selectIds(snapshot())).toEqual([]);
    expect(emitted).toEqual([{ type: 'visitorFavouritesChanged', ids: [] }]);
  });

  it('STORED (another tab) replaces the ids without writing them back', () => {
    const { actor, emitted, snapshot } = setupFavourites({
      initial: { mode: 'visitor', ids: [1] },
    });
    actor.send({ type: 'STORED', ids: [7, 1] });
    expect(selectIds(snapshot())).toEqual([7, 1]);
    expect(emitted).toEqual([]);
  });
});

describe('favouritesMachine: account loading', () => {
  it("USE_ACCOUNT drops the visitor's ids and loads the account's (SPEC §4 Login)", async () => {
    const { actor, loads, snapshot } = setupFavourites({ initial: { mode: 'visitor', ids: [1] } });
    actor.send({ type: 'USE_ACCOUNT' });
    expect(selectMode(snapshot())).toBe('account');
    expect(selectLoading(snapshot())).toBe(true);
    expect(selectKnown(snapshot())).toBe(false);
    expect(selectIds(snapshot())).toEqual([]);
    expect(selectCount(snapshot())).toBe(0);
    expect(loads).toHaveLength(1);
    loads[0]?.resolve({ ids: [11, 12, 13], total: 3 });
    await flush();
    expect(selectKnown(snapshot())).toBe(true);
    expect(selectIds(snapshot())).toEqual([11, 12, 13]);
    expect(selectCount(snapshot())).toBe(3);
  });

  it('the count is the server total', async () => {
    const { actor, loads, snapshot } = setupFavourites();
    actor.send({ type: 'USE_ACCOUNT' });
    loads[0]?.resolve({ ids: [1, 2], total: 40 });
    await flush();
    expect(selectCount(snapshot())).toBe(40);
  });

  it('USE_ACCOUNT with the list loaded with the page: nothing fetched', () => {
    const { actor, loads, snapshot } = setupFavourites();
    actor.send({ type: 'USE_ACCOUNT', favourites: { ids: [5], total: 1 } });
    expect(selectKnown(snapshot())).toBe(true);
    expect(selectIds(snapshot())).toEqual([5]);
    expect(loads).toHaveLength(0);
  });

  it('a failed load is told and logged; USE_ACCOUNT tries again', async () => {
    const { actor, loads, emitted, logged, snapshot } = setupFavourites();
    actor.send({ type: 'USE_ACCOUNT' });
    const error = new Error('offline');
    loads[0]?.reject(error);
    await flush();
    expect(selectLoadFailed(snapshot())).toBe(true);
    expect(selectKnown(snapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'loadFailed', error }]);
    expect(logged).toEqual([error]);
    actor.send({ type: 'USE_ACCOUNT' });
    expect(loads).toHaveLength(2);
    expect(selectLoading(snapshot())).toBe(true);
  });

  it('a heart pressed after a failed load tries the list again and is kept for it', async () => {
    const { actor, loads, adds, snapshot, requests } = setupFavourites();
    actor.send({ type: 'USE_ACCOUNT' });
    loads[0]?.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'TOGGLE', productId: 3 });
    expect(selectLoading(snapshot())).toBe(true);
    expect(selectIds(snapshot())).toEqual([3]);
    loads[1]?.resolve({ ids: [7], total: 1 });
    await flush();
    expect(selectIds(snapshot())).toEqual([3, 7]);
    expect(requests()).toEqual(['+3']);
    adds[0]?.resolve();
    await flush();
    expect(selectPending(snapshot())).toEqual([]);
  });

  it('the hearts pressed before a failed load go back: nothing was sent', async () => {
    const { actor, loads, snapshot, requests } = setupFavourites();
    actor.send({ type: 'USE_ACCOUNT' });
    actor.send({ type: 'TOGGLE', productId: 3 });
    expect(selectIds(snapshot())).toEqual([3]);
    loads[0]?.reject(new Error('offline'));
    await flush();
    expect(selectIds(snapshot())).toEqual([]);
    expect(requests()).toEqual([]);
  });

  it('hearts pressed while loading end as the shopper left them when the list arrives', async () => {
    const { actor, loads, adds, removes, snapshot, requests } = setupFavourites();
    actor.send({ type: 'USE_ACCOUNT' });
    // Shown empty while loading: each press fills its heart.
    actor.send({ type: 'TOGGLE', productId: 1 });
    actor.send({ type: 'TOGGLE', productId: 2 });
    // 4 pressed twice: filled, then emptied again.
    actor.send({ type: 'TOGGLE', productId: 4 });
    actor.send({ type: 'TOGGLE', productId: 4 });
    expect(selectIds(snapshot())).toEqual([2, 1]);
    // 1 was already a favourite: it stays one, nothing sent. 2 was not: it is added. 4 was, and
    // the shopper left it empty: it is removed.
    loads[0]?.resolve({ ids: [1, 4, 5], total: 3 });
    await flush();
    expect(selectIds(snapshot())).toEqual([2, 1, 5]);
    expect(selectCount(snapshot())).toBe(3);
    expect(requests()).toEqual(['+2']);
    adds[0]?.resolve();
    await flush();
    expect(requests()).toEqual(['+2', '-4']);
    removes[0]?.resolve();
    await flush();
    expect(selectPending(snapshot())).toEqual([]);
  });
});

describe('favouritesMachine: account toggles', () => {
  it('adding: the heart flips at once, the count follows, the request runs', async () => {
    const { actor, adds, snapshot } = setupFavourites(account([4]));
    actor.send({ type: 'TOGGLE', productId: 9 });
    expect(selectIds(snapshot())).toEqual([9, 4]);
    expect(selectCount(snapshot())).toBe(2);
    expect(selectIsPending(9)(snapshot())).toBe(true);
    expect(selectBusy(snapshot())).toBe(true);
    expect(adds.map((call) => call.input)).toEqual([{ productId: 9 }]);
    adds[0]?.resolve();
    await flush();
    expect(selectPending(snapshot())).toEqual([]);
    expect(selectBusy(snapshot())).toBe(false);
    expect(selectIds(snapshot())).toEqual([9, 4]);
  });

  it('removing: the same, the other way', async () => {
    const { actor, removes, snapshot } = setupFavourites(account([4, 9]));
    actor.send({ type: 'TOGGLE', productId: 9 });
    expect(selectIds(snapshot())).toEqual([4]);
    expect(selectCount(snapshot())).toBe(1);
    expect(removes.map((call) => call.input)).toEqual([{ productId: 9 }]);
    removes[0]?.resolve();
    await flush();
    expect(selectPending(snapshot())).toEqual([]);
  });

  it('a failure flips the heart back, restores the count and tells the storefront', async () => {
    const { actor, adds, emitted, logged, snapshot } = setupFavourites(account([4]));
    actor.send({ type: 'TOGGLE', productId: 9 });
    const error = new Error('limit_reached');
    adds[0]?.reject(error);
    await flush();
    expect(selectIds(snapshot())).toEqual([4]);
    expect(selectCount(snapshot())).toBe(1);
    expect(selectPending(snapshot())).toEqual([]);
    expect(emitted).toEqual([{ type: 'toggleFailed', productId: 9, error }]);
    expect(logged).toEqual([error]);
  });

  it('a failed removal puts the favourite back', async () => {
    const { actor, removes, emitted, snapshot } = setupFavourites(account([4]));
    actor.send({ type: 'TOGGLE', productId: 4 });
    removes[0]?.reject(new Error('500'));
    await flush();
    expect(selectIds(snapshot())).toEqual([4]);
    expect(emitted.map((event) => event.type)).toEqual(['toggleFailed']);
  });

  it('toggles of different products all flip at once and are sent one after another', async () => {
    const { actor, adds, removes, snapshot, requests } = setupFavourites(account([1]));
    actor.send({ type: 'TOGGLE', productId: 2 });
    actor.send({ type: 'TOGGLE', productId: 3 });
    actor.send({ type: 'TOGGLE', productId: 1 });
    expect(selectIds(snapshot())).toEqual([3, 2]);
    expect(selectPending(snapshot())).toEqual([2, 3, 1]);
    expect(requests()).toEqual(['+2']);
    adds[0]?.resolve();
    await flush();
    expect(requests()).toEqual(['+2', '+3']);
    adds[1]?.resolve();
    await flush();
    expect(requests()).toEqual(['+2', '+3', '-1']);
    removes[0]?.resolve();
    await flush();
    expect(selectPending(snapshot())).toEqual([]);
    expect(selectIds(snapshot())).toEqual([3, 2]);
  });

  it('a product toggled again while its request runs waits for it, then sends the rest', async () => {
    const { actor, adds, removes, snapshot, requests } = setupFavourites(account([]));
    actor.send({ type: 'TOGGLE', productId: 7 });
    actor.send({ type: 'TOGGLE', productId: 7 });
    expect(selectIsFavourite(7)(snapshot())).toBe(false);
    expect(selectIsPending(7)(snapshot())).toBe(true);
    expect(requests()).toEqual(['+7']);
    adds[0]?.resolve();
    await flush();
    expect(requests()).toEqual(['+7', '-7']);
    removes[0]?.resolve();
    await flush();
    expect(selectPending(snapshot())).toEqual([]);
    expect(selectCount(snapshot())).toBe(0);
  });

  it('add, remove, add while the first add runs: nothing more is sent', async () => {
    const { actor, adds, snapshot, requests } = setupFavourites(account([]));
    actor.send({ type: 'TOGGLE', productId: 7 });
    actor.send({ type: 'TOGGLE', productId: 7 });
    actor.send({ type: 'TOGGLE', productId: 7 });
    adds[0]?.resolve();
    await flush();
    expect(requests()).toEqual(['+7']);
    expect(selectIsFavourite(7)(snapshot())).toBe(true);
    expect(selectPending(snapshot())).toEqual([]);
  });

  it('toggled back while a failing request ran: no flip, no message, nothing more sent', async () => {
    const { actor, adds, emitted, snapshot, requests } = setupFavourites(account([]));
    actor.send({ type: 'TOGGLE', productId: 7 });
    actor.send({ type: 'TOGGLE', productId: 7 });
    adds[0]?.reject(new Error('500'));
    await flush();
    expect(selectIsFavourite(7)(snapshot())).toBe(false);
    expect(emitted).toEqual([]);
    expect(requests()).toEqual(['+7']);
    expect(selectPending(snapshot())).toEqual([]);
  });

  it('a product toggled twice before its request starts is never sent', async () => {
    const { actor, adds, requests } = setupFavourites(account([]));
    actor.send({ type: 'TOGGLE', productId: 1 });
    actor.send({ type: 'TOGGLE', productId: 2 });
    actor.send({ type: 'TOGGLE', productId: 2 });
    adds[0]?.resolve();
    await flush();
    expect(requests()).toEqual(['+1']);
  });
});

describe('favouritesMachine: account clear-all', () => {
  it('runs clearFavourites; the list stays until it succeeds', async () => {
    const { actor, clears, snapshot } = setupFavourites(account([1, 2], 2));
    actor.send({ type: 'CLEAR' });
    expect(selectClearing(snapshot())).toBe(true);
    expect(selectBusy(snapshot())).toBe(true);
    expect(selectIds(snapshot())).toEqual([1, 2]);
    expect(clears).toHaveLength(1);
    clears[0]?.resolve();
    await flush();
    expect(selectIds(snapshot())).toEqual([]);
    expect(selectCount(snapshot())).toBe(0);
    expect(selectClearing(snapshot())).toBe(false);
  });

  it('a failure leaves the list as it was and is told', async () => {
    const { actor, clears, emitted, snapshot } = setupFavourites(account([1, 2]));
    actor.send({ type: 'CLEAR' });
    const error = new Error('500');
    clears[0]?.reject(error);
    await flush();
    expect(selectIds(snapshot())).toEqual([1, 2]);
    expect(selectClearing(snapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'clearFailed', error }]);
  });

  it('waits for the request that runs, then clears; taps not yet sent are dropped', async () => {
    const { actor, adds, clears, snapshot, requests } = setupFavourites(account([1]));
    actor.send({ type: 'TOGGLE', productId: 2 });
    actor.send({ type: 'TOGGLE', productId: 3 });
    actor.send({ type: 'CLEAR' });
    expect(selectClearing(snapshot())).toBe(true);
    expect(clears).toHaveLength(0);
    adds[0]?.resolve();
    await flush();
    expect(clears).toHaveLength(1);
    clears[0]?.resolve();
    await flush();
    expect(requests()).toEqual(['+2']);
    expect(selectIds(snapshot())).toEqual([]);
    expect(selectPending(snapshot())).toEqual([]);
  });

  it('hearts do not toggle while clearing', () => {
    const { actor, snapshot } = setupFavourites(account([1]));
    actor.send({ type: 'CLEAR' });
    actor.send({ type: 'TOGGLE', productId: 5 });
    expect(selectIds(snapshot())).toEqual([1]);
  });

  it('an empty list has nothing to clear', () => {
    const { actor, clears, snapshot } = setupFavourites(account([]));
    actor.send({ type: 'CLEAR' });
    expect(clears).toHaveLength(0);
    expect(selectClearing(snapshot())).toBe(false);
  });
});

describe('favouritesMachine: signing out', () => {
  it("USE_VISITOR stops the account's request and takes the visitor's ids", () => {
    const { actor, adds, snapshot } = setupFavourites(account([1]));
    actor.send({ type: 'TOGGLE', productId: 2 });
    actor.send({ type: 'USE_VISITOR', ids: [] });
    expect(adds[0]?.signal.aborted).toBe(true);
    expect(selectMode(snapshot())).toBe('visitor');
    expect(selectIds(snapshot())).toEqual([]);
    expect(selectPending(snapshot())).toEqual([]);
    expect(selectBusy(snapshot())).toBe(false);
  });

  it('STORED is ignored when signed in', () => {
    const { actor, snapshot } = setupFavourites(account([1]));
    actor.send({ type: 'STORED', ids: [9] });
    expect(selectIds(snapshot())).toEqual([1]);
  });
});

describe('helpers', () => {
  it('favouriteIdList keeps distinct safe integers in order, up to the cap', () => {
    expect(favouriteIdList([3, '3', '04', 'x', 1.5, 2], 2)).toEqual([3, 4]);
    expect(favouriteIdList([Number.MAX_SAFE_INTEGER + 1, 1])).toEqual([1]);
  });

  it('nextRequest: the first pending product the server has not caught up with', () => {
    expect(nextRequest({ pending: [1, 2], ids: [1, 2], confirmed: [1] })).toEqual({
      productId: 2,
      favourite: true,
    });
    expect(nextRequest({ pending: [3], ids: [], confirmed: [3] })).toEqual({
      productId: 3,
      favourite: false,
    });
    expect(nextRequest({ pending: [1], ids: [1], confirmed: [1] })).toBeNull();
  });
});
