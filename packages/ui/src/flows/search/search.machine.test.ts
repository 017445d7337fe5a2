import type { SearchResponse } from '@shop/core/contract';
import { SEARCH_DEBOUNCE_MS } from '@shop/core/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SAMPLE_PRODUCTS, sampleSearchResponse } from './examples/search.samples.js';
import {
  searchMachine,
  selectActiveIndex,
  selectBusy,
  selectExpanded,
  selectMessage,
  selectOpen,
  selectQuery,
  selectSpelling,
  selectResults,
  selectText,
  type SearchEmitted,
  type SearchMachineInput,
  type SearchProductsInput,
} from './search.machine.js';

/** One call of the fake search actor, answered by the test. */
interface Call {
  text: string;
  signal: AbortSignal;
  resolve: (response: SearchResponse) => void;
  reject: (error: unknown) => void;
}

function setupSearch(input: SearchMachineInput = {}) {
  const calls: Call[] = [];
  const logged: unknown[] = [];
  const fake = fromPromise<SearchResponse, SearchProductsInput>(
    ({ input: { text }, signal }) =>
      new Promise<SearchResponse>((resolve, reject) => {
        calls.push({ text, signal, resolve, reject });
      }),
  );
  const machine = searchMachine.provide({
    actors: { searchProducts: fake },
    actions: {
      logError: ({ context }) => {
        logged.push(context.error);
      },
    },
  });
  const actor = createActor(machine, { input });
  const emitted: SearchEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  return { actor, calls, logged, emitted, snapshot };
}

