export { CategoryGrid, categoryGridVariants, homeCategoryToGridItem } from './category-grid.js';
export type { CategoryGridItem, CategoryGridProps } from './category-grid.js';
export { CategoryChips, categoryChipVariants } from './category-chips.js';
export type { CategoryChipItem, CategoryChipsProps } from './category-chips.js';
