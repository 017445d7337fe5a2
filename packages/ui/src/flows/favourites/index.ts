export { FavouritesPageContainer } from './favourites-page.container.js';
export type { FavouritesPageContainerProps } from './favourites-page.container.js';
export {
  favouriteIdList,
  favouritesMachine,
  nextRequest,
  selectBusy,
  selectClearing,
  selectCount,
  selectIds,
  selectIsFavourite,
  selectIsPending,
  selectKnown,
  selectLoadFailed,
  selectLoading,
  selectMode,
  selectPending,
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
  favouritesPageHref,
  favouritesPageVariants,
} from './favourites-page.js';
export type { FavouritesPageProps } from './favourites-page.js';
