import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { Button } from '../../primitives/button/index.js';
import { FormFailure } from '../../primitives/form-failure/index.js';
import { CheckoutCoupon } from './checkout-coupon.js';
import type { CheckoutPageProps } from './checkout-page.types.js';
import { checkoutCardVariants, checkoutLinkButtonClassName } from './checkout-view.shared.js';

export type CheckoutSummaryProps = Pick<
  CheckoutPageProps,
  | 'lines'
  | 'coupon'
  | 'totals'
  | 'placing'
  | 'placementProblem'
  | 'animated'
  | 'onCodeChange'
  | 'onApplyCode'
  | 'onRemoveCode'
  | 'onEditCart'
>;

/**
 * `Checkout.Summary`: the right column — the lines, the discount code, the totals and the order
 * button (sticky from 1024 px).
 */
export function CheckoutSummary({
  lines,
  coupon,
  totals,
  placing = false,
  placementProblem = null,
  animated = true,
  onCodeChange,
  onApplyCode,
  onRemoveCode,
  onEditCart,
}: CheckoutSummaryProps): ReactNode {
  const translator = useT();
  const { t, money, number } = translator;
  const headingId = useId();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <aside
      aria-labelledby={headingId}
      data-slot="checkout-summary"
      className={cn(
        checkoutCardVariants(),
        'shop:flex shop:flex-col shop:gap-4 shop:p-4 shop:bp768:p-5 shop:bp1024:sticky shop:bp1024:top-4',
      )}
    >
      <div className="shop:flex shop:items-baseline shop:justify-between shop:gap-3">
        <h2 id={headingId} className="shop:text-lg shop:font-semibold shop:text-ink">
          {t('checkout.summaryTitle')}{' '}
          <span className="shop:text-sm shop:font-normal shop:text-ink-soft">
            {t('checkout.lines', { count })}
          </span>
        </h2>
        <button
          type="button"
          className={cn(checkoutLinkButtonClassName, 'shop:shrink-0')}
          onClick={onEditCart}
        >
          {t('checkout.editCart')}
        </button>
      </div>
      <ul
        className="shop:flex shop:flex-col shop:divide-y shop:divide-black/10"
        data-slot="checkout-lines"
      >
        {lines.map((line) => (
          <li
            key={`${line.productId}:${line.attributes.map((a) => a.id).join(',')}:${String(line.unitId)}`}
            className="shop:flex shop:gap-3 shop:py-3 shop:first:pt-0"
          >
            <div className="shop:size-16 shop:shrink-0 shop:overflow-hidden shop:rounded-md shop:border shop:border-black/10 shop:bg-surface-muted">
              {line.image ? (
                <img src={line.image} alt="" className="shop:size-full shop:object-contain" />
              ) : null}
            </div>
            <div className="shop:flex shop:min-w-0 shop:flex-1 shop:flex-col shop:gap-0.5 shop:text-sm">
              {line.href ? (
                <ShopLink
                  href={line.href}
                  className="shop:font-medium shop:text-ink shop:hover:underline shop:focus-visible:outline-2 shop:focus-visible:outline-settings-main"
                >
                  {line.name}
                </ShopLink>
              ) : (
                <span className="shop:font-medium shop:text-ink">{line.name}</span>
              )}
              {line.attributes.length > 0 ? (
                <span className="shop:text-ink-soft">
                  {line.attributes.map((attribute) => attribute.title).join(', ')}
                </span>
              ) : null}
              <span className="shop:text-ink-soft shop:tabular-nums">
                {t('checkout.lineQuantity', {
                  quantity: number(line.quantity),
                  price: money(line.unitPrice),
                })}
                {line.unitLabel ? ` · ${line.unitLabel}` : ''}
              </span>
            </div>
            <div className="shop:shrink-0 shop:text-right shop:text-sm shop:font-semibold shop:whitespace-nowrap shop:tabular-nums">
              <span className="shop:sr-only">{t('checkout.lineTotal')}: </span>
              {money(line.total)}
            </div>
          </li>
        ))}
      </ul>
      <CheckoutCoupon
        coupon={coupon}
        disabled={placing}
        onCodeChange={onCodeChange}
        onApplyCode={onApplyCode}
        onRemoveCode={onRemoveCode}
        animated={animated}
      />
      <dl
        className="shop:flex shop:flex-col shop:gap-2 shop:border-t shop:border-black/10 shop:pt-4 shop:text-sm"
        data-slot="checkout-totals"
      >
        <TotalRow label={t('checkout.itemsTotal')} value={money(totals.itemsTotal)} />
        {totals.discount > 0 ? (
          <TotalRow
            label={t('checkout.discount')}
            value={`−${money(totals.discount)}`}
            className="shop:text-success"
          />
        ) : null}
        <TotalRow
          label={totals.shipping > 0 ? t('checkout.shippingOnDelivery') : t('checkout.shipping')}
          value={totals.shipping > 0 ? money(totals.shipping) : t('checkout.shippingFree')}
        />
        <TotalRow
          label={t('checkout.total')}
          value={money(totals.total)}
          className="shop:border-t shop:border-black/10 shop:pt-3 shop:text-lg shop:font-semibold shop:text-ink"
        />
      </dl>
      <FormFailure data-slot="checkout-placement-problem" collapseGap={false}>
        {placementProblem ? translator.apiDetail(placementProblem) : null}
      </FormFailure>
      <Button
        type="submit"
        size="lg"
        className="shop:w-full"
        busy={placing}
        busyLabel={t('checkout.placing')}
        animated={animated}
      >
        {t('checkout.order')}
      </Button>
    </aside>
  );
}

function TotalRow({
  label,
  value,
  className,
}: {
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={cn('shop:flex shop:items-baseline shop:justify-between shop:gap-3', className)}>
      <dt>{label}</dt>
      <dd className="shop:tabular-nums shop:whitespace-nowrap">{value}</dd>
    </div>
  );
}
