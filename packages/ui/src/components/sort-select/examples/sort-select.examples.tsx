import { DEFAULT_SORT, type SortType } from '@shop/core/rules';
import { useState } from 'react';
import { ListingFiltersButton, ListingToolbar } from '../listing-toolbar.js';

export interface ToolbarExampleProps {
  /** The number of products. */
  count: number;
  /** The sort at first. @default DEFAULT_SORT */
  initialSort?: SortType;
  /** Show the filters button (the drawer's trigger). @default true */
  withFilters?: boolean;
  /** Active filters on the button. @default 0 */
  activeFilters?: number;
  /** The count is being refreshed. @default false */
  loading?: boolean;
  /** A sort was chosen (after the example keeps it). */
  onSortChange?: (sort: SortType) => void;
  /** The filters button was pressed. */
  onOpenFilters?: () => void;
}

/** A listing toolbar that keeps its own sort, as the listing page does through the URL. */
export function ToolbarExample({
  count,
  initialSort = DEFAULT_SORT,
  withFilters = true,
  activeFilters = 0,
  loading = false,
  onSortChange,
  onOpenFilters,
}: ToolbarExampleProps) {
  const [sort, setSort] = useState<SortType>(initialSort);
  return (
    <ListingToolbar
      count={count}
      sort={sort}
      loading={loading}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
      filtersButton={
        withFilters ? (
          <ListingFiltersButton activeCount={activeFilters} onClick={onOpenFilters} />
        ) : undefined
      }
    />
  );
}
