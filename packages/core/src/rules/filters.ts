import { DEFAULT_PRICE_RANGE, FILTER_PREVIEW_COUNT } from './constants.js';

/**
 * Listing filter rules (SPEC §3 "Filter", §4 "Filters", §5): the 'view all' preview of a section,
 * the price range that ticked price items set, the price buckets shown, the price inputs, the sort
 * types and the brand encoding of queries.
 */

/** What a filter section shows. */
export interface FilterPreview<T> {
  /** The items to render: the first 6, or all once expanded. */
  visible: T[];
  /** How many items are not rendered (0 once expanded). */
  hiddenCount: number;
  /** Whether the 'view all' button shows: collapsed and more than 6 items. */
  showViewAll: boolean;
}

/**
 * A filter section shows its first 6 items; 'view all' reveals the rest (§4).
 *
 * @example previewItems(eightBrands, false) // { visible: first 6, hiddenCount: 2, showViewAll: true }
 */
export function previewItems<T>(items: readonly T[], expanded: boolean): FilterPreview<T> {
  if (expanded || items.length <= FILTER_PREVIEW_COUNT) {
    return { visible: [...items], hiddenCount: 0, showViewAll: false };
  }
  return {
    visible: items.slice(0, FILTER_PREVIEW_COUNT),
    hiddenCount: items.length - FILTER_PREVIEW_COUNT,
    showViewAll: true,
  };
}

/** A price filter item as far as the range rules read it (§3 Filter items). */
export interface PriceItem {
  checked?: boolean | null;
  min?: number | null;
  max?: number | null;
}

/** A price range, [min, max], in lei. */
export type PriceRange = readonly [min: number, max: number];

/** Limits of the price slider. */
export interface PriceLimits {
  min: number;
  max: number;
}

/**
 * The slider limits: 0 to the filter's max_price, or the default 0..2500 (§9) when the server
 * gives no usable maximum.
 */
export function priceLimits(maxPrice?: number | null): PriceLimits {
  const usable = typeof maxPrice === 'number' && Number.isFinite(maxPrice) && maxPrice > 0;
  return usable ? { min: 0, max: maxPrice } : { ...DEFAULT_PRICE_RANGE };
}

/**
 * The range that ticked price items set (§4): from the first checked item's min to the last
 * checked item's max, in list order; with none checked, 0 to the maximum price. An item without a
 * min starts at 0; one without a max (the 'greater than' bucket) ends at the maximum price.
 *
 * @example priceRangeFromItems([{ min: 0, max: 100, checked: true }, { min: 100, max: 500 }, { min: 500, max: 1000, checked: true }], 2500) // [0, 1000]
 */
export function priceRangeFromItems(items: readonly PriceItem[], maxPrice: number): PriceRange {
  const checked = items.filter((item) => item.checked === true);
  const first = checked[0];
  const last = checked[checked.length - 1];
  if (!first || !last) return [0, maxPrice];
  return [first.min ?? 0, last.max ?? maxPrice];
}

/** A price bound from the server that the buckets are built from. */
export interface PriceBound {
  min: number;
  max: number;
}

/** The final bucket added after the kept ones: 'greater than {min}', up to the maximum price. */
export interface GreaterThanBucket {
  min: number;
  max: number;
  greaterThan: true;
}

/** A bucket of the price filter: a kept server bound, or the final 'greater than' bucket. */
export type PriceBucket<T extends PriceBound = PriceBound> =
  (T & { greaterThan: false }) | GreaterThanBucket;

/**
 * The buckets of the price filter (§4): bounds whose max is below the overall maximum are kept
 * (in their order), and a final 'greater than' bucket is added, starting at the highest kept max
 * (the last one for bounds in ascending order) and ending at the maximum price. When no bound is
 * kept there is no bucket at all: a lone 'greater than 0' would filter nothing.
 *
 * @example priceBuckets([{ min: 0, max: 500 }, { min: 500, max: 1000 }, { min: 1000, max: 5000 }], 2500)
 * // [{0..500}, {500..1000}, { min: 1000, max: 2500, greaterThan: true }]
 */
export function priceBuckets<T extends PriceBound>(
  bounds: readonly T[],
  maxPrice: number,
): PriceBucket<T>[] {
  const kept = bounds.filter((bound) => bound.max < maxPrice);
  if (kept.length === 0) return [];
  const start = Math.max(...kept.map((bound) => bound.max));
  return [
    ...kept.map((bound): PriceBucket<T> => ({ ...bound, greaterThan: false })),
    { min: start, max: maxPrice, greaterThan: true },
  ];
}

/**
 * The value of a price input (§5): digits only (the input's mask drops anything else); empty or
 * non-numeric text is 0; above the maximum it is clamped to the maximum.
 *
 * @example parsePriceInput('1 200', 2500) // 1200
 * @example parsePriceInput('abc', 2500) // 0
 * @example parsePriceInput('99999', 2500) // 2500
 */
export function parsePriceInput(text: string, max: number): number {
  const digits = text.replace(/\D/g, '');
  const value = digits === '' ? 0 : Number(digits);
  return Math.min(value, wholeMax(max));
}

/**
 * Length of the price input mask: the number of digits of the maximum (§5).
 *
 * @example priceInputMaxLength(2500) // 4
 */
export function priceInputMaxLength(max: number): number {
  return String(wholeMax(max)).length;
}

/** A maximum as whole lei, never negative; a non-finite one falls back to the default (§9). */
function wholeMax(max: number): number {
  return Number.isFinite(max) ? Math.max(0, Math.floor(max)) : DEFAULT_PRICE_RANGE.max;
}

/** Sort types of a listing (§3), in the order the sort menu lists them. */
export const SORT_TYPES = ['popularity', 'price_asc', 'price_desc', 'new_product'] as const;

export type SortType = (typeof SORT_TYPES)[number];

/** The sort a listing uses when none is chosen. */
export const DEFAULT_SORT: SortType = 'popularity';

export function isSortType(value: unknown): value is SortType {
  return typeof value === 'string' && (SORT_TYPES as readonly string[]).includes(value);
}

/**
 * A brand name as it goes into a query: '&' written as '#' (§5).
 *
 * @example encodeBrand('Black & Decker') // 'Black # Decker'
 */
export function encodeBrand(name: string): string {
  return name.replaceAll('&', '#');
}

/**
 * A brand name read from a query: '#' back to '&'. A name that really holds '#' cannot survive
 * the encoding; the spec's encoding accepts that.
 */
export function decodeBrand(encoded: string): string {
  return encoded.replaceAll('#', '&');
}
