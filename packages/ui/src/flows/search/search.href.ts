import { localeFromPath, replaceSearchParam } from '@shop/core/rules';

/** The full search page (SPEC §2: `/pages/search?search=…`). */
export const SEARCH_PAGE_PATH = '/pages/search';

/** The page of one product: where a result of the dropdown leads. */
export function productHref(product: { slug: string }): string {
  return `/pages/product/${encodeURIComponent(product.slug)}`;
}

/**
 * Where a submitted search goes, as a route without a language prefix (give it to `ShopLink` or
 * localise it with `shopHref`). From any page: the search page with only `search`. Already on
 * the search page: the same query with only its `search` parameter replaced (SPEC §4), so the
 * chosen filters and sort stay. Blank text drops the parameter.
 *
 * @param current where the user is: a path with its query (`/ru/pages/search?brands=X`), with or
 * without the language prefix; a full URL works too
 * @example searchPageHref('/pages/catalog/scule', 'burghiu') // '/pages/search?search=burghiu'
 * @example searchPageHref('/en/pages/search?search=a&order_by=price_asc', 'b')
 * // '/pages/search?search=b&order_by=price_asc'
 */
export function searchPageHref(current: string, text: string): string {
  const url = new URL(current, 'http://shop.invalid');
  const { path } = localeFromPath(url.pathname);
  const onSearchPage = path.replace(/\/+$/, '') === SEARCH_PAGE_PATH;
  const query = replaceSearchParam(onSearchPage ? url.searchParams : '', text).toString();
  return query === '' ? SEARCH_PAGE_PATH : `${SEARCH_PAGE_PATH}?${query}`;
}
