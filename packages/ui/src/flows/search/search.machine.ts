import type { Product, SearchResponse } from '@shop/core/contract';
import {
  isDropdownOpen,
  normaliseSearchText,
  SEARCH_DEBOUNCE_MS,
  searchDropdown,
  shouldSearch,
  type SearchDropdown,
} from '@shop/core/rules';
import {
  assertEvent,
  assign,
  emit,
  fromPromise,
  not,
  raise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';

/**
 * The header search (SPEC §2 "Header", §4 "Search", §9): typing runs a search 500 ms after the
 * last keystroke, for non-empty text only; the dropdown shows the first 5 results (4 on phones)
 * while it is open and there are results; it closes on an outside click, on submit (going to the
 * search page) and on a route change. The machine knows nothing of React or the router: it emits
 * `submitted` and `selected`, and the container turns them into navigation.
 */

/** What the `searchProducts` actor receives: the normalised text (never blank). */
export interface SearchProductsInput {
  text: string;
}

/**
 * The search call. @shop/ui ships one that fails: the storefront supplies the real one
 * (GET /api/products/product-search?search=…) with `searchMachine.provide({ actors })` and must
 * pass `signal` to its fetch, so a newer query cancels the request of the older one.
 */
export const searchProducts = fromPromise<SearchResponse, SearchProductsInput>(() =>
  Promise.reject(
    new Error(
      'searchProducts not provided: supply it with searchMachine.provide({ actors: { searchProducts } })',
    ),
  ),
);

/** The machine's input (all optional: pass `{}` for the defaults). */
export interface SearchMachineInput {
  /**
   * Wait after the last keystroke before searching, in ms.
   * @default SEARCH_DEBOUNCE_MS (500)
   */
  debounceMs?: number;
  /**
   * A phone-sized screen: the dropdown shows 4 results instead of 5. Changed later with
   * `SET_MOBILE`.
   * @default false
   */
  mobile?: boolean;
  /**
   * The text in the box at start (the search page's query); no search runs for it until typed.
   * @default ''
   */
  text?: string;
}

export interface SearchContext {
  /** The text in the box, as typed. */
  text: string;
  /** The normalised text of the results shown (or being fetched); '' when there are none. */
  query: string;
  /** The results of `query` (one page: the server's first page). */
  results: Product[];
  /** How many products the server found for `query`. */
  total: number;
  /**
   * The other spelling the server's results are for (the text re-keyed from the other keyboard
   * layout or transliterated), or null when they are for the text as typed.
   */
  spelling: string | null;
  /** The highlighted option of the dropdown, or -1. */
  activeIndex: number;
  mobile: boolean;
  debounceMs: number;
  /** The error of the last failed search, or null. */
  error: unknown;
}

export type SearchEvent =
  /** The text of the box changed. */
  | { type: 'TYPE'; text: string }
  /** Go to the search page with the text (Enter, the search button, 'see all'). */
  | { type: 'SUBMIT' }
  /** The clear button: empties the box and the results. */
  | { type: 'CLEAR' }
  | { type: 'CLOSE' }
  /** Escape: closes an open dropdown, or clears the box when it is closed. */
  | { type: 'ESCAPE' }
  /** The box got focus: the dropdown opens again on the results it has. */
  | { type: 'FOCUS' }
  /** A pointer press or focus outside the search box. */
  | { type: 'OUTSIDE_CLICK' }
  | { type: 'ROUTE_CHANGED' }
  /** A result was opened (its link navigates by itself). */
  | { type: 'SELECT_RESULT'; product: Product }
  | { type: 'HIGHLIGHT_NEXT' }
  | { type: 'HIGHLIGHT_PREVIOUS' }
  /** Highlight one option (-1: none). */
  | { type: 'HIGHLIGHT'; index: number }
  | { type: 'SET_MOBILE'; mobile: boolean };

/** What the machine tells its owner. */
export type SearchEmitted =
  /** Go to the search page for `text` (normalised; see `searchPageHref`). */
  | { type: 'submitted'; text: string }
  /** A result was opened. */
  | { type: 'selected'; product: Product };

/** The dropdown's share of the results: the first 5 (4 on phones) and whether 'see all' shows. */
export function dropdownOf(context: SearchContext): SearchDropdown<Product> {
  return searchDropdown(context.results, context.total, { mobile: context.mobile });
}

function visibleCount(context: SearchContext): number {
  return dropdownOf(context).visible.length;
}

const NO_RESULTS = {
  query: '',
  results: [] as Product[],
  total: 0,
  spelling: null as string | null,
  activeIndex: -1,
};

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    // The assertion is the type: without it xstate would read the input as `{}`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as SearchMachineInput,
    emitted: {} as SearchEmitted,
    tags: {} as 'busy',
  },
  delays: {
    searchDebounce: ({ context }) => context.debounceMs,
  },
  guards: {
    /** The typed text has something to search for. */
    typedSearchable: ({ event }) => {
      assertEvent(event, 'TYPE');
      return shouldSearch(event.text);
    },
    /** The typed text differs from the results' query only in spaces: no new search. */
    typedSameQuery: ({ context, event }) => {
      assertEvent(event, 'TYPE');
      return context.query !== '' && normaliseSearchText(event.text) === context.query;
    },
    hasText: ({ context }) => shouldSearch(context.text),
    hasResults: ({ context }) => visibleCount(context) > 0,
    foundAny: (_, response: SearchResponse) => response.results.length > 0,
  },
  actions: {
    setText: assign(({ event }) => {
      assertEvent(event, 'TYPE');
      return { text: event.text, activeIndex: -1 };
    }),
    clearText: assign({ text: '' }),
    clearResults: assign(NO_RESULTS),
    startQuery: assign(({ context }) => ({
      query: normaliseSearchText(context.text),
      error: null,
    })),
    setResults: assign((_, response: SearchResponse) => ({
      results: response.results,
      total: response.total,
      spelling: response.spelling?.text ?? null,
      activeIndex: -1,
    })),
    setError: assign((_, { error }: { error: unknown }) => ({ ...NO_RESULTS, error })),
    /** Failures stay quiet on screen (SPEC §8: most failures are only logged); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[search]', context.error);
    },
    setMobile: assign(({ context, event }) => {
      assertEvent(event, 'SET_MOBILE');
      const next = { ...context, mobile: event.mobile };
      return {
        mobile: event.mobile,
        activeIndex: context.activeIndex < visibleCount(next) ? context.activeIndex : -1,
      };
    }),
    highlightNext: assign(({ context }) => {
      const count = visibleCount(context);
      return { activeIndex: count === 0 ? -1 : (context.activeIndex + 1) % count };
    }),
    highlightPrevious: assign(({ context }) => {
      const count = visibleCount(context);
      return { activeIndex: context.activeIndex <= 0 ? count - 1 : context.activeIndex - 1 };
    }),
    highlight: assign(({ context, event }) => {
      assertEvent(event, 'HIGHLIGHT');
      const inRange = Number.isInteger(event.index) && event.index < visibleCount(context);
      return { activeIndex: inRange && event.index >= 0 ? event.index : -1 };
    }),
    resetHighlight: assign({ activeIndex: -1 }),
    emitSubmitted: emit(({ context }) => ({
      type: 'submitted' as const,
      text: normaliseSearchText(context.text),
    })),
    emitSelected: emit(({ event }) => {
      assertEvent(event, 'SELECT_RESULT');
      return { type: 'selected' as const, product: event.product };
    }),
    clearOnEscape: raise({ type: 'CLEAR' }),
  },
  actors: { searchProducts },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({ input }) => ({
    text: input.text ?? '',
    ...NO_RESULTS,
    mobile: input.mobile ?? false,
    debounceMs: input.debounceMs ?? SEARCH_DEBOUNCE_MS,
    error: null,
  }),
  on: {
    SET_MOBILE: { actions: 'setMobile' },
  },
  states: {
    /** The request: what the box searched for and what came back. */
    request: {
      initial: 'idle',
      on: {
        CLEAR: { target: '.idle', actions: ['clearText', 'clearResults'] },
      },
      states: {
        /** Nothing searched (blank text, cleared, or cancelled). */
        idle: {
          on: {
            TYPE: [
              { guard: 'typedSearchable', target: 'debouncing', actions: 'setText' },
              { actions: ['setText', 'clearResults'] },
            ],
          },
        },
        /** Waiting for typing to pause; the previous results stay on screen meanwhile. */
        debouncing: {
          tags: 'busy',
          after: { searchDebounce: 'searching' },
          on: {
            TYPE: [
              // Every keystroke starts the wait again.
              { guard: 'typedSearchable', target: 'debouncing', reenter: true, actions: 'setText' },
              { target: 'idle', actions: ['setText', 'clearResults'] },
            ],
            SUBMIT: { guard: 'hasText', target: 'idle', actions: 'clearResults' },
            ROUTE_CHANGED: { target: 'idle', actions: 'clearResults' },
          },
        },
        /**
         * The request runs. A new query leaves this state, which stops the actor and aborts its
         * signal: a late answer of an older query is never applied.
         */
        searching: {
          tags: 'busy',
          entry: 'startQuery',
          invoke: {
            src: 'searchProducts',
            input: ({ context }) => ({ text: context.query }),
            onDone: [
              {
                guard: { type: 'foundAny', params: ({ event }) => event.output },
                target: 'found',
                actions: { type: 'setResults', params: ({ event }) => event.output },
              },
              {
                target: 'empty',
                actions: { type: 'setResults', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: 'failed',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
          on: {
            TYPE: [
              { guard: 'typedSameQuery', actions: 'setText' },
              { guard: 'typedSearchable', target: 'debouncing', actions: 'setText' },
              { target: 'idle', actions: ['setText', 'clearResults'] },
            ],
            SUBMIT: { guard: 'hasText', target: 'idle', actions: 'clearResults' },
            ROUTE_CHANGED: { target: 'idle', actions: 'clearResults' },
          },
        },
        /** Results arrived. */
        found: {
          on: {
            TYPE: [
              { guard: 'typedSameQuery', actions: 'setText' },
              { guard: 'typedSearchable', target: 'debouncing', actions: 'setText' },
              { target: 'idle', actions: ['setText', 'clearResults'] },
            ],
          },
        },
        /** The search found nothing: the dropdown says so. */
        empty: {
          on: {
            TYPE: [
              { guard: 'typedSameQuery', actions: 'setText' },
              { guard: 'typedSearchable', target: 'debouncing', actions: 'setText' },
              { target: 'idle', actions: ['setText', 'clearResults'] },
            ],
          },
        },
        /** The request failed: no results, a quiet line in the dropdown; typing tries again. */
        failed: {
          on: {
            TYPE: [
              { guard: 'typedSearchable', target: 'debouncing', actions: 'setText' },
              { target: 'idle', actions: ['setText', 'clearResults'] },
            ],
          },
        },
      },
    },
    /** Whether the user wants the dropdown; it shows only with something in it (see selectors). */
    dropdown: {
      initial: 'closed',
      on: {
        SUBMIT: { guard: 'hasText', target: '.closed', actions: 'emitSubmitted' },
      },
      states: {
        closed: {
          on: {
            TYPE: { guard: 'typedSearchable', target: 'open' },
            FOCUS: { guard: 'hasText', target: 'open' },
            HIGHLIGHT_NEXT: { guard: 'hasResults', target: 'open', actions: 'highlightNext' },
            HIGHLIGHT_PREVIOUS: {
              guard: 'hasResults',
              target: 'open',
              actions: 'highlightPrevious',
            },
            ESCAPE: { actions: 'clearOnEscape' },
          },
        },
        open: {
          exit: 'resetHighlight',
          on: {
            TYPE: { guard: not('typedSearchable'), target: 'closed' },
            CLEAR: 'closed',
            CLOSE: 'closed',
            ESCAPE: 'closed',
            OUTSIDE_CLICK: 'closed',
            ROUTE_CHANGED: 'closed',
            SELECT_RESULT: { target: 'closed', actions: 'emitSelected' },
            HIGHLIGHT_NEXT: { actions: 'highlightNext' },
            HIGHLIGHT_PREVIOUS: { actions: 'highlightPrevious' },
            HIGHLIGHT: { actions: 'highlight' },
          },
        },
      },
    },
  },
});

export type SearchMachine = typeof searchMachine;
export type SearchActorRef = ActorRefFrom<SearchMachine>;
export type SearchSnapshot = SnapshotFrom<SearchMachine>;

/** What the dropdown shows besides results: a line for an empty search or a failure. */
export type SearchMessage = 'noResults' | 'error' | null;

// Narrow selectors: the container reads the machine only through these (convention 5).

export const selectText = (snapshot: SearchSnapshot): string => snapshot.context.text;
export const selectQuery = (snapshot: SearchSnapshot): string => snapshot.context.query;
export const selectResults = (snapshot: SearchSnapshot): Product[] => snapshot.context.results;
export const selectTotal = (snapshot: SearchSnapshot): number => snapshot.context.total;
export const selectSpelling = (snapshot: SearchSnapshot): string | null =>
  snapshot.context.spelling;
export const selectMobile = (snapshot: SearchSnapshot): boolean => snapshot.context.mobile;
export const selectActiveIndex = (snapshot: SearchSnapshot): number => snapshot.context.activeIndex;
/** A search is pending (waiting for typing to pause, or the request runs). */
export const selectBusy = (snapshot: SearchSnapshot): boolean => snapshot.hasTag('busy');
/** The user has the dropdown open (it may have nothing to show yet). */
export const selectOpen = (snapshot: SearchSnapshot): boolean =>
  snapshot.matches({ dropdown: 'open' });
/** The results list is shown: open and with results (SPEC §4). */
export const selectExpanded = (snapshot: SearchSnapshot): boolean =>
  isDropdownOpen({ open: selectOpen(snapshot), resultsCount: visibleCount(snapshot.context) });
/** The line the open dropdown shows instead of results. */
export const selectMessage = (snapshot: SearchSnapshot): SearchMessage => {
  if (!selectOpen(snapshot)) return null;
  if (snapshot.matches({ request: 'empty' })) return 'noResults';
  if (snapshot.matches({ request: 'failed' })) return 'error';
  return null;
};
/** The dropdown's results and 'see all' flag; compare with `sameDropdown` in `useSelector`. */
export const selectDropdown = (snapshot: SearchSnapshot): SearchDropdown<Product> =>
  dropdownOf(snapshot.context);
/** Two dropdowns show the same thing (same products in the same order, same 'see all'). */
export function sameDropdown(a: SearchDropdown<Product>, b: SearchDropdown<Product>): boolean {
  return (
    a.showAll === b.showAll &&
    a.visible.length === b.visible.length &&
    a.visible.every((product, index) => product === b.visible[index])
  );
}
