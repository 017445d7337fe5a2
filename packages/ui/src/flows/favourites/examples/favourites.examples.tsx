import type { FavouriteIds } from '@shop/core/contract';
import { useEffect, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { FavouritesPageFrame, FAVOURITE_PRODUCTS } from './favourites-page.examples.js';
import { SAMPLE_LOGO } from '../../../components/header/examples/header.examples.js';
import { Header } from '../../../components/header/index.js';
import { GRID_PRODUCTS } from '../../../components/product-grid/examples/product-grid.examples.js';
import { ProductGrid } from '../../../components/product-grid/index.js';
import { LinkProvider } from '../../../lib/link.js';
import { stayingLink } from '../../session/examples/session.examples.js';
import { FavouritesPageContainer } from '../favourites-page.container.js';
import { favouritesMachine, type FavouriteToggleInput } from '../favourites.machine.js';
import {
  FavouritesProvider,
  useFavourites,
  useFavouritesActor,
  useFavouritesCount,
  type FavouritesProviderProps,
} from '../favourites.provider.js';
import type { CallGate } from '../../../lib/call-gate.js';

const noop = () => undefined;
const forever = () => new Promise<never>(noop);
const after = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export interface DemoFavouritesOptions {
  /** The account's favourites `loadAccountFavourites` answers. @default the first two products */
  account?: FavouriteIds;
  /** Every add fails (as the server's `limit_reached` would). @default false */
  failAdds?: boolean;
  /** The clear-all never answers (to show it running). @default false */
  clearHangs?: boolean;
  /** How long each request takes, in ms. @default 10 */
  delayMs?: number;
  /** Changes also wait at this gate. */
  gate?: CallGate;
}

/** The favourites machine as the storefront provides it, with fake actors and a silent log. */
export function demoFavouritesMachine({
  account = { ids: GRID_PRODUCTS.slice(0, 2).map((product) => product.id), total: 2 },
  failAdds = false,
  clearHangs = false,
  delayMs = 10,
  gate,
}: DemoFavouritesOptions = {}) {
  const change = async () => {
    await after(delayMs);
    await gate?.wait();
  };
  return favouritesMachine.provide({
    actors: {
      loadAccountFavourites: fromPromise<FavouriteIds>(async () => {
        await after(delayMs);
        return account;
      }),
      addFavourite: fromPromise<void, FavouriteToggleInput>(async () => {
        await change();
        if (failAdds) throw new Error('limit_reached');
      }),
      removeFavourite: fromPromise<void, FavouriteToggleInput>(change),
      clearFavourites: fromPromise<void>(() => (clearHangs ? forever() : change())),
    },
    actions: { logError: noop },
  });
}

/** The demo machine with its defaults. */
export const DEMO_FAVOURITES_MACHINE = demoFavouritesMachine();

/** The header's count, read from the shared actor. */
function CountedHeader() {
  return <Header logo={SAMPLE_LOGO} favouritesCount={useFavouritesCount()} cartCount={0} />;
}

/** A listing whose hearts read and toggle the shared actor. */
function FavouriteGrid() {
  const favourites = useFavourites();
  return (
    <ProductGrid
      products={GRID_PRODUCTS.slice(0, 6)}
      favouriteIds={favourites.ids}
      onToggleFavourite={favourites.toggle}
      eagerImages={12}
      animated={false}
    />
  );
}

export type FavouritesExampleProps = Omit<FavouritesProviderProps, 'children'>;

/**
 * One favourites actor for the whole page, as the storefront wires it: the header's count and
 * the listing's hearts read it; a heart pressed in the grid moves the header's count.
 */
export function FavouritesExample({
  machine = DEMO_FAVOURITES_MACHINE,
  ...props
}: FavouritesExampleProps): ReactNode {
  return (
    <LinkProvider renderLink={stayingLink}>
      <FavouritesProvider machine={machine} {...props}>
        <CountedHeader />
        <FavouritesPageFrame>
          <FavouriteGrid />
        </FavouritesPageFrame>
      </FavouritesProvider>
    </LinkProvider>
  );
}

/** Sends USE_ACCOUNT once mounted, as the storefront does on the session's `signedIn`. */
function UseAccountOnMount() {
  const actor = useFavouritesActor();
  useEffect(() => {
    actor.send({ type: 'USE_ACCOUNT' });
  }, [actor]);
  return null;
}

export type FavouritesPageLiveExampleProps = FavouritesExampleProps & {
  /** Switch to the account's favourites at mount (they load through the machine). */
  accountAtMount?: boolean;
};

/** The favourites page wired to the same actor as the header's count. */
export function FavouritesPageLiveExample({
  machine = DEMO_FAVOURITES_MACHINE,
  accountAtMount = false,
  ...props
}: FavouritesPageLiveExampleProps): ReactNode {
  return (
    <LinkProvider renderLink={stayingLink}>
      <FavouritesProvider machine={machine} {...props}>
        {accountAtMount ? <UseAccountOnMount /> : null}
        <CountedHeader />
        <FavouritesPageFrame>
          <FavouritesPageContainer
            products={FAVOURITE_PRODUCTS}
            eagerImages={12}
            animated={false}
          />
        </FavouritesPageFrame>
      </FavouritesProvider>
    </LinkProvider>
  );
}

/** The ids of the page's six sample favourites. */
export const FAVOURITE_PRODUCT_IDS = FAVOURITE_PRODUCTS.map((product) => product.id);
