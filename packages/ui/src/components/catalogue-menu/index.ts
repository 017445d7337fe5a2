export {
  CatalogueMenu,
  catalogueMenuCategoryVariants,
  catalogueMenuVariants,
  CategoryIcon,
} from './catalogue-menu.js';
export type { CatalogueMenuProps } from './catalogue-menu.js';
export { HOVER_INTENT_MS, hoverIntent, initialHoverIntent } from './catalogue-menu.intent.js';
export type { HoverIntentEvent, HoverIntentState } from './catalogue-menu.intent.js';
