import type { Product } from '@shop/core/contract';
import {
  comparePrice,
  hasPromotion,
  isWholesaleRole,
  productPath,
  promotionPrice,
  regularPrice,
  stockShown,
  unitPrice,
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
import { Price } from '../../primitives/price/index.js';
import { Spinner } from '../../primitives/spinner/index.js';

export const productCardVariants = cva(
  'relative flex rounded-lg border border-black/10 bg-white text-ink hover:shadow-md',
  {
    variants: {
      layout: {
        grid: 'h-full flex-col p-2 bp744:p-3',
        row: 'flex-row items-start gap-3 p-2',
      },
    },
    defaultVariants: { layout: 'grid' },
  },
);

/** The discounts of a wholesale buyer (the role comes from the card's `userRole`). */
export type ProductCardPricing = Pick<PricingContext, 'dealerDiscount' | 'managerDiscount'>;

/** What the card's Price shows, in bani. */
export interface ProductCardPrice {
  /** The price shown plain, or struck through when `promotionPrice` is set. */
  price: Bani;
  /** The emphasised price of a promotion, or null. */
  promotionPrice: Bani | null;
  /** Labelled as the wholesale price (a dealer or a manager is looking). */
  wholesale: boolean;
}

/**
 * The price a card shows for a buyer (SPEC §5, §6), from core's rules:
 * - visitor or customer: the regular price, and the promotion price when there is one;
 * - dealer or manager: their unit price (promotion, else the wholesale price less their discount,
 *   else the regular price), labelled wholesale; on promotion the regular price is struck through.
 */
export function productCardPrice(
  product: Product,
  role: Role,
  pricing: ProductCardPricing = {},
): ProductCardPrice {
  if (!isWholesaleRole(role)) {
    return {
      price: regularPrice(product),
      promotionPrice: promotionPrice(product),
      wholesale: false,
    };
  }
  const context: PricingContext = { ...pricing, role };
  const current = unitPrice(product, context);
  // Price announces a struck-through price as a promotion, so only a promotion strikes one:
  // a wholesale discount alone shows just the buyer's price.
  const compare = hasPromotion(product) ? comparePrice(product, context) : null;
  return compare === null
    ? { price: current, promotionPrice: null, wholesale: true }
    : { price: compare, promotionPrice: current, wholesale: true };
}

export interface ProductCardProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>, VariantProps<typeof productCardVariants> {
  /** The product, as the API's lists send it. @example <ProductCard product={product} userRole="visitor" /> */
  product: Product;
  /**
   * Who is looking: visitors and customers see the retail price and promotion, dealers and
   * managers their wholesale price and the wholesale stock (SPEC §6). Not `role`, which stays
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
  const price = productCardPrice(product, userRole, pricing);
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
        'z-10 size-11 rounded-full',
        favourite ? 'text-settings-favorite' : undefined,
        row ? undefined : 'absolute top-3 right-3 bg-white/90 shadow-sm bp744:top-4 bp744:right-4',
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
        className="z-10 size-11"
      >
        {adding ? (
          <Spinner size="sm" aria-hidden="true" animated={animated} className="text-current" />
        ) : (
          <CartIcon strokeWidth={2} className="size-5 shrink-0" />
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
        className="relative z-10 mt-3 h-11 w-full px-2 text-sm"
      >
        {adding ? (
          <Spinner size="sm" aria-hidden="true" animated={animated} className="text-current" />
        ) : outOfStock ? null : (
          <CartIcon strokeWidth={2} className="size-5 shrink-0" />
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
          'relative flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-surface-muted',
          row ? 'size-20 bp744:size-24' : 'aspect-square w-full',
        )}
      >
        {product.image ? (
          // The name beside it says what the picture shows, so the picture is decorative.
          <img
            src={product.image}
            alt=""
            loading={imageLoading}
            decoding="async"
            className="size-full object-contain"
          />
        ) : (
          <NoImageIcon aria-label={t('productCard.noImage')} className="size-1/2 text-faint" />
        )}
        {promotion ? (
          <Badge
            data-slot="product-card-promotion"
            variant="danger"
            size="sm"
            className={cn('absolute top-1.5 left-1.5', row ? 'h-5 px-1.5 text-2xs' : undefined)}
          >
            {t('productCard.promotion')}
          </Badge>
        ) : null}
      </div>

      {row ? null : favouriteButton}

      <div
        data-slot="product-card-body"
        className={cn('flex min-w-0 flex-1 flex-col gap-1.5', row ? undefined : 'mt-2')}
      >
        {meta ? (
          <p data-slot="product-card-meta" className="truncate text-xs text-muted">
            {meta}
          </p>
        ) : null}
        <Heading
          id={nameId}
          data-slot="product-card-name"
          className={cn('text-sm leading-snug font-medium', row ? 'line-clamp-2' : 'line-clamp-3')}
        >
          <ShopLink
            href={productPath(product.slug)}
            className="after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:text-settings-main focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-settings-main"
          >
            {product.name}
          </ShopLink>
        </Heading>
        <div className={cn('flex flex-col items-start gap-1.5', row ? undefined : 'mt-auto pt-1')}>
          <Price
            price={price.price}
            promotionPrice={price.promotionPrice}
            wholesale={price.wholesale}
            size="md"
          />
          <StockChip
            stock={stock}
            size="sm"
            className="h-auto min-h-6 max-w-full py-0.5 whitespace-normal"
          />
        </div>
      </div>

      {row ? (
        favouriteButton || cartButton ? (
          <div
            data-slot="product-card-actions"
            className="flex shrink-0 flex-col items-center gap-1"
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
