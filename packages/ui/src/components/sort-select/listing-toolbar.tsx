import type { SortType } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { FilterIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { Button, type ButtonProps } from '../../primitives/button/index.js';
import { SortSelect } from './sort-select.js';

export const listingToolbarVariants = cva(
  'flex flex-wrap items-end justify-between gap-x-4 gap-y-3 bp570:items-center',
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
        className="w-full text-sm text-muted tabular-nums bp570:w-auto"
      >
        {loading ? null : t('listing.count', { count })}
      </p>
      <div className="flex w-full items-end gap-3 bp570:w-auto bp570:items-center">
        {filtersButton ? (
          // The drawer is used at 1280 px or less (BREAKPOINTS.filterDrawerMax); above, the sidebar.
          <div data-slot="listing-toolbar-filters" className="shrink-0 min-[1281px]:hidden">
            {filtersButton}
          </div>
        ) : null}
        <SortSelect value={sort} onChange={onSortChange} className="min-w-0 flex-1" />
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
      className={cn('h-11 bp1024:h-10', className)}
      {...props}
    >
      <FilterIcon className="size-4 shrink-0" />
      {t('listing.filters')}
      {activeCount > 0 ? (
        <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-settings-main px-1 text-xs leading-none font-semibold text-white tabular-nums">
          {activeCount}
        </span>
      ) : null}
    </Button>
  );
}
