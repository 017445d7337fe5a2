import type { Product } from '@shop/core/contract';
import {
  hasPromotion,
  priceView,
  productPath,
  stockShown,
  type Bani,
  type PricingContext,
  type Role,
} from '@shop/core/rules';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CartIcon, HeartIcon, NoImageIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { Badge } from '../../primitives/badge/index.js';
import { Button } from '../../primitives/button/index.js';
import { StockChip } from '../../primitives/chip/index.js';
import { IconButton } from '../../primitives/icon-button/index.js';
import { ProductPrice } from '../../primitives/price/index.js';
import { Spinner } from '../../primitives/spinner/index.js';

export const productCardVariants = cva(
  'shop:relative shop:flex shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:text-ink shop:hover:shadow-md',
  {
    variants: {
      layout: {
        grid: 'shop:h-full shop:flex-col shop:p-2 shop:bp744:p-3',
        row: 'shop:flex-row shop:items-start shop:gap-3 shop:p-2',
      },
    },
    defaultVariants: { layout: 'grid' },
  },
);

/** The discounts of a wholesale buyer (the role comes from the card's `userRole`). */
export type ProductCardPricing = Pick<PricingContext, 'dealerDiscount' | 'managerDiscount'>;

/**
 * What the card's Price showed, in bani.
 * @deprecated The card now shows core's `priceView` through `ProductPrice` (a wholesale buyer's
 * retail price struck too); this shape is no longer produced and goes in the next major version.
 */
export interface ProductCardPrice {
  /** The price shown plain, or struck through when `promotionPrice` is set. */
  price: Bani;
  /** The emphasised price of a promotion, or null. */
  promotionPrice: Bani | null;
  /** Labelled as the wholesale price (a dealer or a manager is looking). */
  wholesale: boolean;
}

export interface ProductCardProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>, VariantProps<typeof productCardVariants> {
  /** The product, as the API's lists send it. @example <ProductCard product={product} userRole="visitor" /> */
  product: Product;
  /**
   * Who is looking: visitors and customers see the retail price and promotion, dealers and
   * managers their wholesale price (the retail price struck beside it) and the wholesale stock
   * (SPEC §6; core's `priceView` decides what the price shows). Not `role`, which stays
   * the ARIA attribute.
   * @default 'visitor'
   */
  userRole?: Role;
  /**
   * The discounts of a dealer (dealer_info.dealer_discount) or a manager (fast-order discount).
   * @default {}
   * @example pricing={{ dealerDiscount: roles.dealerDiscount }}
   */
  pricing?: ProductCardPricing;
  /**
   * The product is in the shopper's favourites: the heart is filled and pressed.
   * @default false
   */
  favourite?: boolean;
  /** The heart was pressed. Without it the card has no favourite toggle. */
  onToggleFavourite?: (product: Product) => void;
  /** The add-to-cart button was pressed. Without it the card has no add-to-cart button. */
  onAddToCart?: (product: Product) => void;
  /**
   * The product is being added to the cart: the button shows a spinner and ignores presses (it
   * stays focusable, so keyboard focus is not lost).
   * @default false
   */
  adding?: boolean;
  /**
   * The heading level of the product name, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * How the picture loads: 'eager' for cards likely on screen at first paint (the first row).
   * @default 'lazy'
   */
  imageLoading?: 'lazy' | 'eager';
  /**
   * The busy spinner turns (when the user welcomes motion). Stories turn it off.
   * @default true
   */
  animated?: boolean;
}

/**
 * A product in a listing (SPEC §2, §3): picture (or a placeholder), promotion badge, favourite
 * toggle, brand and article, name linking to the product page, the buyer's price, stock and an
 * add-to-cart button. The whole card opens the product: the name link's ::after covers the card,
 * and the two buttons sit above it, so no interactive element is nested in another.
 */
