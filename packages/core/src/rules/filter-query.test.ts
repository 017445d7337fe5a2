import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_QUERY_KEYS,
  defaultFilterState,
  filterStateFromQuery,
  filterStateToQuery,
  replaceSearchParam,
  type FilterState,
} from './filter-query.js';
import { SORT_TYPES } from './filters.js';

describe('filterStateToQuery (canonical query)', () => {
  it('the default state is the empty query', () => {
    expect(filterStateToQuery(defaultFilterState()).toString()).toBe('');
  });

  it('writes every filter in a fixed key order, lists repeated', () => {
    const state: FilterState = {
      order_by: 'price_desc',
      attributes: ['red', 'xl'],
      brands: ['Bosch', 'Black & Decker'],
      price__lte: 2500,
      price__gte: 100,
      is_promotion: true,
      page: 3,
      search: 'drill',
    };
    expect(filterStateToQuery(state).toString()).toBe(
      'search=drill&page=3&is_promotion=true&price__gte=100&price__lte=2500' +
        '&brands=Bosch&brands=Black+%23+Decker&attributes=red&attributes=xl&order_by=price_desc',
    );
    const keys: string[] = [];
    filterStateToQuery(state).forEach((_, key) => keys.push(key));
    expect([...new Set(keys)]).toEqual([...FILTER_QUERY_KEYS]);
  });

  it('encodes & in brand names as # (§5)', () => {
    const query = filterStateToQuery({ ...defaultFilterState(), brands: ['A&B'] });
    expect(query.getAll('brands')).toEqual(['A#B']);
  });

  it('keeps a price bound of 0', () => {
    expect(filterStateToQuery({ ...defaultFilterState(), price__gte: 0 }).toString()).toBe(
      'price__gte=0',
    );
  });
});

describe('filterStateFromQuery (tolerant)', () => {
  it('reads a full query, decoding brands', () => {
    expect(
      filterStateFromQuery(
        '?page=2&is_promotion=true&price__gte=10&price__lte=900&brands=Black+%23+Decker' +
          '&brands=Bosch&attributes=red&order_by=new_product&search=drill',
      ),
    ).toEqual({
      page: 2,
      is_promotion: true,
      price__gte: 10,
      price__lte: 900,
      brands: ['Black & Decker', 'Bosch'],
      attributes: ['red'],
      order_by: 'new_product',
      search: 'drill',
    });
  });

  it('an empty query is the default state', () => {
    expect(filterStateFromQuery('')).toEqual(defaultFilterState());
    expect(filterStateFromQuery(new URLSearchParams())).toEqual({
      page: 1,
      is_promotion: false,
      brands: [],
      attributes: [],
      order_by: 'popularity',
    });
  });

  it('a bad page is 1', () => {
    for (const page of ['0', '-2', 'abc', '2.5', '', '99999999999999999999']) {
      expect(filterStateFromQuery(`page=${page}`).page, page).toBe(1);
    }
    expect(filterStateFromQuery('page=7').page).toBe(7);
  });

  it('an unknown sort is popularity', () => {
    expect(filterStateFromQuery('order_by=cheapest').order_by).toBe('popularity');
    expect(filterStateFromQuery('order_by=price_asc').order_by).toBe('price_asc');
  });

  it('drops non-numeric prices and clamps negative ones to 0', () => {
    expect(filterStateFromQuery('price__gte=abc&price__lte=').price__gte).toBeUndefined();
    expect(filterStateFromQuery('price__gte=abc&price__lte=').price__lte).toBeUndefined();
    expect(filterStateFromQuery('price__gte=-50&price__lte=300')).toMatchObject({
      price__gte: 0,
      price__lte: 300,
    });
    expect(filterStateFromQuery('price__gte=12.5').price__gte).toBe(12.5);
  });

  it('swaps bounds given the wrong way round', () => {
    expect(filterStateFromQuery('price__gte=900&price__lte=100')).toMatchObject({
      price__gte: 100,
      price__lte: 900,
    });
  });

  it('reads is_promotion true or 1 only', () => {
    expect(filterStateFromQuery('is_promotion=true').is_promotion).toBe(true);
    expect(filterStateFromQuery('is_promotion=1').is_promotion).toBe(true);
    expect(filterStateFromQuery('is_promotion=false').is_promotion).toBe(false);
  });

  it('drops empty and repeated list values and a blank search', () => {
    const state = filterStateFromQuery(
      'brands=&brands=A&brands=A&attributes=x&attributes=&search=+',
    );
    expect(state.brands).toEqual(['A']);
    expect(state.attributes).toEqual(['x']);
    expect(state.search).toBeUndefined();
  });
});

