import type { Filter, Product } from '@shop/core/contract';
import { filterStateToQuery, type FilterState } from '@shop/core/rules';
import {
  Breadcrumbs,
  ListingToolbar,
  Pagination,
  ProductGrid,
  type BreadcrumbItem,
  useT,
} from '@shop/ui';
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';

export interface ListingPageProps {
  title: string;
  /** The steps from home to this listing (home itself is added). */
  trail?: BreadcrumbItem[];
  page: { results: Product[]; pages: number; total?: number | undefined };
  filters: Filter[];
  state: FilterState;
  /** Shown instead of the grid when nothing matches. */
  empty?: ReactNode;
}

/** The address of another page of the same listing: every filter kept. */
export function pageHref(state: FilterState, page: number): string {
  const query = filterStateToQuery({ ...state, page }).toString();
  return query ? `?${query}` : '?';
}

/**
 * A product listing (category or search, SPEC §2/§4): breadcrumbs, title, products, pagination.
 * Filters, sort and page live in the URL, so back and forward restore them.
 */
export function ListingPage({ title, trail = [], page, state, empty }: ListingPageProps) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: t('pageTitle.home'), href: '/' }, ...trail.slice(0, -1), { label: title }]}
      />
      <h1 className="text-3xl font-semibold">{title}</h1>
      <ListingToolbar
        count={page.total ?? page.results.length}
        sort={state.order_by}
        onSortChange={(order_by) => void navigate(pageHref({ ...state, order_by }, 1))}
      />
      <ProductGrid products={page.results} eagerImages={3} columns={3} empty={empty} />
      {page.pages > 1 ? (
        <Pagination
          page={state.page}
          pageCount={page.pages}
          getHref={(number) => pageHref(state, number)}
          className="self-center"
        />
      ) : null}
    </div>
  );
}
