import type { PriceView } from '@shop/core/rules';
import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';

/** The sizes of a price: the buyer's price, the struck price and the wholesale label scale together. */
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

export interface ProductPriceProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof priceVariants> {
  /**
   * What the price shows, from core's `priceView(product, pricingContext, coef)`: the buyer's
   * price, the price struck beside it (or none), why, and whether it is a wholesale price.
   * @example <ProductPrice view={priceView(product, { role: 'dealer', dealerDiscount: 10 })} />
   */
  view: PriceView;
}

/**
 * A product's price for a buyer (SPEC §5, §6), as core's `priceView` decides it; every screen
 * that shows a product's price shows it through this view, so a buyer sees one price everywhere.
 * - A promotion: the promotion price emphasised, the regular price struck through and announced
 *   as the old price ("Preț vechi").
 * - A dealer's or a manager's wholesale price: labelled "Preț angro", the retail price struck
 *   through and announced as the retail price ("Preț cu amănuntul"), never as an old price.
 * - Otherwise the price alone.
 * Money goes through core's formatter (a trailing ,00 dropped).
 */
export function ProductPrice({ className, size, view, ...props }: ProductPriceProps): ReactNode {
  const { t, money } = useT();
  const promotion = view.reason === 'promotion';
  const state = promotion ? 'promotion' : view.wholesale ? 'wholesale' : 'regular';

  return (
    <span
      data-slot="price"
      data-state={state}
      data-reason={view.reason ?? undefined}
      data-wholesale={view.wholesale || undefined}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      {view.wholesale ? (
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
        {money(view.price)}
      </span>
      {view.struck !== null ? (
        <s data-slot="price-old" className="shop:whitespace-nowrap shop:text-muted">
          <span className="shop:sr-only">{`${t(promotion ? 'price.old' : 'price.retail')}: `}</span>
          {money(view.struck)}
        </s>
      ) : null}
    </span>
  );
}
