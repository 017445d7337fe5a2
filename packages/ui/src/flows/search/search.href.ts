import { localeFromPath, PATHS, searchPath } from '@shop/core/rules';

/**
 * Where a submitted search goes, as a route without a language prefix (give it to `ShopLink` or
 * localise it with `shopHref`). From any page: the search page with only `search`. Already on
 * the search page: the same query with its `search` parameter replaced (SPEC §4), so the
 * chosen filters and sort stay. The page number goes too: page 3 of the old words is not a
 * page of the new ones, and could be past their end. Blank text drops the parameter.
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
  const onSearchPage = path.replace(/\/+$/, '') === PATHS.search;
  const kept = new URLSearchParams(onSearchPage ? url.searchParams : '');
  kept.delete('page');
  return searchPath(text, kept);
}

/**
 * The words a page was searched for: the search page's `search` parameter, or '' anywhere else.
 * The header's box shows them, so the shopper sees (and can change) what the results are for.
 *
 * @example searchedText('/ru/pages/search?search=burghiu&page=2') // 'burghiu'
 * @example searchedText('/pages/catalog/scule?search=x') // ''
 */
export function searchedText(current: string): string {
  const url = new URL(current, 'http://shop.invalid');
  const onSearchPage = localeFromPath(url.pathname).path.replace(/\/+$/, '') === PATHS.search;
  return onSearchPage ? (url.searchParams.get('search') ?? '') : '';
}
