export { FilterDrawer } from './filter-drawer.js';
export type { FilterDrawerProps } from './filter-drawer.js';
export { FilterPanel, filterPanelVariants } from './filter-panel.js';
export type { FilterPanelProps } from './filter-panel.js';
export { FilterSidebar, filterSidebarVariants } from './filter-sidebar.js';
export type { FilterSidebarProps } from './filter-sidebar.js';
export { FiltersButton, filtersButtonVariants } from './filters-button.js';
export type { FiltersButtonProps } from './filters-button.js';
export { activeFilterCount, sameFilters } from './filters.model.js';
