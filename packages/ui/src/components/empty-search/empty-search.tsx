import { PATHS } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { SearchXIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { buttonVariants } from '../../primitives/button/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { CategoryChips, type CategoryChipItem } from '../category-grid/category-chips.js';

export const emptySearchVariants = cva(
  'shop:mx-auto shop:flex shop:w-full shop:max-w-3xl shop:flex-col shop:items-center shop:gap-6 shop:px-4 shop:py-8 shop:bp744:py-12',
);

export interface EmptySearchProps extends HTMLAttributes<HTMLDivElement> {
  /** What the shopper searched for; without it the title is a plain 'Nothing found'. */
  text?: string;
  /**
   * Popular categories offered instead; none when empty.
   * @default []
   */
  categories?: readonly CategoryChipItem[];
  /**
   * Level of the title in the page outline (the search page has its own h1).
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * The search page without results (SPEC §2 "Empty search"): what was searched, hints to search
 * better, a home button and popular categories.
 *
 * @example
 * ```tsx
 * <EmptySearch text={query} categories={popularCategories} />
 * ```
 */
export function EmptySearch({
  text,
  categories = [],
  headingLevel = 2,
  className,
  ...props
}: EmptySearchProps): ReactNode {
  const { t } = useT();
  const hintsId = useId();
  const query = text?.trim();
  return (
    <div data-slot="empty-search" className={cn(emptySearchVariants(), className)} {...props}>
      <EmptyState
        className="shop:w-full shop:[&_[data-slot=empty-state-title]]:wrap-anywhere"
        icon={<SearchXIcon className="shop:size-8" />}
        headingLevel={headingLevel}
        title={query ? t('emptySearch.title', { text: query }) : t('emptySearch.titleNoText')}
        action={
          <div className="shop:flex shop:flex-col shop:items-center shop:gap-6">
            <div className="shop:text-left">
              <p id={hintsId} className="shop:font-medium">
                {t('emptySearch.hintsTitle')}
              </p>
              <ul
                aria-labelledby={hintsId}
                className="shop:mt-2 shop:list-disc shop:space-y-1 shop:ps-5 shop:text-muted"
              >
                <li>{t('emptySearch.hintSpelling')}</li>
                <li>{t('emptySearch.hintFewerWords')}</li>
                <li>{t('emptySearch.hintCategories')}</li>
              </ul>
            </div>
            <ShopLink href={PATHS.home} className={buttonVariants({ size: 'lg' })}>
              {t('errorPage.home')}
            </ShopLink>
          </div>
        }
      />
      <CategoryChips
        className="shop:w-full"
        headingLevel={headingLevel === 2 ? 3 : 4}
        heading={t('emptySearch.popularCategories')}
        items={categories}
      />
    </div>
  );
}
