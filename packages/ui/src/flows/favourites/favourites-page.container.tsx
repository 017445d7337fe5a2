import { useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { FavouritesPage, type FavouritesPageProps } from './favourites-page.js';
import { selectLoadFailed } from './favourites.machine.js';
import { useFavourites, useFavouritesActor } from './favourites.provider.js';

export type FavouritesPageContainerProps = Omit<
  FavouritesPageProps,
  'count' | 'favouriteIds' | 'onToggleFavourite' | 'onClearAll' | 'clearing' | 'clearFailed'
>;

/**
 * The favourites page's body, wired to the favourites actor (inside a FavouritesProvider): the
 * count, the hearts, the clear-all and its failure, and a failed load of the account's list (its
 * retry loads it again) come from the actor; the page's products, page and pages, and whether
 * they failed to load (`loadFailed`, `onRetry`), from the storefront. Hearts released here keep their card until the
 * page loads again (a slip is undone by pressing again); a clear-all empties the page at once.
 *
 * @example
 * <FavouritesPageContainer products={data.results} page={data.page} pages={data.pages}
 *   onAddToCart={addToCart} userRole={roles.role} pricing={pricing} />
 */
export function FavouritesPageContainer({
  products,
  loading = false,
  loadFailed = false,
  onRetry,
  ...props
}: FavouritesPageContainerProps): ReactNode {
  const actor = useFavouritesActor();
  const { known, count, ids, clearing, toggle, clear } = useFavourites();
  const listFailed = useSelector(actor, selectLoadFailed);
  // The account's list or the page's products did not come: said, whatever else is known.
  const failed = listFailed || loadFailed;
  const [clearAsked, setClearAsked] = useState(false);
  const [clearFailed, setClearFailed] = useState(false);

  useEffect(() => {
    const subscription = actor.on('clearFailed', () => {
      setClearAsked(false);
      setClearFailed(true);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const cleared = clearAsked && known && count === 0 && !clearing;
  return (
    <FavouritesPage
      {...props}
      products={cleared ? [] : products}
      loading={!failed && (loading || !known)}
      loadFailed={failed}
      onRetry={() => {
        if (listFailed) actor.send({ type: 'USE_ACCOUNT' });
        if (loadFailed) onRetry?.();
      }}
      count={count}
      favouriteIds={ids}
      onToggleFavourite={toggle}
      onClearAll={() => {
        setClearFailed(false);
        setClearAsked(true);
        clear();
      }}
      clearing={clearing}
      clearFailed={clearFailed}
    />
  );
}
