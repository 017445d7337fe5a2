import type { ParameterGroup, ParameterItem, Product } from '@shop/core/contract';
import { priceView, stockShown, type PricingContext, type Role } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { HeartIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../../primitives/button/index.js';
import { StockChip } from '../../primitives/chip/index.js';
import { Counter } from '../../primitives/counter/index.js';
import { IconButton } from '../../primitives/icon-button/index.js';
import { ProductPrice } from '../../primitives/price/index.js';
import { RadioGroup } from '../../primitives/radio-group/index.js';
import { Rating } from '../../primitives/rating/index.js';

export const productSummaryVariants = cva(
  'shop:flex shop:min-w-0 shop:flex-col shop:gap-5 shop:text-ink',
);

/** The favourite toggle: a heart, filled in the site's favourites colour while pressed. */
export const productFavouriteVariants = cva(
  'shop:size-12 shop:shrink-0 shop:border shop:border-black/15 shop:bg-white shop:aria-pressed:border-settings-favorite shop:aria-pressed:text-settings-favorite shop:aria-pressed:[&_path]:fill-current',
);

/** What the summary reads from the product (a `Product` or a `ProductDetail` both fit). */
export type ProductSummaryProduct = Pick<
  Product,
  | 'name'
  | 'brand'
  | 'model'
  | 'price'
  | 'promotion_price'
  | 'price_angro'
  | 'balance'
  | 'balance_angro'
  | 'parameters'
  | 'rating'
  | 'reviews_count'
>;

/**
 * The chosen item of each parameter group, by group key (`parameterGroupKey`): item ids.
 * @example { '1': 12, '2': 22 }
 */
export type ParameterSelection = Readonly<Record<string, number>>;

/** The key of a parameter group in a `ParameterSelection`: its id, or its position when it has none. */
export function parameterGroupKey(group: ParameterGroup, position: number): string {
  return group.id === undefined ? `#${String(position)}` : String(group.id);
}

/**
 * The selection the server marked (`checked`): each item links to a variant product, so the
 * checked one is the product on the page. A group with no checked item has no selection.
 */
export function checkedParameters(groups: readonly ParameterGroup[]): ParameterSelection {
  const selection: Record<string, number> = {};
  groups.forEach((group, position) => {
    const checked = group.items.find((item) => item.checked);
    if (checked) selection[parameterGroupKey(group, position)] = checked.id;
  });
  return selection;
}

export interface ProductSummaryProps extends Omit<ComponentProps<'div'>, 'children' | 'onSelect'> {
  /** The product (the product page's `ProductDetail`, or a list's `Product`). */
  product: ProductSummaryProduct;
  /**
   * Who is shopping: decides the stock shown (balance_angro for dealer and manager, SPEC §6) and
   * the price (core's `priceView`: a wholesale buyer's price with the retail price struck). Not `role`, which stays the ARIA attribute
   * (as in ProductCard).
   * @default 'visitor'
   */
  userRole?: Role;
  /**
   * Discounts of a dealer or a manager (percent on the wholesale price), as core's pricing takes
   * them.
   * @example pricing={{ dealerDiscount: roles.dealerDiscount }}
   */
  pricing?: Omit<PricingContext, 'role'>;
  /** The quantity to add (controlled); kept within 1..stock by the counter (core's `clampQuantity`). */
  quantity: number;
  /** Called with the new quantity, already within 1..stock. */
  onQuantityChange: (quantity: number) => void;
  /** Add to cart was pressed (the quantity is the parent's). Disabled when nothing is in stock. */
  onAddToCart?: () => void;
  /**
   * The product is among the shopper's favourites (controlled): the heart is pressed.
   * @default false
   */
  favourite?: boolean;
  /** The heart was pressed: add or remove (SPEC §4 "Favourites: toggle add/remove"). */
  onToggleFavourite?: () => void;
  /**
   * The chosen size and feature items (controlled), by group key. Missing groups show the item
   * the server marked `checked`.
   * @default checkedParameters(product.parameters)
   */
  selected?: ParameterSelection;
  /**
   * An item of a size or feature group was chosen. Each item may carry the `slug` of its variant
   * product: the storefront navigates there.
   */
  onSelect?: (group: ParameterGroup, item: ParameterItem) => void;
  /**
   * The one-click purchase button (SPEC §2 modals), shown under add to cart; the storefront
   * passes it once the one-click flow exists.
   * @example oneClick={<Button variant="secondary">{t('product.oneClick')}</Button>}
   */
  oneClick?: ReactNode;
  /**
   * The size chart button, shown under the size and feature choices; the storefront passes it
   * when the product's category has a chart.
   * @example sizeChart={<Button variant="secondary" size="sm">{t('sizeChart.open')}</Button>}
   */
  sizeChart?: ReactNode;
  /**
   * The "stock in shops" button (SPEC §2: the stock availability modal lists the shops with their
   * stock), shown right after the stock chip; the storefront passes it and opens `ShopStockModal`.
   * @example stockInShops={<Button variant="secondary" size="sm" aria-haspopup="dialog">{t('shopStock.open')}</Button>}
   */
  stockInShops?: ReactNode;
  /**
   * Where the review count links to: the reviews block of the page.
   * @default '#reviews'
   */
  reviewsHref?: string;
  /**
   * Stock at or below this shows 'only N left'.
   * @default 5
   */
  lowStockThreshold?: number;
}

/**
 * The product page's buying block (SPEC §2 "Product page"): the name as the page's `h1`, brand
 * and article, rating with a link to the reviews, stock chip (and a "stock in shops" slot beside
 * it), size and feature radios, the price for the shopper's role, the quantity counter, add to
 * cart, a one-click slot and the favourites toggle. Controlled: quantity, favourite and
 * selection come in; every action goes out.
 */
export function ProductSummary({
  product,
  userRole: role = 'visitor',
  pricing,
  quantity,
  onQuantityChange,
  onAddToCart,
  favourite = false,
  onToggleFavourite,
  selected,
  onSelect,
  oneClick,
  sizeChart,
  stockInShops,
  reviewsHref = '#reviews',
  lowStockThreshold = 5,
  className,
  ...props
}: ProductSummaryProps): ReactNode {
  const { t } = useT();
  const id = useId();
  // A dealer or manager buys from the wholesale stock: out of stock is theirs, not the shop's.
  const stock = stockShown(product, role);
  const outOfStock = stock <= 0;
  const context: PricingContext = { ...pricing, role };
  const checked = checkedParameters(product.parameters);
  const hasReviews = product.reviews_count > 0;
  const details = [
    product.brand?.name ? { label: t('product.brand'), value: product.brand.name } : null,
    product.model ? { label: t('product.model'), value: product.model } : null,
  ].filter((detail) => detail !== null);

  return (
    <div
      data-slot="product-summary"
      data-role={role}
      className={cn(productSummaryVariants(), className)}
      {...props}
    >
      <div className="shop:flex shop:flex-col shop:gap-3">
        <h1 className="shop:text-2xl shop:leading-tight shop:font-bold shop:break-words shop:bp1024:text-3xl">
          {product.name}
        </h1>
        {details.length > 0 ? (
          <dl className="shop:flex shop:flex-wrap shop:gap-x-5 shop:gap-y-1 shop:text-sm">
            {details.map((detail) => (
              <div key={detail.label} className="shop:flex shop:gap-1.5">
                <dt className="shop:text-muted">{detail.label}:</dt>
                <dd className="shop:font-medium">{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="shop:flex shop:flex-wrap shop:items-center shop:gap-x-4 shop:gap-y-2">
          {hasReviews || product.rating !== null ? (
            <span className="shop:inline-flex shop:items-center shop:gap-2">
              <Rating value={product.rating ?? 0} />
              {/* An in-page anchor: no route change, so a plain link (not ShopLink). */}
              <a
                href={reviewsHref}
                data-slot="product-summary-reviews"
                className="shop:inline-flex shop:min-h-6 shop:items-center shop:text-sm shop:text-settings-main shop:underline shop:underline-offset-2 shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
              >
                {t('reviews.count', { count: product.reviews_count })}
              </a>
            </span>
          ) : null}
          <StockChip stock={stock} lowStockThreshold={lowStockThreshold} />
          {stockInShops ? (
            <div data-slot="product-summary-stock-in-shops">{stockInShops}</div>
          ) : null}
        </div>
      </div>

      {product.parameters.map((group, position) => {
        if (group.items.length === 0) return null;
        const key = parameterGroupKey(group, position);
        const value = selected?.[key] ?? checked[key];
        return (
          <RadioGroup
            key={key}
            label={group.title || t('product.option')}
            name={`${id}-parameter-${key}`}
            orientation="horizontal"
            variant="card"
            options={group.items.map((item) => ({ value: String(item.id), label: item.title }))}
            value={value === undefined ? null : String(value)}
            onValueChange={(chosen) => {
              const item = group.items.find((candidate) => String(candidate.id) === chosen);
              if (item) onSelect?.(group, item);
            }}
          />
        );
      })}
      {sizeChart ? <div data-slot="product-summary-size-chart">{sizeChart}</div> : null}

      <div data-slot="product-summary-price">
        <span className="shop:sr-only">{`${t('price.label')}: `}</span>
        <ProductPrice size="lg" view={priceView(product, context)} />
      </div>

      <div className="shop:flex shop:flex-col shop:gap-3">
        <div className="shop:flex shop:flex-wrap shop:items-center shop:gap-3">
          {/* Nothing to count of a product the shopper's stock has none of. */}
          {outOfStock ? null : (
            <Counter
              className="shop:h-12"
              stock={stock}
              value={quantity}
              onValueChange={onQuantityChange}
            />
          )}
          <Button
            size="lg"
            data-slot="product-summary-add"
            data-state={outOfStock ? 'out-of-stock' : undefined}
            // Grows into the row; wraps below the counter only when its text cannot fit.
            className="shop:flex-[1_1_auto] shop:px-4 shop:text-base shop:whitespace-nowrap"
            disabled={outOfStock || onAddToCart === undefined}
            onClick={onAddToCart}
          >
            {outOfStock ? t('product.outOfStock') : t('product.addToCart')}
          </Button>
          <IconButton
            size="lg"
            data-slot="product-summary-favourite"
            label={t('product.favourite')}
            title={favourite ? t('product.favouriteRemove') : t('product.favouriteAdd')}
            aria-pressed={favourite}
            disabled={onToggleFavourite === undefined}
            className={productFavouriteVariants()}
            onClick={onToggleFavourite}
          >
            <HeartIcon />
          </IconButton>
        </div>
        {oneClick ? <div data-slot="product-summary-one-click">{oneClick}</div> : null}
      </div>
    </div>
  );
}
