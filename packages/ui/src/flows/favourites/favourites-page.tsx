import type { Product } from '@shop/core/contract';
import { favouritesOnPage, PATHS, type Role } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { HeartIcon, TrashIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { Button, buttonVariants } from '../../primitives/button/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { Pagination } from '../../primitives/pagination/index.js';
import { Spinner } from '../../primitives/spinner/index.js';
import type { ProductCardPricing } from '../../components/product-card/index.js';
import { ProductGrid } from '../../components/product-grid/index.js';

export const favouritesPageVariants = cva(
  'shop:flex shop:flex-col shop:gap-4 shop:text-ink shop:bp768:gap-6',
);

/** The clear-all confirmation: the question and its two answers in one framed row. */
export const favouritesPageConfirmVariants = cva(
  'shop:flex shop:flex-wrap shop:items-center shop:gap-2 shop:rounded-md shop:border shop:border-black/10 shop:bg-white shop:p-2 shop:bp768:gap-3 shop:bp768:pl-4',
);

/**
 * The address of a page of the favourites: page 1 is the bare path (SPEC §9: the default page
 * is 1), the others add `?page=`.
 *
 * @example favouritesPageHref(2) // '/pages/favorites?page=2'
 */
export function favouritesPageHref(page: number): string {
  return page > 1 ? `${PATHS.favourites}?page=${String(page)}` : PATHS.favourites;
}

export interface FavouritesPageProps {
  /** The favourite products of this page. @example products={page.results} */
  products: readonly Product[];
  /**
   * How many favourites there are in all, shown beside the heading (the header's count).
   * @default products.length
   */
  count?: number;
  /**
   * The current page, 1-based.
   * @default 1
   */
  page?: number;
  /**
   * How many pages there are; pagination shows from 2.
   * @default 1
   */
  pages?: number;
  /**
   * The address of a page, without the language prefix.
   * @default favouritesPageHref ('/pages/favorites?page=2')
   */
  pageHref?: (page: number) => string;
  /**
   * Ids of the products whose heart is pressed. On this page every product is a favourite until
   * the shopper takes it out; the card then stays, its heart released, so a slip is undone by
   * pressing it again.
   * @default the ids of `products`
   */
  favouriteIds?: readonly number[];
  /** A card's heart was pressed. */
  onToggleFavourite?: (product: Product) => void;
  /** A card's add-to-cart button was pressed. Without it the cards have none. */
  onAddToCart?: (product: Product) => void;
  /**
   * Ids of the products being added to the cart.
   * @default []
   */
  addingIds?: readonly number[];
  /**
   * Who is looking (prices and stock by role).
   * @default 'visitor'
   */
  userRole?: Role;
  /** The discounts of a dealer or a manager. */
  pricing?: ProductCardPricing;
  /**
   * The page's products are loading: skeleton cards, the region marked busy.
   * @default false
   */
  loading?: boolean;
  /**
   * Clear all, after the shopper confirmed. Without it there is no clear-all button.
   * @example onClearAll={() => favourites.send({ type: 'CLEAR' })}
   */
  onClearAll?: () => void;
  /**
   * The clear-all runs: its button shows a spinner and ignores presses.
   * @default false
   */
  clearing?: boolean;
  /**
   * The last clear-all failed: a message says so under the heading.
   * @default false
   */
  clearFailed?: boolean;
  /**
   * The favourites could not be loaded (the account's list, or the page's products): a message
   * in place of the cards, with a button to try again (`onRetry`).
   * @default false
   */
  loadFailed?: boolean;
  /** Load the favourites again (the failure's button). */
  onRetry?: () => void;
  /** The confirmation of the clear-all is shown (controlled). */
  confirmOpen?: boolean;
  /**
   * The confirmation is shown at first render (uncontrolled).
   * @default false
   */
  defaultConfirmOpen?: boolean;
  /** The confirmation opens or closes. */
  onConfirmOpenChange?: (open: boolean) => void;
  /**
   * Where the empty state's button leads.
   * @default PATHS.home
   */
  emptyHref?: string;
  /**
   * The first this many cards load their pictures eagerly (on screen at first paint).
   * @default 3 (the first row on desktops)
   */
  eagerImages?: number;
  /**
   * Skeletons pulse and spinners turn (when the user welcomes motion). Stories turn it off.
   * @default true
   */
  animated?: boolean;
  /** Extra classes for the page's `<section>`. */
  className?: string;
}

/**
 * The favourites page's body (SPEC §2 "/pages/favorites", "Empty … favourites (clear-all
 * button)"): the heading with the count, the favourite products as cards with their hearts
 * pressed, pagination, a clear-all button that asks first (an inline confirmation: focus goes to
 * 'Anulează', Escape cancels), skeletons while loading, an empty state leading to the shop, and
 * a failure to load with a button to try again.
 *
 * @example
 * <FavouritesPage products={page.results} count={count} page={2} pages={4}
 *   onToggleFavourite={(product) => toggle(product.id)} onClearAll={clearAll} />
 */
export function FavouritesPage({
  products,
  count = products.length,
  page = 1,
  pages = 1,
  pageHref = favouritesPageHref,
  favouriteIds,
  onToggleFavourite,
  onAddToCart,
  addingIds,
  userRole,
  pricing,
  loading = false,
  onClearAll,
  clearing = false,
  clearFailed = false,
  loadFailed = false,
  onRetry,
  confirmOpen: confirmOpenProp,
  defaultConfirmOpen = false,
  onConfirmOpenChange,
  emptyHref = PATHS.home,
  eagerImages = 3,
  animated = true,
  className,
}: FavouritesPageProps): ReactNode {
  const { t } = useT();
  const headingId = useId();
  const questionId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [confirmOpen, setConfirmOpen] = useControllableState(
    confirmOpenProp,
    defaultConfirmOpen,
    onConfirmOpenChange,
  );
  const failed = loadFailed && !loading;
  const empty = !loading && !failed && products.length === 0;
  const canClear = onClearAll !== undefined && !loading && !failed && !empty;
  const confirming = canClear && confirmOpen && !clearing;

  // Focus follows the confirmation: into it on 'Anulează' when it opens, back to the clear-all
  // button when it is cancelled, to the heading once confirmed (the list may be gone).
  const focusAfterClose = useRef<'clear' | 'heading' | null>(null);
  const wasConfirming = useRef(confirming);
  useEffect(() => {
    if (confirming && !wasConfirming.current) cancelRef.current?.focus();
    if (!confirming && wasConfirming.current) {
      const target = focusAfterClose.current === 'heading' ? headingRef : clearRef;
      (target.current ?? headingRef.current)?.focus();
      focusAfterClose.current = null;
    }
    wasConfirming.current = confirming;
  }, [confirming]);

  const cancel = () => {
    focusAfterClose.current = 'clear';
    setConfirmOpen(false);
  };
  const confirm = () => {
    focusAfterClose.current = 'heading';
    setConfirmOpen(false);
    onClearAll?.();
  };
  const cancelOnEscape = (event: { key: string; preventDefault: () => void }) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  };

  return (
    <section
      data-slot="favourites-page"
      data-state={loading ? 'loading' : failed ? 'failed' : empty ? 'empty' : 'ready'}
      aria-labelledby={headingId}
      className={cn(favouritesPageVariants(), className)}
    >
      <div className="shop:flex shop:min-h-12 shop:flex-wrap shop:items-center shop:justify-between shop:gap-x-4 shop:gap-y-2">
        <h1
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="shop:text-2xl shop:font-bold shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:bp768:text-3xl"
        >
          {t('favouritesPage.title')}
          {count > 0 ? (
            <>
              {' '}
              <span
                data-slot="favourites-page-count"
                className="shop:ml-1 shop:text-base shop:font-normal shop:whitespace-nowrap shop:text-muted"
              >
                {t('favouritesPage.count', { count })}
              </span>
            </>
          ) : null}
        </h1>
        {!canClear ? null : confirming ? (
          <div
            role="group"
            aria-labelledby={questionId}
            data-slot="favourites-page-confirm"
            className={favouritesPageConfirmVariants()}
          >
            <p id={questionId} className="shop:text-sm shop:font-medium">
              {t('favouritesPage.clearQuestion')}
            </p>
            <div className="shop:flex shop:gap-2">
              <Button size="sm" onClick={confirm} onKeyDown={cancelOnEscape}>
                {t('favouritesPage.clearConfirm')}
              </Button>
              {/* A plain button: the shop's Button takes no ref, and focus must land here. */}
              <button
                ref={cancelRef}
                type="button"
                onClick={cancel}
                onKeyDown={cancelOnEscape}
                className={buttonVariants({ size: 'sm', variant: 'secondary' })}
              >
                {t('favouritesPage.clearCancel')}
              </button>
            </div>
          </div>
        ) : (
          <button
            ref={clearRef}
            type="button"
            data-slot="favourites-page-clear"
            data-state={clearing ? 'busy' : undefined}
            aria-disabled={clearing || undefined}
            onClick={() => {
              if (!clearing) setConfirmOpen(true);
            }}
            className={cn(
              buttonVariants({ size: 'sm', variant: 'secondary' }),
              'shop:aria-disabled:cursor-progress',
            )}
          >
            {clearing ? (
              <Spinner
                size="sm"
                aria-hidden="true"
                animated={animated}
                className="shop:text-current"
              />
            ) : (
              <TrashIcon width={18} height={18} />
            )}
            {clearing ? t('favouritesPage.clearing') : t('favouritesPage.clearAll')}
          </button>
        )}
      </div>

      {clearFailed && !clearing ? (
        <p role="alert" data-slot="favourites-page-error" className="shop:text-sm shop:text-danger">
          {t('favouritesPage.clearFailed')}
        </p>
      ) : null}

      {failed ? (
        <div role="alert" data-slot="favourites-page-load-failed">
          <EmptyState
            icon={<HeartIcon />}
            title={t('favouritesPage.loadFailedTitle')}
            description={t('favouritesPage.loadFailedText')}
            action={
              onRetry ? (
                <Button size="lg" onClick={onRetry}>
                  {t('favouritesPage.retry')}
                </Button>
              ) : undefined
            }
          />
        </div>
      ) : (
        <ProductGrid
          products={products}
          loading={loading}
          // As many cards as the page will hold (two favourites: two cards), when that is known.
          skeletonCount={count > 0 ? favouritesOnPage(count, page) || undefined : undefined}
          aria-busy={loading || clearing || undefined}
          favouriteIds={favouriteIds ?? products.map((product) => product.id)}
          onToggleFavourite={onToggleFavourite}
          onAddToCart={onAddToCart}
          addingIds={addingIds}
          userRole={userRole}
          pricing={pricing}
          headingLevel={2}
          eagerImages={eagerImages}
          animated={animated}
          empty={
            <EmptyState
              icon={<HeartIcon />}
              title={t('favouritesPage.emptyTitle')}
              description={t('favouritesPage.emptyText')}
              action={
                <ShopLink
                  href={emptyHref}
                  data-slot="favourites-page-shop"
                  className={buttonVariants({ size: 'lg' })}
                >
                  {t('favouritesPage.emptyAction')}
                </ShopLink>
              }
            />
          }
        />
      )}

      {!loading && !failed && !empty && pages > 1 ? (
        <Pagination
          page={page}
          pageCount={pages}
          getHref={pageHref}
          className="shop:flex shop:justify-center"
        />
      ) : null}
    </section>
  );
}
