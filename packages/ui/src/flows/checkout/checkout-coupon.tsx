import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../../primitives/button/index.js';
import { Input } from '../../primitives/input/index.js';
import { Spinner } from '../../primitives/spinner/index.js';
import { checkoutCouponMessageVariants } from './checkout-view.shared.js';
import type { CouponView } from './checkout.types.js';

export interface CheckoutCouponProps {
  /** The code, its state and its message. */
  coupon: CouponView;
  /** The order is being placed: the field is read-only, the buttons refuse. */
  disabled: boolean;
  /** The spinner turns. */
  animated: boolean;
  onCodeChange: (code: string) => void;
  /** Apply the code (its button, or Enter in its field). */
  onApplyCode: () => void;
  onRemoveCode: () => void;
}

/**
 * `Checkout.Coupon`: the discount code — a field and Apply; neutral, checking, warn or success
 * (SPEC §2).
 */
export function CheckoutCoupon({
  coupon,
  disabled,
  animated,
  onCodeChange,
  onApplyCode,
  onRemoveCode,
}: CheckoutCouponProps): ReactNode {
  const translator = useT();
  const { t, money } = translator;
  const messageId = useId();
  const checking = coupon.status === 'checking';

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code; it must not place the order around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!checking && !disabled) onApplyCode();
  };

  let message: ReactNode = null;
  if (coupon.status === 'warn') {
    const failure = coupon.failure;
    message = (
      <p className={checkoutCouponMessageVariants({ status: 'warn' })}>
        {failure.key === 'detail'
          ? translator.apiDetail(failure.detail)
          : translator.fieldError(failure)}
      </p>
    );
  } else if (coupon.status === 'success') {
    message = (
      <p className={checkoutCouponMessageVariants({ status: 'success' })}>
        {t('checkout.codeApplied', { code: coupon.coupon.code, amount: money(coupon.discount) })}
      </p>
    );
  } else if (checking) {
    message = <Spinner size="sm" animated={animated} label={t('checkout.checking')} showLabel />;
  }

  return (
    <div
      data-slot="checkout-coupon"
      data-status={coupon.status}
      className="shop:flex shop:flex-col shop:gap-2 shop:border-t shop:border-black/10 shop:pt-4"
    >
      {/* The code keeps room for itself: a long button label ('Применить') wraps below it. */}
      <div className="shop:flex shop:flex-wrap shop:items-end shop:gap-2">
        <Input
          name="code"
          label={t('checkout.code')}
          autoComplete="off"
          rootClassName="shop:min-w-40 shop:flex-1"
          value={coupon.code}
          readOnly={disabled}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={coupon.status === 'warn' || undefined}
          className={cn(
            coupon.status === 'warn' && 'shop:border-warning-solid',
            coupon.status === 'success' && 'shop:border-success-solid',
          )}
          onKeyDown={handleKeyDown}
          onValueChange={onCodeChange}
        />
        {coupon.status === 'success' ? (
          <Button
            variant="secondary"
            className="shop:h-11 shop:shrink-0"
            disabled={disabled}
            onClick={onRemoveCode}
          >
            {t('checkout.removeCode')}
          </Button>
        ) : null}
        {coupon.status !== 'success' ? (
          <Button
            variant="secondary"
            className="shop:h-11 shop:shrink-0"
            disabled={disabled || checking || coupon.code.trim() === ''}
            onClick={onApplyCode}
          >
            {t('checkout.apply')}
          </Button>
        ) : null}
      </div>
      <div id={messageId} aria-live="polite">
        {message}
      </div>
    </div>
  );
}
