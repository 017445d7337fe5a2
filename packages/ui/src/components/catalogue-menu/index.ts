export {
  CatalogueMenu,
  catalogueMenuCategoryVariants,
  catalogueMenuVariants,
} from './catalogue-menu.js';
export type { CatalogueMenuProps } from './catalogue-menu.js';
