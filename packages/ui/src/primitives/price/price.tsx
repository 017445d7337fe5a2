import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';

export const priceVariants = cva(
  'shop:inline-flex shop:flex-wrap shop:items-baseline shop:gap-x-2 shop:gap-y-0.5 shop:tabular-nums shop:text-ink',
  {
    variants: {
      size: {
        sm: 'shop:text-sm shop:[&_[data-slot=price-old]]:text-xs shop:[&_[data-slot=price-label]]:text-2xs',
        md: 'shop:text-lg shop:[&_[data-slot=price-old]]:text-sm shop:[&_[data-slot=price-label]]:text-xs',
        lg: 'shop:text-3xl shop:[&_[data-slot=price-old]]:text-lg shop:[&_[data-slot=price-label]]:text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface PriceProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof priceVariants> {
  /** The regular price, in bani (1 leu = 100 bani). @example <Price price={129900} /> */
  price: number;
  /**
   * The promotion price in bani. `null`, `undefined` or 0 mean no promotion (SPEC §3); otherwise
   * it is shown emphasised and the regular price struck through.
   * @default undefined
   */
  promotionPrice?: number | null;
  /**
   * The price is the wholesale price (price_angro) of a dealer or a manager: labelled as such.
   * @default false
   */
  wholesale?: boolean;
}

/**
 * A price in lei through core's money formatter (a trailing ,00 dropped): regular, promotion
 * (new price emphasised, old struck through and announced as the old price) or wholesale.
 */
export function Price({
  className,
  size,
  price,
  promotionPrice,
  wholesale = false,
  ...props
}: PriceProps): ReactNode {
  const { t, money } = useT();
  const promotion = typeof promotionPrice === 'number' && promotionPrice > 0;
  const state = promotion ? 'promotion' : wholesale ? 'wholesale' : 'regular';

  return (
    <span
      data-slot="price"
      data-state={state}
      data-wholesale={wholesale || undefined}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      {wholesale ? (
        <span
          data-slot="price-label"
          className="shop:self-center shop:rounded-sm shop:bg-settings-newsletter-block-background shop:px-1.5 shop:py-0.5 shop:font-medium shop:text-settings-main shop:uppercase"
        >
          {t('price.wholesale')}
        </span>
      ) : null}
      <span
        data-slot="price-current"
        className={cn(
          'shop:font-semibold shop:whitespace-nowrap',
          promotion ? 'shop:font-bold shop:text-settings-favorite' : undefined,
        )}
      >
        {promotion ? <span className="shop:sr-only">{`${t('price.promotion')}: `}</span> : null}
        {money(promotion ? promotionPrice : price)}
      </span>
      {promotion ? (
        <s data-slot="price-old" className="shop:whitespace-nowrap shop:text-muted">
          <span className="shop:sr-only">{`${t('price.old')}: `}</span>
          {money(price)}
        </s>
      ) : null}
    </span>
  );
}
