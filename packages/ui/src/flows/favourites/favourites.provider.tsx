import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useEmitted } from '../../lib/use-emitted.js';
import {
  favouritesMachine,
  selectClearing,
  selectCount,
  selectIds,
  selectIsFavourite,
  selectIsPending,
  selectKnown,
  selectMode,
  selectPending,
  type FavouritesActorRef,
  type FavouritesMachine,
  type FavouritesMode,
  type FavouritesStart,
} from './favourites.machine.js';

const FavouritesActorContext = createContext<FavouritesActorRef | null>(null);

/** What the storefront does when the favourites machine asks (its emitted events). */
export interface FavouritesHandlers {
  /** A visitor's list changed: write it to browser storage (FAVOURITES_STORAGE_KEY). */
  onVisitorFavouritesChanged?: (ids: number[]) => void;
  /** A signed-in toggle failed and its heart went back (a toast may say `favourites.toggleFailed`). */
  onToggleFailed?: (productId: number, error: unknown) => void;
  /** The clear-all failed (the favourites page says so by itself). */
  onClearFailed?: (error: unknown) => void;
  /** The account's favourites could not be loaded. */
  onLoadFailed?: (error: unknown) => void;
}

export interface FavouritesProviderProps extends FavouritesHandlers {
  /**
   * The favourites machine with the storefront's actors (`loadAccountFavourites`,
   * `addFavourite`, `removeFavourite`, `clearFavourites`) and optionally its `logError`. Read
   * once, at mount.
   * @default favouritesMachine (its actors fail with "not provided")
   */
  machine?: FavouritesMachine;
  /**
   * The favourites known when the page renders (a signed-in account's, from the loader); read at
   * mount. A visitor's come from storage after hydration: send `USE_VISITOR` then.
   * @default undefined
   * @example initial={{ mode: 'account', favourites: loaderData.favouriteIds }}
   */
  initial?: FavouritesStart;
  children?: ReactNode;
}

/**
 * Runs the page's one favourites actor and gives it to everything below: the header's count
 * (`useFavouritesCount`), every product card's heart (`useFavourites().ids` for a grid,
 * `useIsFavourite(id)` for one heart) and the favourites page (`FavouritesPageContainer`) read
 * the same actor, so a heart pressed anywhere moves the count and the page at once. The storefront
 * sends it `USE_VISITOR` / `STORED` (storage) and `USE_ACCOUNT` (on the session's `signedIn`).
 *
 * @example
 * <FavouritesProvider machine={storefrontFavouritesMachine}
 *   onVisitorFavouritesChanged={(ids) => writeStorage(FAVOURITES_STORAGE_KEY, ids)}>
 *   <SessionProvider onSignedIn={…}>…</SessionProvider>
 * </FavouritesProvider>
 */
export function FavouritesProvider({
  machine = favouritesMachine,
  initial,
  children,
  ...handlers
}: FavouritesProviderProps): ReactNode {
  const actor = useActorRef(machine, { input: { initial } });
  useEmitted(actor, (event) => {
    switch (event.type) {
      case 'visitorFavouritesChanged':
        handlers.onVisitorFavouritesChanged?.(event.ids);
        break;
      case 'toggleFailed':
        handlers.onToggleFailed?.(event.productId, event.error);
        break;
      case 'clearFailed':
        handlers.onClearFailed?.(event.error);
        break;
      case 'loadFailed':
        handlers.onLoadFailed?.(event.error);
        break;
    }
  });
  return (
    <FavouritesActorContext.Provider value={actor}>{children}</FavouritesActorContext.Provider>
  );
}

/** The page's favourites actor (inside a FavouritesProvider): send it USE_VISITOR, TOGGLE, … */
export function useFavouritesActor(): FavouritesActorRef {
  const actor = useContext(FavouritesActorContext);
  if (!actor) throw new Error('useFavouritesActor: no FavouritesProvider above this component');
  return actor;
}

/** The header's count: the server total when signed in, the stored count otherwise. */
export function useFavouritesCount(): number {
  return useSelector(useFavouritesActor(), selectCount);
}

/** Whether one product is a favourite: a single heart re-renders only when its own state changes. */
export function useIsFavourite(productId: number): boolean {
  const selector = useMemo(() => selectIsFavourite(productId), [productId]);
  return useSelector(useFavouritesActor(), selector);
}

/** Whether one product's toggle still waits for the server. */
export function useIsFavouritePending(productId: number): boolean {
  const selector = useMemo(() => selectIsPending(productId), [productId]);
  return useSelector(useFavouritesActor(), selector);
}

/** What a component reads of the favourites, and what it can ask of them. */
export interface FavouritesView {
  mode: FavouritesMode;
  /** The favourites are known (storage read, or the account's list arrived). */
  known: boolean;
  /** The header's count. */
  count: number;
  /** The favourite ids, newest first: a grid's `favouriteIds`. */
  ids: readonly number[];
  /** Products whose toggle waits for the server. */
  pending: readonly number[];
  /** A clear-all runs. */
  clearing: boolean;
  /** Flips a product's heart: a grid's `onToggleFavourite` takes it as it is. */
  toggle: (product: number | { id: number }) => void;
  /** Clears all (the favourites page's clear-all, after its confirmation). */
  clear: () => void;
}

/**
 * The favourites, read through narrow selectors.
 *
 * @example
 * const favourites = useFavourites();
 * <ProductGrid favouriteIds={favourites.ids} onToggleFavourite={favourites.toggle} … />
 */
export function useFavourites(): FavouritesView {
  const actor = useFavouritesActor();
  const mode = useSelector(actor, selectMode);
  const known = useSelector(actor, selectKnown);
  const count = useSelector(actor, selectCount);
  const ids = useSelector(actor, selectIds);
  const pending = useSelector(actor, selectPending);
  const clearing = useSelector(actor, selectClearing);
  const toggle = useCallback(
    (product: number | { id: number }) =>
      actor.send({
        type: 'TOGGLE',
        productId: typeof product === 'number' ? product : product.id,
      }),
    [actor],
  );
  const clear = useCallback(() => actor.send({ type: 'CLEAR' }), [actor]);
  return { mode, known, count, ids, pending, clearing, toggle, clear };
}
