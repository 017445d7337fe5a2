import type { Filter, FilterItem } from '@shop/core/contract';
import {
  filterStateToQuery,
  priceBuckets,
  priceRangeFromItems,
  type FilterState,
  type PriceLimits,
  type PriceRange,
} from '@shop/core/rules';

/**
 * How the filter panel reads and changes a `FilterState` (SPEC §4 "Filters"). The rules
 * themselves (preview of 6, price buckets, price range of ticked buckets, price inputs) live in
 * `@shop/core/rules`; these helpers only connect them to the state. Every change goes back to
 * page 1: the old page number means nothing for a different listing.
 */

/** The list of `FilterState` a checkbox column writes to. */
export type FilterList = 'brands' | 'attributes';

/** Whether a column is the price filter (its items are price buckets). */
export function isPriceFilter(filter: Pick<Filter, 'filterType' | 'isPrice'>): boolean {
  return filter.filterType === 'price' || filter.isPrice;
}

/** The state list a column's checkboxes write to; `null` for the price column. */
export function filterListOf(filter: Pick<Filter, 'filterType' | 'isPrice'>): FilterList | null {
  if (isPriceFilter(filter)) return null;
  return filter.filterType === 'brand' ? 'brands' : 'attributes';
}

/**
 * The value an item puts into the query: a brand's name (its `keyword`, else its title, '&'
 * intact: the query encoding is core's job) or an attribute value's keyword (else its id).
 */
export function filterItemValue(
  list: FilterList,
  item: Pick<FilterItem, 'id' | 'title' | 'keyword'>,
): string {
  if (list === 'brands') return item.keyword ?? item.title;
  return item.keyword ?? String(item.id);
}

/**
 * A stable key for a column (the accordion item value): 'price' for the price column, otherwise
 * the column's type, position and title.
 */
export function filterColumnKey(filter: Filter, index: number): string {
  return isPriceFilter(filter) ? 'price' : `${filter.filterType}-${index}-${filter.title}`;
}

/** Whether a value is ticked in a list of the state. */
export function isValueSelected(state: FilterState, list: FilterList, value: string): boolean {
  return state[list].includes(value);
}

/**
 * Ticks or unticks a value (toggles it when `checked` is omitted); back to page 1.
 *
 * @example setFilterValue(state, 'brands', 'Bosch', true).brands // [...state.brands, 'Bosch']
 */
export function setFilterValue(
  state: FilterState,
  list: FilterList,
  value: string,
  checked: boolean = !isValueSelected(state, list, value),
): FilterState {
  const rest = state[list].filter((entry) => entry !== value);
  return { ...state, page: 1, [list]: checked ? [...rest, value] : rest };
}

/** Turns the promotions switch on or off; back to page 1. */
export function setPromotion(state: FilterState, on: boolean): FilterState {
  return { ...state, page: 1, is_promotion: on };
}

/** Whether the state sets a price bound. */
export function hasPriceFilter(state: FilterState): boolean {
  return state.price__gte !== undefined || state.price__lte !== undefined;
}

/**
 * How many filters are active: the promotions switch, the price range (one, whatever its
 * bounds) and each ticked brand and attribute. Search and sort are not filters.
 *
 * @example activeFilterCount({ ...defaultFilterState(), is_promotion: true, brands: ['Bosch'] }) // 2
 */
export function activeFilterCount(state: FilterState): number {
  return (
    (state.is_promotion ? 1 : 0) +
    (hasPriceFilter(state) ? 1 : 0) +
    state.brands.length +
    state.attributes.length
  );
}

/** Clears every filter; keeps the search text and the sort, back to page 1. */
export function clearFilters(state: FilterState): FilterState {
  return {
    page: 1,
    is_promotion: false,
    brands: [],
    attributes: [],
    order_by: state.order_by,
    ...(state.search === undefined ? {} : { search: state.search }),
  };
}

/**
 * Whether two states choose the same products: their canonical queries (core
 * `filterStateToQuery`) are equal, the page number aside.
 */
export function sameFilters(a: FilterState, b: FilterState): boolean {
  const query = (state: FilterState) => filterStateToQuery({ ...state, page: 1 }).toString();
  return query(a) === query(b);
}

function clamp(value: number, limits: PriceLimits): number {
  return Math.min(limits.max, Math.max(limits.min, value));
}

/**
 * The slider's range for a state: its bounds within the limits, an unset bound at its limit.
 *
 * @example priceRangeOf({ ...defaultFilterState(), price__gte: 300 }, { min: 0, max: 2500 }) // [300, 2500]
 */
