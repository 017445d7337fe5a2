import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { Skeleton } from '../../primitives/skeleton/index.js';

/** The shapes of the pages a skeleton stands in for. */
export const PAGE_SKELETON_KINDS = ['cards', 'list', 'article'] as const;
export type PageSkeletonKind = (typeof PAGE_SKELETON_KINDS)[number];

export const pageSkeletonVariants = cva('shop:flex shop:flex-col shop:gap-6');

/** Cards fill the news and promotions grids: one column on phones, two from 744, three from 1024. */
const CARD_GRID =
  'shop:grid shop:grid-cols-1 shop:gap-6 shop:bp744:grid-cols-2 shop:bp1024:grid-cols-3';

export interface PageSkeletonProps extends Omit<ComponentProps<'div'>, 'children'> {
  /**
   * The page being loaded: `cards` (news, promotions), `list` (regulations, client-service
   * links) or `article` (an article, a promotion, a regulation, an information page).
   * @default 'article'
   */
  kind?: PageSkeletonKind;
  /**
   * Whether the grey blocks pulse (off in screenshots and for reduced motion, which the pulse
   * honours by itself).
   * @default true
   */
  animated?: boolean;
}

/**
 * What a content page looks like while it loads in the browser: breadcrumbs, a heading and the
 * shape of its body in grey, with "Loading…" said once to assistive technology (role=status; the
 * blocks themselves are hidden from it).
 */
export function PageSkeleton({
  kind = 'article',
  animated = true,
  className,
  ...props
}: PageSkeletonProps): ReactNode {
  const { t } = useT();
  const block = (classes: string, shape: 'text' | 'rect' = 'text') => (
    <Skeleton shape={shape} animated={animated} className={classes} />
  );
  return (
    <div
      data-slot="page-skeleton"
      data-kind={kind}
      className={cn(pageSkeletonVariants(), className)}
      {...props}
    >
      <p role="status" className="shop:sr-only">
        {t('common.loading')}
      </p>
      <div className="shop:flex shop:gap-2">
        {block('shop:w-16')}
        {block('shop:w-24')}
      </div>
      {block('shop:h-8 shop:w-2/3 shop:bp768:w-1/3')}
      {kind === 'cards' ? (
        <div className={CARD_GRID}>
          {[0, 1, 2, 3, 4, 5].map((card) => (
            <div key={card} className="shop:flex shop:flex-col shop:gap-3">
              {block('shop:aspect-[8/5] shop:h-auto', 'rect')}
              {block('shop:w-24')}
              {block('shop:h-5 shop:w-5/6')}
              {block('shop:w-full')}
            </div>
          ))}
        </div>
      ) : kind === 'list' ? (
        <ul className="shop:flex shop:flex-col shop:gap-4">
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <li key={row} className="shop:flex shop:flex-col shop:gap-2">
              {block('shop:h-5 shop:w-3/4 shop:bp768:w-1/2')}
              {block('shop:w-24')}
            </li>
          ))}
        </ul>
      ) : (
        <div className="shop:flex shop:max-w-prose shop:flex-col shop:gap-3">
          {block('shop:w-32')}
          {block('shop:aspect-[8/5] shop:h-auto', 'rect')}
          {block('shop:w-full')}
          {block('shop:w-full')}
          {block('shop:w-11/12')}
          {block('shop:w-4/5')}
          {block('shop:w-full')}
          {block('shop:w-2/3')}
        </div>
      )}
    </div>
  );
}
