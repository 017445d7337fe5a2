import { shippingFee } from '@shop/core/rules';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { Button } from '../../primitives/button/index.js';
import { CheckoutCoupon } from './checkout-coupon.js';
import type { CheckoutPageProps } from './checkout-page.types.js';
import { checkoutCardVariants, checkoutLinkButtonClassName } from './checkout-view.shared.js';

export type CheckoutSummaryProps = Pick<
  CheckoutPageProps,
  | 'lines'
  | 'values'
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
  values,
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
  const courierFee = values.deliveryMethod === 'courier' ? shippingFee(totals.itemsTotal) : 0;

  return (
    <aside
      aria-labelledby={headingId}
      data-slot="checkout-summary"
      className={cn(
        checkoutCardVariants(),
        'flex flex-col gap-4 p-4 bp768:p-5 bp1024:sticky bp1024:top-4',
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t('checkout.summaryTitle')}{' '}
          <span className="text-sm font-normal text-ink-soft">
            {t('checkout.lines', { count })}
          </span>
        </h2>
        <button
          type="button"
          className={cn(checkoutLinkButtonClassName, 'shrink-0')}
          onClick={onEditCart}
        >
          {t('checkout.editCart')}
        </button>
      </div>
      <ul className="flex flex-col divide-y divide-black/10" data-slot="checkout-lines">
        {lines.map((line) => (
          <li
            key={`${line.productId}:${line.attributes.map((a) => a.id).join(',')}:${String(line.unitId)}`}
            className="flex gap-3 py-3 first:pt-0"
          >
            <div className="size-16 shrink-0 overflow-hidden rounded-md border border-black/10 bg-surface-muted">
              {line.image ? (
                <img src={line.image} alt="" className="size-full object-contain" />
              ) : null}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
              {line.href ? (
                <ShopLink
                  href={line.href}
                  className="font-medium text-ink hover:underline focus-visible:outline-2 focus-visible:outline-settings-main"
                >
                  {line.name}
                </ShopLink>
              ) : (
                <span className="font-medium text-ink">{line.name}</span>
              )}
              {line.attributes.length > 0 ? (
                <span className="text-ink-soft">
                  {line.attributes.map((attribute) => attribute.title).join(', ')}
                </span>
              ) : null}
              <span className="text-ink-soft tabular-nums">
                {t('checkout.lineQuantity', {
                  quantity: number(line.quantity),
                  price: money(line.unitPrice),
                })}
                {line.unitLabel ? ` · ${line.unitLabel}` : ''}
              </span>
            </div>
            <div className="shrink-0 text-right text-sm font-semibold whitespace-nowrap tabular-nums">
              <span className="sr-only">{t('checkout.lineTotal')}: </span>
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
        className="flex flex-col gap-2 border-t border-black/10 pt-4 text-sm"
        data-slot="checkout-totals"
      >
        <TotalRow label={t('checkout.itemsTotal')} value={money(totals.itemsTotal)} />
        {totals.discount > 0 ? (
          <TotalRow
            label={t('checkout.discount')}
            value={`−${money(totals.discount)}`}
            className="text-success"
          />
        ) : null}
        <TotalRow
          label={
            values.deliveryMethod === 'courier' && courierFee > 0
              ? t('checkout.shippingOnDelivery')
              : t('checkout.shipping')
          }
          value={courierFee > 0 ? money(courierFee) : t('checkout.shippingFree')}
        />
        <TotalRow
          label={t('checkout.total')}
          value={money(totals.total)}
          className="border-t border-black/10 pt-3 text-lg font-semibold text-ink"
        />
      </dl>
      <div role="alert" data-slot="checkout-placement-problem">
        {placementProblem ? (
          <p className="rounded-md border border-danger-line bg-danger-surface px-3 py-2 text-sm text-danger-strong">
            {translator.apiDetail(placementProblem)}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
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
    <div className={cn('flex items-baseline justify-between gap-3', className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums whitespace-nowrap">{value}</dd>
    </div>
  );
}