export function priceRangeOf(state: FilterState, limits: PriceLimits): PriceRange {
  const low = clamp(state.price__gte ?? limits.min, limits);
  const high = clamp(state.price__lte ?? limits.max, limits);
  return low <= high ? [low, high] : [high, low];
}

/**
 * Sets the price range; a bound at its limit is dropped (it filters nothing), so the full range
 * clears the price filter. Bounds are put in order and within the limits; back to page 1.
 *
 * @example withPriceRange(state, [0, 1200], { min: 0, max: 2500 }) // price__gte unset, price__lte 1200
 */
export function withPriceRange(
  state: FilterState,
  range: PriceRange,
  limits: PriceLimits,
): FilterState {
  const [a, b] = range.map((bound) => clamp(bound, limits)) as [number, number];
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  return {
    ...state,
    page: 1,
    price__gte: low > limits.min ? low : undefined,
    price__lte: high < limits.max ? high : undefined,
  };
}

/** A bucket of the price column: its bounds in lei, its product count and a React key. */
export interface PriceBucketOption {
  min: number;
  max: number;
  /** The final 'greater than {min}' bucket. */
  greaterThan: boolean;
  /** Products in the bucket; null when the server does not count. */
  count: number | null;
  key: string;
}

/**
 * The buckets the price column lists: the column's items through core's `priceBuckets` (kept
 * bounds below the maximum, then the 'greater than' bucket). Items without bounds are skipped.
 * The server already sends the buckets this way, so they come out unchanged; the 'greater than'
 * bucket takes the count of the server's item that starts there and runs to the maximum.
 */
export function priceBucketOptions(
  filter: Filter | undefined,
  limits: PriceLimits,
): PriceBucketOption[] {
  if (!filter) return [];
  const bounds = filter.items.flatMap((item) =>
    item.min === null && item.max === null
      ? []
      : [{ min: item.min ?? limits.min, max: item.max ?? limits.max, item }],
  );
  return priceBuckets(bounds, limits.max).map((bucket): PriceBucketOption => {
    if (!bucket.greaterThan) {
      const { min, max, item } = bucket;
      return { min, max, greaterThan: false, count: item.count, key: String(item.id) };
    }
    const last = bounds.find((bound) => bound.min === bucket.min && bound.max >= limits.max);
    return { ...bucket, count: last?.item.count ?? null, key: 'greater-than' };
  });
}

/**
 * Which buckets show ticked: with a price bound set, those that lie inside the range (the
 * server ticks them the same way).
 */
export function checkedBuckets(
  buckets: readonly PriceBucketOption[],
  state: FilterState,
): boolean[] {
  if (!hasPriceFilter(state)) return buckets.map(() => false);
  const from = state.price__gte ?? Number.NEGATIVE_INFINITY;
  const to = state.price__lte ?? Number.POSITIVE_INFINITY;
  return buckets.map((bucket) => from <= bucket.min && bucket.max <= to);
}

/**
 * Ticks or unticks a bucket. The range is core's `priceRangeFromItems`: from the first ticked
 * bucket's min to the last one's max (none ticked: the price filter is cleared). Unticking a
 * bucket in the middle of the range would leave the same range, so it keeps only the buckets
 * below the unticked one: the click always changes something. Unlike `withPriceRange`, bounds at
 * the limits are kept (the ticks are read back from them).
 */
export function toggleBucket(
  state: FilterState,
  buckets: readonly PriceBucketOption[],
  index: number,
  limits: PriceLimits,
): FilterState {
  const checked = checkedBuckets(buckets, state);
  const wasChecked = checked[index] === true;
  let next = checked.map((flag, position) => (position === index ? !wasChecked : flag));
  const first = next.indexOf(true);
  const last = next.lastIndexOf(true);
  if (wasChecked && first !== -1 && first < index && index < last) {
    next = next.map((flag, position) => flag && position < index);
  }
  if (!next.includes(true)) return withPriceRange(state, [limits.min, limits.max], limits);
  const [low, high] = priceRangeFromItems(
    buckets.map((bucket, position) => ({ ...bucket, checked: next[position] === true })),
    limits.max,
  );
  // Both bounds are kept, even at the limits: ticking the first and the last bucket must leave
  // every bucket ticked, not clear the price filter.
  return { ...state, page: 1, price__gte: clamp(low, limits), price__lte: clamp(high, limits) };
}
