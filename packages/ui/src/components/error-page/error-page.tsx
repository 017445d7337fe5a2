import { PATHS } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { buttonVariants } from '../../primitives/button/index.js';
import { CategoryChips, type CategoryChipItem } from '../category-grid/category-chips.js';

export const errorPageVariants = cva(
  'shop:mx-auto shop:flex shop:w-full shop:max-w-3xl shop:flex-col shop:items-center shop:gap-4 shop:px-4 shop:py-12 shop:text-center shop:text-ink shop:bp744:py-20',
);

export interface ErrorPageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * The HTTP status: 404 says the page could not be found, anything else that something went
   * wrong.
   * @default 404
   */
  status?: number;
  /** Replaces the message (the page's h1). */
  title?: ReactNode;
  /** Replaces the explanation under the message. */
  description?: ReactNode;
  /**
   * Popular categories offered as shortcuts (SPEC §2: "popular categories and a home button");
   * none when empty.
   * @default []
   */
  categories?: readonly CategoryChipItem[];
}

/**
 * The 404/error page (SPEC §2): the status code, the message as the page's h1, an explanation, a
 * home button and popular categories.
 *
 * @example
 * ```tsx
 * <ErrorPage status={404} categories={popularCategories} />
 * ```
 */
export function ErrorPage({
  status = 404,
  title,
  description,
  categories = [],
  className,
  ...props
}: ErrorPageProps): ReactNode {
  const { t } = useT();
  const notFound = status === 404;
  return (
    <div
      data-slot="error-page"
      data-status={status}
      className={cn(errorPageVariants(), className)}
      {...props}
    >
      <p
        data-slot="error-page-code"
        className="shop:text-7xl shop:leading-none shop:font-bold shop:text-settings-main shop:tabular-nums shop:bp744:text-9xl"
      >
        <span className="shop:sr-only">{t('notFoundPage.code', { code: String(status) })}</span>
        <span aria-hidden="true">{status}</span>
      </p>
      <h1 className="shop:text-2xl shop:font-semibold shop:wrap-anywhere shop:bp744:text-3xl">
        {title ?? (notFound ? t('errorPage.notFound') : t('errorPage.generic'))}
      </h1>
      <p className="shop:max-w-prose shop:text-muted">
        {description ?? (notFound ? t('notFoundPage.notFoundText') : t('notFoundPage.genericText'))}
      </p>
      <ShopLink href={PATHS.home} className={cn(buttonVariants({ size: 'lg' }), 'shop:mt-2')}>
        {t('errorPage.home')}
      </ShopLink>
      <CategoryChips
        className="shop:mt-8 shop:w-full"
        heading={t('notFoundPage.popularCategories')}
        items={categories}
      />
    </div>
  );
}