/** Lets the timers run `ms` and the settled promises reach the machine. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('searchMachine: debounce', () => {
  it('searches once, 500 ms after the last keystroke, with the normalised text', async () => {
    const { actor, calls, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: '  bor ' });
    expect(selectBusy(snapshot())).toBe(true);
    await elapse(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await elapse(1);
    expect(calls.map((call) => call.text)).toEqual(['bor']);
    expect(selectQuery(snapshot())).toBe('bor');
  });

  it('starts the wait again on every keystroke', async () => {
    const { actor, calls } = setupSearch();
    actor.send({ type: 'TYPE', text: 'b' });
    await elapse(400);
    actor.send({ type: 'TYPE', text: 'bo' });
    await elapse(400);
    actor.send({ type: 'TYPE', text: 'bor' });
    await elapse(499);
    expect(calls).toHaveLength(0);
    await elapse(1);
    expect(calls.map((call) => call.text)).toEqual(['bor']);
  });

  it('takes its wait from input', async () => {
    const { actor, calls } = setupSearch({ debounceMs: 10 });
    actor.send({ type: 'TYPE', text: 'bor' });
    await elapse(10);
    expect(calls).toHaveLength(1);
  });

  it('does not search again when only spaces changed', async () => {
    const { actor, calls, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: 'bor' });
    await elapse(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve(sampleSearchResponse(3));
    await elapse(0);
    actor.send({ type: 'TYPE', text: 'bor  ' });
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(selectText(snapshot())).toBe('bor  ');
    expect(selectResults(snapshot())).toHaveLength(3);
  });
});

describe('searchMachine: results', () => {
  it('opens the dropdown on results and keeps them while the next search waits', async () => {
    const { actor, calls, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: 'bor' });
    expect(selectOpen(snapshot())).toBe(true);
    expect(selectExpanded(snapshot())).toBe(false);
    await elapse(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve(sampleSearchResponse(3));
    await elapse(0);
    expect(snapshot().matches({ request: 'found' })).toBe(true);
    expect(selectBusy(snapshot())).toBe(false);
    expect(selectExpanded(snapshot())).toBe(true);

    actor.send({ type: 'TYPE', text: 'bormas' });
    expect(selectBusy(snapshot())).toBe(true);
    expect(selectResults(snapshot())).toHaveLength(3);
    expect(selectExpanded(snapshot())).toBe(true);
  });

  it('keeps the other spelling the server answered for, and forgets it with the results', async () => {
    const { actor, calls, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: 'ищыср' });
    await elapse(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve({ ...sampleSearchResponse(3), spelling: { kind: 'layout', text: 'bosch' } });
    await elapse(0);
    expect(selectSpelling(snapshot())).toBe('bosch');
    actor.send({ type: 'TYPE', text: 'bosch' });
    await elapse(SEARCH_DEBOUNCE_MS);
    calls[1]?.resolve(sampleSearchResponse(3));
    await elapse(0);
    expect(selectSpelling(snapshot())).toBeNull();
    actor.send({ type: 'CLEAR' });
    expect(selectSpelling(snapshot())).toBeNull();
  });

  it('clears the results and closes on empty text, without a search', async () => {
    const { actor, calls, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: 'bor' });
    await elapse(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve(sampleSearchResponse(3));
    await elapse(0);
    actor.send({ type: 'TYPE', text: '   ' });
    expect(snapshot().matches({ request: 'idle', dropdown: 'closed' })).toBe(true);
    expect(selectResults(snapshot())).toEqual([]);
    expect(selectQuery(snapshot())).toBe('');
    await elapse(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
  });

  it('cancels a pending search when the text is emptied', async () => {
    const { actor, calls, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: 'bor' });
    await elapse(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'TYPE', text: '' });
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve(sampleSearchResponse(3));
    await elapse(0);
    expect(selectResults(snapshot())).toEqual([]);
    expect(snapshot().matches({ request: 'idle' })).toBe(true);
  });

  it('ignores the answer of an older query and aborts its request', async () => {
    const { actor, calls, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: 'bor' });
    await elapse(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'TYPE', text: 'nivela' });
    expect(calls[0]?.signal.aborted).toBe(true);
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(calls.map((call) => call.text)).toEqual(['bor', 'nivela']);
    calls[1]?.resolve(sampleSearchResponse(1));
    calls[0]?.resolve(sampleSearchResponse(7));
    await elapse(0);
    expect(selectResults(snapshot()).map((product) => product.slug)).toEqual([
      SAMPLE_PRODUCTS[0]?.slug,
    ]);
    expect(selectQuery(snapshot())).toBe('nivela');
  });

  it('says "nothing found" for an empty answer, with the list closed', async () => {
    const { actor, calls, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: 'xyz' });
    await elapse(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve(sampleSearchResponse(0));
    await elapse(0);
    expect(snapshot().matches({ request: 'empty' })).toBe(true);
    expect(selectExpanded(snapshot())).toBe(false);
    expect(selectMessage(snapshot())).toBe('noResults');
    actor.send({ type: 'CLOSE' });
    expect(selectMessage(snapshot())).toBeNull();
  });

  it('fails quietly: no results, an error line, the error logged; typing tries again', async () => {
    const { actor, calls, logged, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: 'bor' });
    await elapse(SEARCH_DEBOUNCE_MS);
    const error = new Error('network');
    calls[0]?.reject(error);
    await elapse(0);
    expect(snapshot().matches({ request: 'failed' })).toBe(true);
    expect(selectResults(snapshot())).toEqual([]);
    expect(selectMessage(snapshot())).toBe('error');
    expect(logged).toEqual([error]);

    actor.send({ type: 'TYPE', text: 'bor' });
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
  });

  it('fails with "not provided" when the storefront gave no search actor', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(searchMachine, { input: {} }).start();
    actor.send({ type: 'TYPE', text: 'bor' });
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().matches({ request: 'failed' })).toBe(true);
    expect(String(actor.getSnapshot().context.error)).toMatch(/not provided/);
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});

describe('searchMachine: dropdown', () => {
  async function withResults(count: number, input: SearchMachineInput = {}, total = count) {
    const search = setupSearch(input);
    search.actor.send({ type: 'TYPE', text: 'bor' });
    await elapse(SEARCH_DEBOUNCE_MS);
    search.calls[0]?.resolve(sampleSearchResponse(count, total));
    await elapse(0);
    return search;
  }

  it.each([
    ['an outside click', { type: 'OUTSIDE_CLICK' }],
    ['a route change', { type: 'ROUTE_CHANGED' }],
    ['close', { type: 'CLOSE' }],
    ['Escape', { type: 'ESCAPE' }],
  ] as const)('closes on %s and opens again on focus', async (_, event) => {
    const { actor, snapshot } = await withResults(3);
    actor.send(event);
    expect(selectExpanded(snapshot())).toBe(false);
    expect(selectResults(snapshot())).toHaveLength(3);
    actor.send({ type: 'FOCUS' });
    expect(selectExpanded(snapshot())).toBe(true);
  });

  it('Escape on a closed dropdown clears the text', async () => {
    const { actor, snapshot } = await withResults(3);
    actor.send({ type: 'ESCAPE' });
    expect(selectText(snapshot())).toBe('bor');
    actor.send({ type: 'ESCAPE' });
    expect(selectText(snapshot())).toBe('');
    expect(selectResults(snapshot())).toEqual([]);
  });

  it('clear empties the text and the results and closes', async () => {
    const { actor, snapshot } = await withResults(3);
    actor.send({ type: 'CLEAR' });
    expect(snapshot().matches({ request: 'idle', dropdown: 'closed' })).toBe(true);
    expect(selectText(snapshot())).toBe('');
    expect(selectResults(snapshot())).toEqual([]);
  });

  it('a route change cancels a pending search', async () => {
    const { actor, calls, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: 'bor' });
    actor.send({ type: 'ROUTE_CHANGED' });
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    expect(selectOpen(snapshot())).toBe(false);
    expect(selectText(snapshot())).toBe('bor');
  });

  it('does not open on focus with nothing typed', () => {
    const { actor, snapshot } = setupSearch();
    actor.send({ type: 'FOCUS' });
    expect(selectOpen(snapshot())).toBe(false);
  });

  it('moves the highlight through the visible results, wrapping, and resets it on typing', async () => {
    const { actor, snapshot } = await withResults(7);
    const moves = ['HIGHLIGHT_NEXT', 'HIGHLIGHT_NEXT', 'HIGHLIGHT_PREVIOUS'] as const;
    const seen = moves.map((type) => {
      actor.send({ type });
      return selectActiveIndex(snapshot());
    });
    expect(seen).toEqual([0, 1, 0]);
    actor.send({ type: 'HIGHLIGHT_PREVIOUS' });
    expect(selectActiveIndex(snapshot())).toBe(4); // the 5th: desktop shows 5
    actor.send({ type: 'HIGHLIGHT_NEXT' });
    expect(selectActiveIndex(snapshot())).toBe(0);
    actor.send({ type: 'HIGHLIGHT', index: 3 });
    expect(selectActiveIndex(snapshot())).toBe(3);
    actor.send({ type: 'HIGHLIGHT', index: 9 });
    expect(selectActiveIndex(snapshot())).toBe(-1);
    actor.send({ type: 'HIGHLIGHT', index: 2 });
    actor.send({ type: 'TYPE', text: 'bo' });
    expect(selectActiveIndex(snapshot())).toBe(-1);
  });

  it('shows 4 results on phones and keeps the highlight in range', async () => {
    const { actor, snapshot } = await withResults(7);
    actor.send({ type: 'HIGHLIGHT', index: 4 });
    actor.send({ type: 'SET_MOBILE', mobile: true });
    expect(selectActiveIndex(snapshot())).toBe(-1);
    actor.send({ type: 'HIGHLIGHT_PREVIOUS' });
    expect(selectActiveIndex(snapshot())).toBe(3);
  });

  it('ArrowDown opens a closed dropdown that has results', async () => {
    const { actor, snapshot } = await withResults(3);
    actor.send({ type: 'OUTSIDE_CLICK' });
    actor.send({ type: 'HIGHLIGHT_NEXT' });
    expect(selectExpanded(snapshot())).toBe(true);
    expect(selectActiveIndex(snapshot())).toBe(0);
    actor.send({ type: 'CLOSE' });
    expect(selectActiveIndex(snapshot())).toBe(-1);
  });

  it('starts closed with the text of input, without searching', async () => {
    const { calls, snapshot } = setupSearch({ text: 'bor', mobile: true });
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    expect(selectText(snapshot())).toBe('bor');
    expect(snapshot().context.mobile).toBe(true);
  });
});

describe('searchMachine: submit and select', () => {
  it('submit emits the normalised text and closes, keeping the results', async () => {
    const { actor, calls, emitted, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: ' bor  mașină ' });
    await elapse(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve(sampleSearchResponse(3));
    await elapse(0);
    actor.send({ type: 'SUBMIT' });
    expect(emitted).toEqual([{ type: 'submitted', text: 'bor mașină' }]);
    expect(selectOpen(snapshot())).toBe(false);
    expect(selectResults(snapshot())).toHaveLength(3);
  });

  it('submit before the search ran cancels it', async () => {
    const { actor, calls, emitted, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: 'bor' });
    actor.send({ type: 'SUBMIT' });
    await elapse(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    expect(emitted).toEqual([{ type: 'submitted', text: 'bor' }]);
    expect(selectBusy(snapshot())).toBe(false);
  });

  it('submit with blank text does nothing', () => {
    const { actor, emitted, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: '  ' });
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(emitted).toEqual([]);
  });

  it('selecting a result emits it and closes', async () => {
    const { actor, calls, emitted, snapshot } = setupSearch();
    actor.send({ type: 'TYPE', text: 'bor' });
    await elapse(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve(sampleSearchResponse(3));
    await elapse(0);
    const product = SAMPLE_PRODUCTS[1];
    if (!product) throw new Error('sample missing');
    actor.send({ type: 'SELECT_RESULT', product });
    expect(emitted).toEqual([{ type: 'selected', product }]);
    expect(selectOpen(snapshot())).toBe(false);
  });
});