export function ProductCard({
  className,
  layout,
  product,
  userRole = 'visitor',
  pricing,
  favourite = false,
  onToggleFavourite,
  onAddToCart,
  adding = false,
  headingLevel = 3,
  imageLoading = 'lazy',
  animated = true,
  ...props
}: ProductCardProps): ReactNode {
  const { t } = useT();
  const nameId = useId();
  const row = layout === 'row';
  const stock = stockShown(product, userRole);
  const outOfStock = stock <= 0;
  const promotion = hasPromotion(product);
  const price = priceView(product, { ...pricing, role: userRole });
  const Heading = `h${headingLevel}` as const;
  const meta = [
    product.brand?.name,
    product.model ? t('productCard.model', { model: product.model }) : null,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
  const cartLabel = outOfStock
    ? t('productCard.unavailable')
    : adding
      ? t('productCard.adding')
      : t('productCard.addToCart');

  const addToCart = () => {
    if (!adding && !outOfStock) onAddToCart?.(product);
  };

  const favouriteButton = onToggleFavourite ? (
    <IconButton
      data-slot="product-card-favourite"
      label={t('productCard.favourite')}
      aria-pressed={favourite}
      aria-describedby={nameId}
      onClick={() => onToggleFavourite(product)}
      className={cn(
        'shop:z-10 shop:size-11 shop:rounded-full',
        favourite ? 'shop:text-settings-favorite' : undefined,
        row
          ? undefined
          : 'shop:absolute shop:top-3 shop:right-3 shop:bg-white/90 shop:shadow-sm shop:bp744:top-4 shop:bp744:right-4',
      )}
    >
      <HeartIcon strokeWidth={2} fill={favourite ? 'currentColor' : 'none'} />
    </IconButton>
  ) : null;

  const cartButton = onAddToCart ? (
    row ? (
      <IconButton
        data-slot="product-card-add"
        data-state={adding ? 'adding' : undefined}
        variant="solid"
        label={cartLabel}
        aria-describedby={nameId}
        aria-disabled={adding || undefined}
        disabled={outOfStock}
        onClick={addToCart}
        className="shop:z-10 shop:size-11"
      >
        {adding ? (
          <Spinner size="sm" aria-hidden="true" animated={animated} className="shop:text-current" />
        ) : (
          <CartIcon strokeWidth={2} className="shop:size-5 shop:shrink-0" />
        )}
      </IconButton>
    ) : (
      <Button
        data-slot="product-card-add"
        data-state={adding ? 'adding' : undefined}
        aria-describedby={nameId}
        aria-disabled={adding || undefined}
        disabled={outOfStock}
        onClick={addToCart}
        className="shop:relative shop:z-10 shop:mt-3 shop:h-11 shop:w-full shop:px-2 shop:text-sm"
      >
        {adding ? (
          <Spinner size="sm" aria-hidden="true" animated={animated} className="shop:text-current" />
        ) : outOfStock ? null : (
          <CartIcon strokeWidth={2} className="shop:size-5 shop:shrink-0" />
        )}
        {cartLabel}
      </Button>
    )
  ) : null;

  return (
    <article
      data-slot="product-card"
      data-layout={row ? 'row' : 'grid'}
      data-state={outOfStock ? 'out-of-stock' : 'in-stock'}
      data-promotion={promotion || undefined}
      aria-labelledby={nameId}
      className={cn(productCardVariants({ layout }), className)}
      {...props}
    >
      <div
        data-slot="product-card-image"
        className={cn(
          'shop:relative shop:flex shop:shrink-0 shop:items-center shop:justify-center shop:overflow-hidden shop:rounded-md shop:bg-surface-muted',
          row ? 'shop:size-20 shop:bp744:size-24' : 'shop:aspect-square shop:w-full',
        )}
      >
        {product.image ? (
          // The name beside it says what the picture shows, so the picture is decorative.
          <img
            src={product.image}
            alt=""
            loading={imageLoading}
            decoding="async"
            className="shop:size-full shop:object-contain"
          />
        ) : (
          <NoImageIcon
            aria-label={t('productCard.noImage')}
            className="shop:size-1/2 shop:text-faint"
          />
        )}
        {promotion ? (
          <Badge
            data-slot="product-card-promotion"
            variant="danger"
            size="sm"
            className={cn(
              'shop:absolute shop:top-1.5 shop:left-1.5',
              row ? 'shop:h-5 shop:px-1.5 shop:text-2xs' : undefined,
            )}
          >
            {t('productCard.promotion')}
          </Badge>
        ) : null}
      </div>

      {row ? null : favouriteButton}

      <div
        data-slot="product-card-body"
        className={cn(
          'shop:flex shop:min-w-0 shop:flex-1 shop:flex-col shop:gap-1.5',
          row ? undefined : 'shop:mt-2',
        )}
      >
        {meta ? (
          <p data-slot="product-card-meta" className="shop:truncate shop:text-xs shop:text-muted">
            {meta}
          </p>
        ) : null}
        <Heading
          id={nameId}
          data-slot="product-card-name"
          className={cn(
            'shop:text-sm shop:leading-snug shop:font-medium',
            row ? 'shop:line-clamp-2' : 'shop:line-clamp-3',
          )}
        >
          <ShopLink
            href={productPath(product.slug)}
            className="shop:after:absolute shop:after:inset-0 shop:after:rounded-lg shop:after:content-[''] shop:hover:text-settings-main shop:focus-visible:outline-none shop:focus-visible:after:outline-2 shop:focus-visible:after:outline-offset-2 shop:focus-visible:after:outline-settings-main"
          >
            {product.name}
          </ShopLink>
        </Heading>
        <div
          className={cn(
            'shop:flex shop:flex-col shop:items-start shop:gap-1.5',
            row ? undefined : 'shop:mt-auto shop:pt-1',
          )}
        >
          <ProductPrice view={price} size="md" />
          <StockChip
            stock={stock}
            size="sm"
            className="shop:h-auto shop:min-h-6 shop:max-w-full shop:py-0.5 shop:whitespace-normal"
          />
        </div>
      </div>

      {row ? (
        favouriteButton || cartButton ? (
          <div
            data-slot="product-card-actions"
            className="shop:flex shop:shrink-0 shop:flex-col shop:items-center shop:gap-1"
          >
            {favouriteButton}
            {cartButton}
          </div>
        ) : null
      ) : (
        cartButton
      )}
    </article>
  );
}
