export {
  FavouritesPage,
  favouritesPageConfirmVariants,
  favouritesPageHref,
  favouritesPageVariants,
} from './favourites-page.js';
export type { FavouritesPageProps } from './favourites-page.js';
