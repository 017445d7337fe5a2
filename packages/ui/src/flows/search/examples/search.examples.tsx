import type { SearchResponse } from '@shop/core/contract';
import { searchDropdown } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { LinkProvider, type RenderLink } from '../../../lib/link.js';
import { SearchBox, type SearchBoxProps } from '../search-box.container.js';
import { SearchBoxView, type SearchBoxViewProps } from '../search-box.js';
import { searchMachine, type SearchProductsInput } from '../search.machine.js';
import { SAMPLE_PRODUCTS, sampleSearchResponse } from './search.samples.js';

/** The visible states of the search box, each a story and a test. */
export const SEARCH_BOX_STATES = [
  'idle',
  'typing',
  'results',
  'many',
  'mobile',
  'active',
  'refreshing',
  'noResults',
  'error',
  'spelling',
] as const;
export type SearchBoxState = (typeof SEARCH_BOX_STATES)[number];

type ViewData = Omit<
  SearchBoxViewProps,
  'onValueChange' | 'onSubmit' | 'onClear' | 'onEscape' | 'onMove' | 'onSelect'
>;

/** What the container would pass for 7 results of 23 found, on desktop or on a phone. */
function dropdownData(mobile: boolean): ViewData {
  const { visible, showAll } = searchDropdown(SAMPLE_PRODUCTS, 23, { mobile });
  return { value: 'bor', query: 'bor', results: visible, total: 23, showAll, expanded: true };
}

/** The view's props for a state (callbacks apart). */
export function searchBoxStateProps(state: SearchBoxState): ViewData {
  switch (state) {
    case 'idle':
      return { value: '' };
    case 'typing':
      return { value: 'bor', busy: true };
    case 'results':
      return {
        value: 'bor',
        query: 'bor',
        results: SAMPLE_PRODUCTS.slice(0, 3),
        total: 3,
        expanded: true,
      };
    case 'many':
      return dropdownData(false);
    case 'mobile':
      return dropdownData(true);
    case 'active':
      return { ...searchBoxStateProps('results'), activeIndex: 1 };
    case 'refreshing':
      return { ...searchBoxStateProps('results'), value: 'bormas', busy: true };
    case 'noResults':
      return { value: 'xyzzy', query: 'xyzzy', message: 'noResults' };
    case 'error':
      return { value: 'bor', query: '', message: 'error' };
    case 'spelling':
      return {
        ...searchBoxStateProps('results'),
        value: 'ищыср',
        query: 'ищыср',
        spelling: 'bosch',
      };
  }
}

const noop = () => undefined;

export type SearchBoxViewExampleProps = { state: SearchBoxState } & Partial<SearchBoxViewProps>;

/** The view in a state, with callbacks that do nothing unless given; never a turning spinner. */
export function SearchBoxViewExample({ state, ...props }: SearchBoxViewExampleProps): ReactNode {
  return (
    <SearchBoxView
      onValueChange={noop}
      onSubmit={noop}
      onClear={noop}
      onEscape={noop}
      onMove={noop}
      onSelect={noop}
      animated={false}
      {...searchBoxStateProps(state)}
      {...props}
    />
  );
}

/**
 * A fake search: answers at once with the sample products (7 on this page of 23 found), nothing
 * for text containing 'xyz', and fails for text containing 'fail'.
 */
export const fakeSearchProducts = fromPromise<SearchResponse, SearchProductsInput>(({ input }) => {
  if (input.text.includes('fail')) return Promise.reject(new Error('Search failed'));
  if (input.text.includes('xyz')) return Promise.resolve(sampleSearchResponse(0));
  return Promise.resolve(sampleSearchResponse(7, 23));
});

/** The search machine as the storefront provides it, with the fake search and a silent log. */
export const demoSearchMachine = searchMachine.provide({
  actors: { searchProducts: fakeSearchProducts },
  actions: { logError: noop },
});

/** Links that do not leave the page: stories and tests stay where they are on Enter or click. */
export const stayingLink: RenderLink = ({ children, href, onClick, ...props }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

export type SearchBoxExampleProps = Partial<SearchBoxProps>;

/**
 * The wired search box with the fake search, a short wait (the default is 500 ms) and links
 * that stay on the page.
 */
export function SearchBoxExample(props: SearchBoxExampleProps): ReactNode {
  return (
    <LinkProvider renderLink={stayingLink}>
      <SearchBox
        machine={demoSearchMachine}
        currentUrl="/pages/catalog/scule"
        onNavigate={noop}
        debounceMs={20}
        animated={false}
        {...props}
      />
    </LinkProvider>
  );
}
