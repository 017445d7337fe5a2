import type { Product } from '@shop/core/contract';
import type { Role } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { PackageIcon } from '../../icons/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { Skeleton } from '../../primitives/skeleton/index.js';
import { ProductCard, type ProductCardPricing } from '../product-card/index.js';

export const productGridVariants = cva(
  'shop:grid shop:grid-cols-2 shop:gap-2 shop:bp480:gap-3 shop:bp1024:gap-4',
  {
    variants: {
      columns: {
        // SPEC §9: the listing has 3 columns, the sales page 4; phones have 2.
        3: 'shop:bp1024:grid-cols-3',
        4: 'shop:bp744:grid-cols-3 shop:bp1024:grid-cols-4',
        // The home page's rows of 5 and 10 (top sales, featured: §9 home sizes) fill whole rows.
        5: 'shop:bp744:grid-cols-3 shop:bp1024:grid-cols-5',
      },
    },
    defaultVariants: { columns: 3 },
  },
);

export interface ProductGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The products of the page. @example <ProductGrid products={page.results} userRole={roles.role} /> */
  products: readonly Product[];
  /**
   * Columns from bp1024 up: 3 for a category or search listing, 4 for the sales page, 5 for the
   * home page's rows of 5 or 10. Phones always have 2.
   * @default 3
   */
  columns?: 3 | 4 | 5;
  /**
   * Who is looking (prices and stock by role, SPEC §6).
   * @default 'visitor'
   */
  userRole?: Role;
  /** The discounts of a dealer or a manager. */
  pricing?: ProductCardPricing;
  /**
   * Ids of the products in the shopper's favourites.
   * @default []
   */
  favouriteIds?: readonly number[];
  /**
   * Ids of the products being added to the cart right now.
   * @default []
   */
  addingIds?: readonly number[];
  /** A card's add-to-cart button was pressed. */
  onAddToCart?: (product: Product) => void;
  /** A card's favourite toggle was pressed. */
  onToggleFavourite?: (product: Product) => void;
  /**
   * The page is loading: skeleton cards instead of products, and the region is marked busy.
   * @default false
   */
  loading?: boolean;
  /**
   * How many skeleton cards show while loading.
   * @default 2 rows of `columns`
   */
  skeletonCount?: number;
  /**
   * Shown instead of the grid when there are no products (and it is not loading).
   * @default an EmptyState saying no products were found
   * @example empty={<EmptyState title={…} action={<Button>…</Button>} />}
   */
  empty?: ReactNode;
  /**
   * Draws a card instead of the default ProductCard (it is put inside the grid's list item).
   * @example renderCard={(product) => <ProductCard product={product} layout="grid" … />}
   */
  renderCard?: (product: Product, index: number) => ReactNode;
  /**
   * The heading level of the product names.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The first this many cards load their pictures eagerly (they are on screen at first paint).
   * @default `columns`
   */
  eagerImages?: number;
  /**
   * Skeletons pulse and busy spinners turn (when the user welcomes motion). Stories turn it off.
   * @default true
   */
  animated?: boolean;
}

/**
 * The product listing grid (SPEC §2, §9): 2 columns on phones, 3 (or 4 on the sales page) from
 * bp1024 up; skeleton cards while loading; an empty state when nothing matches.
 */
export function ProductGrid({
  className,
  products,
  columns = 3,
  userRole = 'visitor',
  pricing,
  favouriteIds = [],
  addingIds = [],
  onAddToCart,
  onToggleFavourite,
  loading = false,
  skeletonCount,
  empty,
  renderCard,
  headingLevel = 3,
  eagerImages,
  animated = true,
  ...props
}: ProductGridProps): ReactNode {
  const { t } = useT();
  const state = loading ? 'loading' : products.length === 0 ? 'empty' : 'ready';
  const eager = eagerImages ?? columns;

  return (
    <div
      data-slot="product-grid"
      data-state={state}
      data-columns={columns}
      aria-busy={loading || undefined}
      className={className}
      {...props}
    >
      {state === 'loading' ? (
        <>
          <span role="status" className="shop:sr-only">
            {t('common.loading')}
          </span>
          <div aria-hidden="true" className={productGridVariants({ columns })}>
            {Array.from({ length: skeletonCount ?? columns * 2 }, (_, index) => (
              <ProductCardSkeleton key={index} animated={animated} />
            ))}
          </div>
        </>
      ) : state === 'empty' ? (
        (empty ?? (
          <EmptyState
            size="sm"
            icon={<PackageIcon strokeWidth={1.8} className="shop:size-8" />}
            title={t('listing.empty')}
          />
        ))
      ) : (
        <ul className={productGridVariants({ columns })}>
          {products.map((product, index) => (
            <li key={product.id} data-slot="product-grid-item" className="shop:min-w-0">
              {renderCard ? (
                renderCard(product, index)
              ) : (
                <ProductCard
                  product={product}
                  userRole={userRole}
                  pricing={pricing}
                  favourite={favouriteIds.includes(product.id)}
                  adding={addingIds.includes(product.id)}
                  onAddToCart={onAddToCart}
                  onToggleFavourite={onToggleFavourite}
                  headingLevel={headingLevel}
                  imageLoading={index < eager ? 'eager' : 'lazy'}
                  animated={animated}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The outline of a ProductCard while its product loads. */
export function ProductCardSkeleton({ animated = true }: { animated?: boolean }): ReactNode {
  return (
    <div
      data-slot="product-card-skeleton"
      className="shop:flex shop:h-full shop:flex-col shop:gap-2 shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:p-2 shop:bp744:p-3"
    >
      <Skeleton shape="rect" animated={animated} className="shop:aspect-square shop:h-auto" />
      <Skeleton animated={animated} className="shop:h-3 shop:w-1/2" />
      <Skeleton animated={animated} />
      <Skeleton animated={animated} className="shop:w-3/4" />
      <Skeleton animated={animated} className="shop:mt-2 shop:h-6 shop:w-2/5" />
      <Skeleton animated={animated} className="shop:mt-1 shop:h-11" />
    </div>
  );
}
