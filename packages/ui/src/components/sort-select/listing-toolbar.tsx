import type { SortType } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { FilterIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { Button, type ButtonProps } from '../../primitives/button/index.js';
import { SortSelect } from './sort-select.js';

export const listingToolbarVariants = cva(
  'shop:flex shop:flex-wrap shop:items-end shop:justify-between shop:gap-x-4 shop:gap-y-3 shop:bp570:items-center',
);

export interface ListingToolbarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** How many products match (the server's total). @example <ListingToolbar count={page.total} … /> */
  count: number;
  /** The chosen sort. */
  sort: SortType;
  /** A sort was chosen. */
  onSortChange: (sort: SortType) => void;
  /**
   * The button that opens the filter drawer (e.g. ListingFiltersButton as the SidePanel's
   * trigger). It shows only at 1280 px or less, where the drawer replaces the sidebar (SPEC §2).
   */
  filtersButton?: ReactNode;
  /**
   * The count is being refreshed: it is hidden from the live region until the new one arrives.
   * @default false
   */
  loading?: boolean;
}

/**
 * The bar above a listing: the number of products (announced politely when it changes), the
 * filters button for the drawer below 1280 px, and the sort select.
 */
export function ListingToolbar({
  className,
  count,
  sort,
  onSortChange,
  filtersButton,
  loading = false,
  ...props
}: ListingToolbarProps): ReactNode {
  const { t } = useT();
  return (
    <div data-slot="listing-toolbar" className={cn(listingToolbarVariants(), className)} {...props}>
      <p
        data-slot="listing-toolbar-count"
        role="status"
        className="shop:w-full shop:text-sm shop:text-muted shop:tabular-nums shop:bp570:w-auto"
      >
        {loading ? null : t('listing.count', { count })}
      </p>
      <div className="shop:flex shop:w-full shop:items-end shop:gap-3 shop:bp570:w-auto shop:bp570:items-center">
        {filtersButton ? (
          // The drawer is used at 1280 px or less (BREAKPOINTS.filterDrawerMax); above, the sidebar.
          <div
            data-slot="listing-toolbar-filters"
            className="shop:shrink-0 shop:min-[1281px]:hidden"
          >
            {filtersButton}
          </div>
        ) : null}
        <SortSelect value={sort} onChange={onSortChange} className="shop:min-w-0 shop:flex-1" />
      </div>
    </div>
  );
}

export interface ListingFiltersButtonProps extends Omit<ButtonProps, 'children'> {
  /**
   * How many filters are on; shown after the label when above 0.
   * @default 0
   */
  activeCount?: number;
}

/** The 'Filters' button that opens the filter drawer (pass it as ListingToolbar's filtersButton). */
export function ListingFiltersButton({
  className,
  activeCount = 0,
  variant = 'secondary',
  ...props
}: ListingFiltersButtonProps): ReactNode {
  const { t } = useT();
  return (
    <Button
      data-slot="listing-filters-button"
      variant={variant}
      className={cn('shop:h-11 shop:bp1024:h-10', className)}
      {...props}
    >
      <FilterIcon className="shop:size-4 shop:shrink-0" />
      {t('listing.filters')}
      {activeCount > 0 ? (
        <span className="shop:inline-flex shop:h-5 shop:min-w-5 shop:items-center shop:justify-center shop:rounded-full shop:bg-settings-main shop:px-1 shop:text-xs shop:leading-none shop:font-semibold shop:text-white shop:tabular-nums">
          {activeCount}
        </span>
      ) : null}
    </Button>
  );
}
