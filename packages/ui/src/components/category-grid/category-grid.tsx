import type { HomeCategoryItem } from '@shop/core/contract';
import { catalogPath } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { PackageIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { Skeleton } from '../../primitives/skeleton/index.js';

/**
 * What a tile needs. `Category`, `CategorySlide` and `FooterCategory` (with an image) fit as they
 * are; a `HomeCategoryItem` goes through `homeCategoryToGridItem`.
 */
export interface CategoryGridItem {
  id: number;
  name: string;
  slug: string;
  /** Picture URL; null or missing shows the placeholder. */
  image?: string | null;
  /** Where the tile leads when it is not `/pages/catalog/{slug}` (a home item's own url). */
  href?: string;
}

/** The catalogue page of a category: its own `href`, else `/pages/catalog/{slug}`. */
export function categoryHref(item: Pick<CategoryGridItem, 'slug' | 'href'>): string {
  return item.href ?? catalogPath(item.slug);
}

/**
 * A home category item (`{ id, url, image, title }`) as a tile. Its `url` is kept as the link;
 * the slug is the url's last path segment.
 */
export function homeCategoryToGridItem(item: HomeCategoryItem): CategoryGridItem {
  const path = item.url.split(/[?#]/)[0] ?? '';
  const slug = path.split('/').filter(Boolean).pop() ?? '';
  return { id: item.id, name: item.title, slug, image: item.image, href: item.url };
}

/** SPEC §9: 6 columns, 5 below 1280, 4 below 1024, 3 below 744, 2 below 570. */
export const categoryGridVariants = cva(
  'shop:grid shop:grid-cols-2 shop:gap-3 shop:bp570:grid-cols-3 shop:bp744:grid-cols-4 shop:bp744:gap-4 shop:bp1024:grid-cols-5 shop:bp1280:grid-cols-6',
);

const tileClasses =
  'shop:group shop:flex shop:h-full shop:flex-col shop:overflow-hidden shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:text-ink shop:transition-colors shop:hover:border-settings-main shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main';

export interface CategoryGridProps extends HTMLAttributes<HTMLElement> {
  /** The categories, in order. */
  items: readonly CategoryGridItem[];
  /** A heading above the grid; with it the grid is a section named by it. */
  heading?: ReactNode;
  /**
   * Level of the heading in the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /**
   * Shows `skeletonCount` grey tiles instead of the items while they load.
   * @default false
   */
  loading?: boolean;
  /**
   * How many placeholders the loading state shows.
   * @default 12
   */
  skeletonCount?: number;
  /**
   * Pulse of the loading placeholders (stories turn it off for stable screenshots).
   * @default true
   */
  animated?: boolean;
}

/**
 * The categories grid (home page, catalogue page): a tile per category with its picture (or a
 * placeholder) and name, leading to `/pages/catalog/{slug}`. Columns follow SPEC §9.
 *
 * @example
 * ```tsx
 * <CategoryGrid heading={t('footer.categories')} items={categories} />
 * ```
 */
export function CategoryGrid({
  items,
  heading,
  headingLevel = 2,
  loading = false,
  skeletonCount = 12,
  animated = true,
  className,
  ...props
}: CategoryGridProps): ReactNode {
  const { t } = useT();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const Root = heading ? 'section' : 'div';

  return (
    <Root
      data-slot="category-grid"
      data-state={loading ? 'loading' : 'ready'}
      aria-labelledby={heading ? headingId : undefined}
      className={cn('shop:flex shop:flex-col shop:gap-4', className)}
      {...props}
    >
      {heading ? (
        <Heading
          id={headingId}
          className="shop:text-xl shop:font-semibold shop:text-ink shop:bp744:text-2xl"
        >
          {heading}
        </Heading>
      ) : null}
      {loading ? (
        <div aria-busy="true">
          <span className="shop:sr-only">{t('common.loading')}</span>
          <ul className={categoryGridVariants()}>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <li
                key={index}
                data-slot="category-grid-skeleton"
                className="shop:flex shop:flex-col shop:gap-3 shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:p-3"
              >
                <Skeleton
                  shape="rect"
                  animated={animated}
                  className="shop:aspect-square shop:h-auto"
                />
                <Skeleton animated={animated} className="shop:w-3/4" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className={categoryGridVariants()}>
          {items.map((item) => (
            <li key={item.id} data-slot="category-grid-item">
              <ShopLink href={categoryHref(item)} className={tileClasses}>
                <span className="shop:flex shop:aspect-square shop:items-center shop:justify-center shop:overflow-hidden shop:bg-surface-muted">
                  {item.image ? (
                    <img
                      src={item.image}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="shop:size-full shop:object-contain shop:p-3 shop:transition-transform shop:group-hover:scale-105"
                    />
                  ) : (
                    <PackageIcon strokeWidth={1} className="shop:size-1/3 shop:text-faint" />
                  )}
                </span>
                <span className="shop:line-clamp-3 shop:px-3 shop:py-2.5 shop:text-sm shop:font-medium shop:wrap-anywhere shop:group-hover:text-settings-main shop:bp744:text-base">
                  {item.name}
                </span>
              </ShopLink>
            </li>
          ))}
        </ul>
      )}
    </Root>
  );
}
