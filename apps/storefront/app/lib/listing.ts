import type { Category } from '@shop/core/contract';
import { filterStateFromQuery, type FilterState, type LocaleCode } from '@shop/core/rules';

/** The API query of a listing's filter state (same keys as the page URL, SPEC §7). */
export function listingQuery(state: FilterState) {
  return {
    page: state.page,
    is_promotion: state.is_promotion || undefined,
    price__gte: state.price__gte,
    price__lte: state.price__lte,
    brands: state.brands.length ? state.brands : undefined,
    attributes: state.attributes.length ? state.attributes : undefined,
    order_by: state.order_by,
  };
}

/** The filter state of a request's URL. */
export function filterStateOf(request: Request): FilterState {
  return filterStateFromQuery(new URL(request.url).searchParams);
}

/** A category at any of the catalogue's three levels, with the trail that leads to it. */
export interface CategoryTrail {
  name: string;
  slug: string;
  trail: { name: string; slug: string }[];
}

/** Finds a slug in the catalogue tree (top categories, subcategories, sub-subcategories). */
export function findCategory(categories: readonly Category[], slug: string): CategoryTrail | null {
  for (const top of categories) {
    const topLink = { name: top.name, slug: top.slug };
    if (top.slug === slug) return { ...topLink, trail: [topLink] };
    for (const sub of top.category_in_subcategory) {
      const subLink = { name: sub.name, slug: sub.slug };
      if (sub.slug === slug) return { ...subLink, trail: [topLink, subLink] };
      for (const leaf of sub.subsubcategory_in_subcategory) {
        if (leaf.slug === slug) {
          const leafLink = { name: leaf.name, slug: leaf.slug };
          return { ...leafLink, trail: [topLink, subLink, leafLink] };
        }
      }
    }
  }
  return null;
}

/**
 * What a listing's filter drawer counts its draft with: the API's total for the draft, through
 * the browser's client (fetched with the first count, not with the page). `base` is what the
 * listing is of: a category's products or a search's (with `as_typed` when the page shows the
 * words as typed, so the count is of the same products).
 */
export function listingCounter(
  locale: LocaleCode,
  base: { parent_slug: string } | { search: string; as_typed?: true },
): (draft: FilterState, signal: AbortSignal) => Promise<number> {
  return async (draft, signal) => {
    const { shopClient } = await import('./shop-client.js');
    const catalogue = shopClient(locale).catalogue;
    const query = { ...listingQuery(draft), page: 1 };
    const page =
      'search' in base
        ? await catalogue.search({ ...base, ...query }, { signal })
        : await catalogue.products({ ...base, ...query }, { signal });
    return page.total ?? page.results.length;
  };
}
