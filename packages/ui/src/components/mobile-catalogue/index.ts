export {
  MobileCatalogue,
  mobileCatalogueRowVariants,
  mobileCatalogueVariants,
} from './mobile-catalogue.js';
export type { MobileCatalogueProps } from './mobile-catalogue.js';
export { CATALOGUE_TOP, catalogueLevel, resolveCatalogueLevel } from './mobile-catalogue.level.js';
export type {
  CatalogueLevel,
  CatalogueLevelAction,
  CatalogueView,
} from './mobile-catalogue.level.js';
export { catalogueSearchIndex, searchCatalogue } from './mobile-catalogue.search.js';
export type { CatalogueSearchEntry } from './mobile-catalogue.search.js';
