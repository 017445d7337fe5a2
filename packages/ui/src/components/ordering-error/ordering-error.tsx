import { PATHS } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { AlertCircleIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { buttonVariants } from '../../primitives/button/index.js';
import { phoneHref } from '../footer/footer.js';

export const orderingErrorVariants = cva(
  'shop:mx-auto shop:flex shop:w-full shop:max-w-3xl shop:flex-col shop:items-center shop:gap-4 shop:px-4 shop:py-12 shop:text-center shop:text-ink shop:bp744:py-20',
);

export interface OrderingErrorProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The shop's phone (site settings), offered as a `tel:` link for help. None when absent.
   * @example phone="+373 22 123 456"
   */
  phone?: string | null;
}

/**
 * The order failure page of /pages/ordering-error (SPEC §2, §8 "Order failure"): an error icon,
 * 'Comanda nu a putut fi plasată' as the page's h1, that nothing was charged and the cart was
 * kept, buttons back to the checkout (/pages/cart) and to the main page, and the shop's phone.
 *
 * @example
 * ```tsx
 * <OrderingError phone={settings.phone} />
 * ```
 */
export function OrderingError({ phone, className, ...props }: OrderingErrorProps): ReactNode {
  const { t } = useT();
  const number = phone?.trim();
  return (
    <div data-slot="ordering-error" className={cn(orderingErrorVariants(), className)} {...props}>
      <span
        aria-hidden="true"
        data-slot="ordering-error-icon"
        className="shop:inline-flex shop:size-16 shop:items-center shop:justify-center shop:rounded-full shop:bg-danger-surface shop:text-danger"
      >
        <AlertCircleIcon width={36} height={36} />
      </span>
      <h1 className="shop:text-2xl shop:font-semibold shop:wrap-anywhere shop:bp744:text-3xl">
        {t('orderingError.title')}
      </h1>
      <p className="shop:max-w-prose shop:text-muted">{t('orderingError.text')}</p>
      <div className="shop:mt-2 shop:flex shop:w-full shop:flex-col shop:items-stretch shop:justify-center shop:gap-3 shop:bp480:w-auto shop:bp480:flex-row">
        <ShopLink href={PATHS.cart} className={buttonVariants({ size: 'lg' })}>
          {t('orderingError.back')}
        </ShopLink>
        <ShopLink
          href={PATHS.home}
          className={buttonVariants({ size: 'lg', variant: 'secondary' })}
        >
          {t('orderingError.home')}
        </ShopLink>
      </div>
      {number ? (
        <p data-slot="ordering-error-phone" className="shop:mt-2 shop:text-muted">
          {t('orderingError.help')}{' '}
          <a
            href={phoneHref(number)}
            className="shop:rounded-sm shop:font-semibold shop:whitespace-nowrap shop:text-settings-main shop:underline-offset-2 shop:hover:underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
          >
            {number}
          </a>
        </p>
      ) : null}
    </div>
  );
}
