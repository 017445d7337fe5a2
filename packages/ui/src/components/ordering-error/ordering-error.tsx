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
  'mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-4 py-12 text-center text-ink bp744:py-20',
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
        className="inline-flex size-16 items-center justify-center rounded-full bg-danger-surface text-danger"
      >
        <AlertCircleIcon width={36} height={36} />
      </span>
      <h1 className="text-2xl font-semibold wrap-anywhere bp744:text-3xl">
        {t('orderingError.title')}
      </h1>
      <p className="max-w-prose text-muted">{t('orderingError.text')}</p>
      <div className="mt-2 flex w-full flex-col items-stretch justify-center gap-3 bp480:w-auto bp480:flex-row">
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
        <p data-slot="ordering-error-phone" className="mt-2 text-muted">
          {t('orderingError.help')}{' '}
          <a
            href={phoneHref(number)}
            className="rounded-sm font-semibold whitespace-nowrap text-settings-main underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main"
          >
            {number}
          </a>
        </p>
      ) : null}
    </div>
  );
}
