import type { Filter, Product } from '@shop/core/contract';
import { filterStateToQuery, PATHS, type FilterState } from '@shop/core/rules';
import {
  activeFilterCount,
  Breadcrumbs,
  FilterDrawer,
  FiltersButton,
  FilterSidebar,
  ListingToolbar,
  Pagination,
  useT,
  type BreadcrumbItem,
} from '@shop/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ShopProductGrid } from '../components/shop-product-grid.js';
import { useDraftCount, type CountProducts } from '../hooks/use-draft-count.js';

export interface ListingPageProps {
  title: string;
  /** The steps from home to this listing (home itself is added). */
  trail?: BreadcrumbItem[];
  page: { results: Product[]; pages: number; total?: number | undefined };
  filters: Filter[];
  state: FilterState;
  /** Shown instead of the grid when nothing matches. */
  empty?: ReactNode;
  /** A line under the title, above the filters and results (the search's other spelling). */
  notice?: ReactNode;
  /** Parameters every link of the listing keeps besides its filters (the search's `as_typed`). */
  keep?: URLSearchParams | undefined;
  /**
   * Counts the products of the filter drawer's draft, for its "Show N products" button; without
   * it the button names no number once the draft differs from the applied filters.
   */
  countProducts?: CountProducts;
}

/**
 * The address of a listing's state: every filter kept, defaults left out, then `keep`'s
 * parameters (the search page's `as_typed`).
 */
export function listingHref(state: FilterState, keep?: URLSearchParams): string {
  const params = filterStateToQuery(state);
  keep?.forEach((value, key) => params.append(key, value));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/**
 * A product listing (category or search, SPEC §2/§4): breadcrumbs, title, filters (a sidebar
 * above 1280 px, a drawer at 1280 px or less), sort, products and pagination. Filters, sort and
 * page live in the URL, so back and forward restore them and every state can be shared.
 */
export function ListingPage({
  title,
  trail = [],
  page,
  filters,
  state,
  empty,
  notice,
  keep,
  countProducts,
}: ListingPageProps) {
  const { t } = useT();
  const navigate = useNavigate();
  // A filter change keeps the scroll position: the shopper is looking at the filters.
  const apply = (next: FilterState) =>
    void navigate(listingHref(next, keep), { preventScrollReset: true });
  const count = page.total ?? page.results.length;
  const draftCount = useDraftCount(state, count, countProducts);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="shop:flex shop:flex-col shop:gap-4">
      <Breadcrumbs
        items={[
          { label: t('pageTitle.home'), href: PATHS.home },
          ...trail.slice(0, -1),
          { label: title },
        ]}
      />
      <h1 className="shop:text-3xl shop:font-semibold">{title}</h1>
      {notice}
      {/* Nothing found, and no filter to undo: nothing to filter or sort, only the empty state. */}
      {count === 0 && activeFilterCount(state) === 0 ? (
        <ShopProductGrid products={[]} headingLevel={2} empty={empty} />
      ) : (
        <div className="shop:flex shop:gap-8">
          <FilterSidebar
            filters={filters}
            value={state}
            onChange={apply}
            className="shop:w-[280px] shop:shrink-0"
          />
          <div className="shop:flex shop:min-w-0 shop:flex-1 shop:flex-col shop:gap-4">
            <ListingToolbar
              count={count}
              sort={state.order_by}
              onSortChange={(order_by) => apply({ ...state, order_by, page: 1 })}
              filtersButton={
                <FilterDrawer
                  filters={filters}
                  value={state}
                  onApply={apply}
                  open={drawerOpen}
                  onOpenChange={(open) => {
                    setDrawerOpen(open);
                    draftCount.reset();
                  }}
                  onDraftChange={draftCount.onDraftChange}
                  productCount={draftCount.productCount}
                  trigger={<FiltersButton count={activeFilterCount(state)} />}
                />
              }
            />
            {/* The products are the page's sections: their names come right under its h1. */}
            <ShopProductGrid
              products={page.results}
              eagerImages={3}
              columns={3}
              headingLevel={2}
              empty={empty}
            />
            {page.pages > 1 ? (
              <Pagination
                page={state.page}
                pageCount={page.pages}
                getHref={(number) => listingHref({ ...state, page: number }, keep)}
                className="shop:self-center"
              />
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
