import type { ProductDetail, Review } from '@shop/core/contract';
import {
  Breadcrumbs,
  ProductAttributes,
  ProductDescription,
  ProductSummary,
  Button,
  useFavouritesActor,
  useIsFavourite,
  useLocale,
  useSession,
  useT,
} from '@shop/ui';
import {
  catalogPath,
  localizePath,
  PATHS,
  productPath,
  stockShown,
  unitKind,
  withWrittenReviews,
} from '@shop/core/rules';
import type { ProductGalleryProps } from '@shop/ui/components/product-gallery';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { drawnFirst } from '../components/drawn-first.js';
import { useLastSeen } from '../hooks/use-last-seen.js';
import { useAccountModals } from '../shell/account/account-state.js';
import { useQuickOrders } from '../shell/orders/quick-orders.js';

// The gallery's carousel library is the page's largest part: the server draws the gallery, and
// its code comes in a chunk of its own that hydrates it after the rest of the page. The
// placeholder is seen only on the first product opened without a page load, while the chunk comes.
const ProductGallery = drawnFirst<ProductGalleryProps>(
  () =>
    import('@shop/ui/components/product-gallery').then((module) => ({
      default: module.ProductGallery,
    })),
  <div
    aria-hidden="true"
    className="shop:aspect-square shop:w-full shop:rounded-lg shop:bg-surface-muted"
  />,
);

// The reviews block sits below the fold: drawn by the server, hydrated from its own chunk. It is
// drawn again by the browser at the page's first update (unlike the gallery): a press on its
// "Write a review" before its code had come would be lost on the server's inert button.
const ProductReviews = lazy(() =>
  import('@shop/ui/components/product-reviews').then((module) => ({
    default: module.ProductReviews,
  })),
);

// The create-review dialog (its flow, texts and call) loads when 'Write a review' is first pressed.
const ProductReviewDialog = lazy(() => import('./product-review.js'));

// The size chart modal loads when its button is first pressed (only charted products have one).
const SizeChartModal = lazy(() =>
  import('@shop/ui/components/size-chart-modal').then((module) => ({
    default: module.SizeChartModal,
  })),
);

// The stock in shops (its modal, texts and call) loads when its button is first pressed.
const ProductShopStock = lazy(() => import('./product-shop-stock.js'));

// The last-seen list is drawn in the browser only, after its products were fetched.
const LastSeenSection = lazy(() => import('../components/last-seen-section.js'));

export interface ProductPageProps {
  product: ProductDetail;
}

/**
 * /pages/product/{slug} (SPEC §2 "Product page"): gallery, summary (stock, brand, rating, size
 * and feature choices with the size chart button when the category has a chart, price,
 * quantity), attributes, description, reviews and the last-seen list.
 * The favourite toggle keeps the shopper's favourites; the cart button adds the chosen quantity
 * (a manager chooses the unit first); the one-click button opens the one-click order.
 */
