import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { StarIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

export const ratingVariants = cva('shop:inline-flex shop:items-center shop:text-ink', {
  variants: {
    size: {
      sm: 'shop:gap-1.5 shop:text-xs shop:[--rating-star:0.875rem]',
      md: 'shop:gap-2 shop:text-sm shop:[--rating-star:1.125rem]',
      lg: 'shop:gap-2.5 shop:text-base shop:[--rating-star:1.5rem]',
    },
  },
  defaultVariants: { size: 'md' },
});

/** A rating within 0..5, rounded to the nearest half star (what the stars can show). */
export function roundRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2));
}

export interface RatingProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof ratingVariants> {
  /**
   * The average grade, 0..5. The stars show it to the nearest half (a half star is half filled);
   * the accessible label says it with one decimal.
   * @example <Rating value={4.5} count={12} />
   */
  value: number;
  /**
   * The number of reviews, shown after the stars ('12 recenzii'). Hidden when undefined.
   * @default undefined
   */
  count?: number;
}

/** Five stars, filled to the rating, announced as one image ('Evaluare: 4,5 din 5 stele'). */
export function Rating({ className, size, value, count, ...props }: RatingProps): ReactNode {
  const { t } = useT();
  const shown = roundRating(value);
  const spoken = Number.isFinite(value) ? Math.min(5, Math.max(0, Math.round(value * 10) / 10)) : 0;

  return (
    <span
      data-slot="rating"
      data-value={shown}
      className={cn(ratingVariants({ size }), className)}
      {...props}
    >
      <span
        role="img"
        aria-label={t('rating.label', { value: spoken })}
        data-slot="rating-stars"
        className="shop:inline-flex"
      >
        {[0, 1, 2, 3, 4].map((index) => {
          const fill = Math.min(1, Math.max(0, shown - index));
          return (
            <span
              key={index}
              data-slot="rating-star"
              data-fill={fill === 1 ? 'full' : fill === 0 ? 'empty' : 'half'}
              className="shop:relative shop:inline-flex shop:text-line"
            >
              <StarIcon className="shop:size-(--rating-star) shop:shrink-0" />
              <span
                className="shop:absolute shop:inset-y-0 shop:left-0 shop:overflow-hidden shop:text-star"
                style={{ width: `${fill * 100}%` }}
              >
                <StarIcon className="shop:size-(--rating-star) shop:shrink-0" />
              </span>
            </span>
          );
        })}
      </span>
      {count === undefined ? null : (
        <span data-slot="rating-count" className="shop:text-muted">
          {t('reviews.count', { count })}
        </span>
      )}
    </span>
  );
}
