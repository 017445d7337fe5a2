export {
  MobileCatalogue,
  mobileCatalogueRowVariants,
  mobileCatalogueVariants,
} from './mobile-catalogue.js';
export type { MobileCatalogueProps } from './mobile-catalogue.js';
export type { CatalogueLevel } from './mobile-catalogue.level.js';