export function ProductPage({ product }: ProductPageProps) {
  const { t } = useT();
  const locale = useLocale();
  const [quantity, setQuantity] = useState(1);
  const navigate = useNavigate();
  const lastSeen = useLastSeen(product.id, locale);
  const favourites = useFavouritesActor();
  const favourite = useIsFavourite(product.id);
  const { addToCart, buyInOneClick } = useQuickOrders();
  const { pricing, status } = useSession();
  const { openSignIn } = useAccountModals();
  const signedIn = status === 'authenticated';
  // The dialog's chunk is loaded on the first press and stays, keeping a text written so far.
  const [reviewLoaded, setReviewLoaded] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  // Reviews this shopper wrote here, shown at once above the product's.
  const [written, setWritten] = useState<{ product: number; reviews: Review[] }>({
    product: product.id,
    reviews: [],
  });
  // Like the review dialog, the size chart's chunk loads on the first press and stays.
  const [sizeChartLoaded, setSizeChartLoaded] = useState(false);
  const [sizeChartOpen, setSizeChartOpen] = useState(false);
  // The stock in shops: its chunk loads at the first press; each opening asks again.
  const [shopStockAsked, setShopStockAsked] = useState(0);
  const [shopStockOpen, setShopStockOpen] = useState(false);
  const openReview = () => {
    setReviewLoaded(true);
    setReviewOpen(true);
  };
  // The list, count, bars and average with the reviews just written.
  const reviewed = useMemo(
    () => withWrittenReviews(product, written.product === product.id ? written.reviews : []),
    [product, written],
  );
  return (
    <article className="shop:flex shop:flex-col shop:gap-8">
      <Breadcrumbs
        items={[
          { label: t('pageTitle.home'), href: PATHS.home },
          ...product.breadcrumbs.map((crumb) => ({
            label: crumb.name,
            href: catalogPath(crumb.slug),
          })),
          { label: product.name },
        ]}
      />
      <div className="shop:grid shop:gap-8 shop:bp1024:grid-cols-2">
        <ProductGallery product={product} />
        <ProductSummary
          product={product}
          userRole={pricing.role}
          pricing={pricing}
          quantity={quantity}
          onQuantityChange={setQuantity}
          onAddToCart={() => addToCart(product, { quantity })}
          oneClick={
            stockShown(product, pricing.role) > 0 ? (
              <Button variant="secondary" onClick={() => buyInOneClick(product)}>
                {t('product.oneClick')}
              </Button>
            ) : null
          }
          stockInShops={
            <Button
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              data-slot="product-stock-in-shops"
              onClick={() => {
                setShopStockAsked((count) => count + 1);
                setShopStockOpen(true);
              }}
            >
              {t('shopStock.open')}
            </Button>
          }
          favourite={favourite}
          onToggleFavourite={() => favourites.send({ type: 'TOGGLE', productId: product.id })}
          sizeChart={
            product.size_chart ? (
              <Button
                variant="secondary"
                size="sm"
                aria-haspopup="dialog"
                data-slot="product-size-chart"
                onClick={() => {
                  setSizeChartLoaded(true);
                  setSizeChartOpen(true);
                }}
              >
                {t('sizeChart.open')}
              </Button>
            ) : null
          }
          // Each size or feature is a product of its own (SPEC §2): choosing one opens it.
          onSelect={(_group, item) => {
            if (item.slug && item.slug !== product.slug) {
              void navigate(localizePath(productPath(item.slug), locale));
            }
          }}
        />
      </div>
      {sizeChartLoaded && product.size_chart ? (
        <Suspense fallback={null}>
          <SizeChartModal
            chart={product.size_chart}
            open={sizeChartOpen}
            onOpenChange={setSizeChartOpen}
          />
        </Suspense>
      ) : null}
      {shopStockAsked > 0 ? (
        <Suspense fallback={null}>
          <ProductShopStock
            locale={locale}
            productId={product.id}
            productName={product.name}
            unit={
              product.products_units.find((unit) => unitKind(unit.name_cod) === 'piece')?.name ??
              null
            }
            open={shopStockOpen}
            asked={shopStockAsked}
            onOpenChange={setShopStockOpen}
          />
        </Suspense>
      ) : null}
      <ProductAttributes attributes={product.product_attributes} />
      <ProductDescription description={product.description} />
      <Suspense fallback={null}>
        <ProductReviews
          product={reviewed}
          onCreateReview={() => {
            // A visitor signs in first; the dialog opens if that sign-in succeeds.
            if (signedIn) openReview();
            else openSignIn(openReview);
          }}
        />
      </Suspense>
      {reviewLoaded ? (
        <Suspense fallback={null}>
          <ProductReviewDialog
            key={product.id}
            locale={locale}
            product={product.id}
            productName={product.name}
            open={reviewOpen}
            onOpenChange={setReviewOpen}
            onCreated={(review) =>
              setWritten((before) => ({
                product: product.id,
                reviews: [review, ...(before.product === product.id ? before.reviews : [])],
              }))
            }
          />
        </Suspense>
      ) : null}
      {lastSeen.length ? (
        <Suspense fallback={null}>
          <LastSeenSection products={lastSeen} />
        </Suspense>
      ) : null}
    </article>
  );
}
