import type { CreateOrderResponse } from '@shop/core/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { buttonVariants } from '../../primitives/button/index.js';
import { checkoutCardVariants } from './checkout-view.shared.js';

export interface CheckoutAwaitingPaymentProps {
  /** The order placed, waiting for its payment. */
  order: CreateOrderResponse;
  /** Where its button leads (the catalogue). */
  href: string;
}

/**
 * `Checkout.AwaitingPayment`: the order waits for an online card payment the shop cannot take
 * yet (SPEC §4). Its heading takes focus when it appears, so the news is read out.
 */
export function CheckoutAwaitingPayment({ order, href }: CheckoutAwaitingPaymentProps): ReactNode {
  const { t } = useT();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      data-slot="checkout-awaiting-payment"
      className={cn(
        checkoutCardVariants({ tone: 'muted' }),
        'shop:flex shop:flex-col shop:gap-3 shop:p-5 shop:bp768:p-8',
      )}
    >
      <h2
        ref={ref}
        tabIndex={-1}
        className="shop:text-xl shop:font-semibold shop:text-ink shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
      >
        {t('checkout.awaitingTitle', { id: String(order.id) })}
      </h2>
      <p className="shop:max-w-prose shop:text-ink">{t('checkout.awaitingText')}</p>
      <div>
        <ShopLink href={href} className={buttonVariants({ variant: 'secondary' })}>
          {t('checkout.awaitingAction')}
        </ShopLink>
      </div>
    </div>
  );
}
