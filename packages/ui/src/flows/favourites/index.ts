export { FavouritesPageContainer } from './favourites-page.container.js';
export type { FavouritesPageContainerProps } from './favourites-page.container.js';
export {
  favouritesMachine,
  selectBusy as selectFavouritesBusy,
  selectClearing as selectFavouritesClearing,
  selectCount as selectFavouritesCount,
  selectIds as selectFavouriteIds,
  selectIsFavourite,
  selectIsPending as selectIsFavouritePending,
  selectKnown as selectFavouritesKnown,
  selectLoadFailed as selectFavouritesLoadFailed,
  selectLoading as selectFavouritesLoading,
  selectMode as selectFavouritesMode,
  selectPending as selectFavouritesPending,
} from './favourites.machine.js';
export type {
  FavouriteRequest,
  FavouritesActorRef,
  FavouritesContext,
  FavouritesEmitted,
  FavouritesEvent,
  FavouritesMachine,
  FavouritesMachineInput,
  FavouritesMode,
  FavouritesSnapshot,
  FavouritesStart,
  FavouriteToggleInput,
} from './favourites.machine.js';
export {
  FavouritesProvider,
  useFavourites,
  useFavouritesActor,
  useFavouritesCount,
  useIsFavourite,
  useIsFavouritePending,
} from './favourites.provider.js';
export type {
  FavouritesHandlers,
  FavouritesProviderProps,
  FavouritesView,
} from './favourites.provider.js';
export {
  FavouritesPage,
  favouritesPageConfirmVariants,
  favouritesPageVariants,
} from './favourites-page.js';
export type { FavouritesPageProps } from './favourites-page.js';