const textValue = fc.string({ minLength: 1, maxLength: 12 });

/** Valid canonical states: what filterStateFromQuery can return. */
const canonicalState: fc.Arbitrary<FilterState> = fc
  .record(
    {
      page: fc.integer({ min: 1, max: 10_000 }),
      is_promotion: fc.boolean(),
      price__gte: fc.option(fc.double({ min: 0, max: 1e7, noNaN: true }), { nil: undefined }),
      price__lte: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
      brands: fc.uniqueArray(
        fc.oneof(
          textValue.filter((name) => !name.includes('#')),
          fc.constantFrom('Black & Decker', 'A&B', 'Procter&Gamble'),
        ),
        { maxLength: 4 },
      ),
      attributes: fc.uniqueArray(textValue, { maxLength: 4 }),
      order_by: fc.constantFrom(...SORT_TYPES),
      search: fc.option(
        textValue.filter((text) => text.trim() !== ''),
        { nil: undefined },
      ),
    },
    { requiredKeys: ['page', 'is_promotion', 'brands', 'attributes', 'order_by'] },
  )
  .filter(
    (state) =>
      state.price__gte === undefined ||
      state.price__lte === undefined ||
      state.price__gte <= state.price__lte,
  );

/** Arbitrary query strings over the filter keys and some noise. */
const anyQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom(...FILTER_QUERY_KEYS, 'utm_source', 'mapid'),
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.integer({ min: -1000, max: 100_000 }).map(String),
        fc.constantFrom(...SORT_TYPES, 'true', '1', 'A&B', 'A#B', ' ', '-0', '1e3', '0.5'),
      ),
    ),
    { maxLength: 12 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

describe('filter query properties', () => {
  it('state → query → state gives the state back', () => {
    fc.assert(
      fc.property(canonicalState, (state) => {
        expect(filterStateFromQuery(filterStateToQuery(state))).toEqual(state);
        expect(filterStateFromQuery(filterStateToQuery(state).toString())).toEqual(state);
      }),
    );
  });

  it('query → state → query is stable', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const once = filterStateToQuery(filterStateFromQuery(query)).toString();
        const twice = filterStateToQuery(filterStateFromQuery(once)).toString();
        expect(twice).toBe(once);
      }),
    );
  });
});

describe('replaceSearchParam (§4 on /search only the search parameter is replaced)', () => {
  it('replaces search in place and keeps every other parameter', () => {
    const params = new URLSearchParams('search=drill&page=3&brands=A%23B&utm_source=x');
    const next = replaceSearchParam(params, 'saw');
    expect(next.toString()).toBe('search=saw&page=3&brands=A%23B&utm_source=x');
    expect(params.get('search')).toBe('drill');
  });

  it('drops as_typed, which was about the words replaced', () => {
    expect(replaceSearchParam('search=ntktdbpjh&as_typed=1&page=2', 'saw').toString()).toBe(
      'search=saw&page=2',
    );
  });

  it('adds search when absent and removes it for blank text', () => {
    expect(replaceSearchParam('page=2', 'saw').toString()).toBe('page=2&search=saw');
    expect(replaceSearchParam('search=drill&page=2', '  ').toString()).toBe('page=2');
  });
});
