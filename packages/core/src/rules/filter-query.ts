import { DEFAULT_SORT, decodeBrand, encodeBrand, isSortType, type SortType } from './filters.js';

/**
 * The filter state of a listing (category, search) and its URL query string. The same keys are
 * the query of GET /api/products/items/ and /api/products/product-search (SPEC §7), so the page
 * URL can be forwarded to the API as it is.
 */

/** The filters of a listing as the page holds them. */
export interface FilterState {
  /** Page number, 1 or more. */
  page: number;
  /** The promotions switch. */
  is_promotion: boolean;
  /** Lower price bound in lei, not negative; undefined when not set. */
  price__gte?: number | undefined;
  /** Upper price bound in lei, not negative; undefined when not set. */
  price__lte?: number | undefined;
  /** Ticked brand names, as shown ('&' intact); unique, not empty. */
  brands: string[];
  /** Ticked attribute values; unique, not empty. */
  attributes: string[];
  order_by: SortType;
  /** The search text, on the search page only; not blank when present. */
  search?: string | undefined;
}

/** The query keys in the order a canonical query lists them. */
export const FILTER_QUERY_KEYS = [
  'search',
  'page',
  'is_promotion',
  'price__gte',
  'price__lte',
  'brands',
  'attributes',
  'order_by',
] as const;

/** A listing with no filter chosen. */
export function defaultFilterState(): FilterState {
  return { page: 1, is_promotion: false, brands: [], attributes: [], order_by: DEFAULT_SORT };
}

/**
 * The canonical query of a filter state: defaults omitted (page 1, no promotion, popularity sort,
 * empty lists, no prices, no search), keys in the order of FILTER_QUERY_KEYS, brands and
 * attributes repeated (brands=A&brands=B) and brands encoded with '&' as '#' (§5).
 *
 * @example filterStateToQuery({ ...defaultFilterState(), page: 2, brands: ['Black & Decker'] }).toString()
 * // 'page=2&brands=Black+%23+Decker'
 */
export function filterStateToQuery(state: FilterState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.search !== undefined && state.search.trim() !== '')
    query.append('search', state.search);
  if (Number.isSafeInteger(state.page) && state.page > 1) query.append('page', String(state.page));
  if (state.is_promotion) query.append('is_promotion', 'true');
  if (isPrice(state.price__gte)) query.append('price__gte', String(state.price__gte));
  if (isPrice(state.price__lte)) query.append('price__lte', String(state.price__lte));
  for (const brand of uniqueNonEmpty(state.brands)) query.append('brands', encodeBrand(brand));
  for (const attribute of uniqueNonEmpty(state.attributes)) query.append('attributes', attribute);
  if (state.order_by !== DEFAULT_SORT) query.append('order_by', state.order_by);
  return query;
}

/**
 * The filter state a query describes, read tolerantly: a page that is not a whole number of 1 or
 * more is 1; is_promotion is on for 'true' or '1'; an unknown sort is popularity; a price that is
 * not a number is dropped and a negative one is 0; bounds given the wrong way round are swapped;
 * empty and repeated brands or attributes are dropped; a blank search is absent. Other keys are
 * ignored.
 */
export function filterStateFromQuery(params: URLSearchParams | string): FilterState {
  const query = typeof params === 'string' ? new URLSearchParams(params) : params;
  const state = defaultFilterState();

  const search = query.get('search');
  if (search !== null && search.trim() !== '') state.search = search;

  state.page = parsePage(query.get('page'));
  state.is_promotion = ['true', '1'].includes(query.get('is_promotion') ?? '');

  let gte = parsePrice(query.get('price__gte'));
  let lte = parsePrice(query.get('price__lte'));
  if (gte !== undefined && lte !== undefined && gte > lte) [gte, lte] = [lte, gte];
  if (gte !== undefined) state.price__gte = gte;
  if (lte !== undefined) state.price__lte = lte;

  state.brands = uniqueNonEmpty(query.getAll('brands').map(decodeBrand));
  state.attributes = uniqueNonEmpty(query.getAll('attributes'));

  const orderBy = query.get('order_by');
  if (isSortType(orderBy)) state.order_by = orderBy;
  return state;
}

/**
 * On /search, a new search replaces only the search parameter (§4): every other parameter stays
 * as it is, in its place, except `as_typed` (the search page's "words as typed only"), which was
 * about the words replaced. Blank text removes the parameter. The given params are not changed.
 */
export function replaceSearchParam(
  params: URLSearchParams | string,
  search: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('as_typed');
  if (search.trim() === '') next.delete('search');
  else next.set('search', search);
  return next;
}

function parsePage(text: string | null): number {
  if (text === null || !/^\d+$/.test(text.trim())) return 1;
  const page = Number(text.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function parsePrice(text: string | null): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!DECIMAL.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.max(0, value) : undefined;
}

function isPrice(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value >= 0;
}

function uniqueNonEmpty(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}
