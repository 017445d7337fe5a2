export { FilterDrawer } from './filter-drawer.js';
export type { FilterDrawerProps } from './filter-drawer.js';
export { FilterPanel, filterPanelVariants, PRICE_COLUMN } from './filter-panel.js';
export type { FilterPanelProps } from './filter-panel.js';
export { FilterSidebar, filterSidebarVariants } from './filter-sidebar.js';
export type { FilterSidebarProps } from './filter-sidebar.js';
export { FiltersButton, filtersButtonVariants } from './filters-button.js';
export type { FiltersButtonProps } from './filters-button.js';
export {
  activeFilterCount,
  checkedBuckets,
  clearFilters,
  filterColumnKey,
  filterItemValue,
  filterListOf,
  hasPriceFilter,
  isPriceFilter,
  isValueSelected,
  priceBucketOptions,
  priceRangeOf,
  sameFilters,
  setFilterValue,
  setPromotion,
  toggleBucket,
  withPriceRange,
} from './filters.model.js';
export type { FilterList, PriceBucketOption } from './filters.model.js';
