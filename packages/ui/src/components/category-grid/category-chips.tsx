import { cva } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { categoryHref } from './category-grid.js';

/** A category as a chip: `FooterCategory`, `Category` and `CategoryGridItem` fit as they are. */
export interface CategoryChipItem {
  id: number;
  name: string;
  slug: string;
  /** Where the chip leads when it is not `/pages/catalog/{slug}`. */
  href?: string;
}

/** A rounded link, at least 44 px high so it is easy to tap. */
export const categoryChipVariants = cva(
  'shop:inline-flex shop:min-h-11 shop:max-w-full shop:items-center shop:rounded-full shop:border shop:border-black/15 shop:bg-white shop:px-4 shop:py-2 shop:text-sm shop:font-medium shop:text-ink shop:wrap-anywhere shop:transition-colors shop:hover:border-settings-main shop:hover:text-settings-main shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main',
);

export interface CategoryChipsProps extends HTMLAttributes<HTMLElement> {
  /** The categories; nothing is rendered when the list is empty. */
  items: readonly CategoryChipItem[];
  /** The heading above the chips, also the section's name ('Popular categories'). */
  heading: ReactNode;
  /**
   * Level of the heading in the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Shortcuts to catalogue categories as a row of chips (404 page, empty search): each leads to
 * `/pages/catalog/{slug}`.
 *
 * @example
 * ```tsx
 * <CategoryChips heading={t('notFoundPage.popularCategories')} items={popular} />
 * ```
 */
export function CategoryChips({
  items,
  heading,
  headingLevel = 2,
  className,
  ...props
}: CategoryChipsProps): ReactNode {
  const headingId = useId();
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="category-chips"
      aria-labelledby={headingId}
      className={cn('shop:flex shop:flex-col shop:items-center shop:gap-3', className)}
      {...props}
    >
      <Heading id={headingId} className="shop:text-lg shop:font-semibold shop:text-ink">
        {heading}
      </Heading>
      <ul className="shop:flex shop:flex-wrap shop:justify-center shop:gap-2">
        {items.map((item) => (
          <li key={item.id} className="shop:max-w-full">
            <ShopLink href={categoryHref(item)} className={categoryChipVariants()}>
              {item.name}
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
