import type { Product } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { LISTING_PRODUCTS } from '../../../components/product-card/examples/product-card.examples.js';
import { FavouritesPage, type FavouritesPageProps } from '../favourites-page.js';

/** Six favourites: two rows of three on desktops, three rows of two on phones. */
export const FAVOURITE_PRODUCTS: readonly Product[] = LISTING_PRODUCTS.slice(0, 6);

/** The visible states of the favourites page, each a story and a test. */
export const FAVOURITES_PAGE_STATES = [
  'ready',
  'paged',
  'released',
  'confirm',
  'clearing',
  'clearFailed',
  'loading',
  'empty',
  'loadFailed',
] as const;
export type FavouritesPageState = (typeof FAVOURITES_PAGE_STATES)[number];

type ViewData = Omit<FavouritesPageProps, 'onToggleFavourite' | 'onClearAll' | 'onAddToCart'>;

/** The view's props for a state (callbacks apart). */
export function favouritesPageStateProps(state: FavouritesPageState): ViewData {
  const ready: ViewData = { products: FAVOURITE_PRODUCTS, count: FAVOURITE_PRODUCTS.length };
  switch (state) {
    case 'ready':
      return ready;
    case 'paged':
      // The last of three pages (24 a page): 51 favourites, three on this page.
      return { products: FAVOURITE_PRODUCTS.slice(0, 3), count: 51, page: 3, pages: 3 };
    case 'released': {
      // The shopper took the second product out: its card stays, the heart released.
      const [first, , ...rest] = FAVOURITE_PRODUCTS;
      return {
        ...ready,
        count: FAVOURITE_PRODUCTS.length - 1,
        favouriteIds: [first, ...rest].flatMap((product) => (product ? [product.id] : [])),
      };
    }
    case 'confirm':
      return { ...ready, defaultConfirmOpen: true };
    case 'clearing':
      return { ...ready, clearing: true };
    case 'clearFailed':
      return { ...ready, clearFailed: true };
    case 'loading':
      return { products: [], count: 6, loading: true };
    case 'empty':
      return { products: [], count: 0 };
    case 'loadFailed':
      return { products: [], count: 0, loadFailed: true };
  }
}

const noop = () => undefined;

export type FavouritesPageExampleProps = {
  state: FavouritesPageState;
} & Partial<FavouritesPageProps>;

/** The page body in a state, in the page's column; callbacks do nothing unless given. */
export function FavouritesPageExample({ state, ...props }: FavouritesPageExampleProps): ReactNode {
  return (
    <FavouritesPageFrame>
      <FavouritesPage
        onToggleFavourite={noop}
        onClearAll={noop}
        onAddToCart={noop}
        onRetry={noop}
        eagerImages={12}
        animated={false}
        {...favouritesPageStateProps(state)}
        {...props}
      />
    </FavouritesPageFrame>
  );
}

/** The page's column. */
export function FavouritesPageFrame({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:px-3 shop:py-4 shop:bp768:px-6 shop:bp768:py-6">
      {children}
    </div>
  );
}
