export { ListingFiltersButton, ListingToolbar, listingToolbarVariants } from './listing-toolbar.js';
export type { ListingFiltersButtonProps, ListingToolbarProps } from './listing-toolbar.js';
export { SortSelect, sortSelectVariants } from './sort-select.js';
export type { SortSelectProps } from './sort-select.js';
