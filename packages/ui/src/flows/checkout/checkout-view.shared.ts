import { cva } from 'class-variance-authority';
import type { Translator } from '../../i18n/index.js';
import type { CheckoutFieldError, CheckoutSection } from './checkout.types.js';

/** A box of the page: a section card (signed in), the summary, the banner. */
export const checkoutCardVariants = cva(
  'shop:rounded-lg shop:border shop:border-black/10 shop:bg-white',
  {
    variants: {
      tone: {
        plain: '',
        muted: 'shop:bg-settings-newsletter-block-background/60',
      },
    },
    defaultVariants: { tone: 'plain' },
  },
);

/** The discount code's message: warn (refused) or success (applied). */
export const checkoutCouponMessageVariants = cva(
  'shop:rounded-md shop:px-3 shop:py-2 shop:text-sm',
  {
    variants: {
      status: {
        warn: 'shop:border shop:border-warning-line shop:bg-warning-surface shop:text-warning',
        success: 'shop:border shop:border-success-line shop:bg-success-surface shop:text-success',
      },
    },
  },
);

/** A link-looking button ('Edit', the cart's edit link). */
export const checkoutLinkButtonClassName =
  'shop:cursor-pointer shop:rounded-sm shop:text-sm shop:font-medium shop:text-settings-main shop:underline shop:underline-offset-2 shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main';

/** Each section's title in the catalogues. */
export const CHECKOUT_SECTION_TITLE_KEYS = {
  contacts: 'checkout.contactsTitle',
  delivery: 'checkout.deliveryTitle',
  payment: 'checkout.paymentTitle',
} as const satisfies Record<CheckoutSection, string>;

/** The text of a checkout field error (core's keys, the date window, a server's own text). */
export function checkoutErrorText(
  translator: Translator,
  error: CheckoutFieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.key === 'server') return error.text;
  if (error.key === 'shopShort') return translator.t('checkout.shopShort');
  if (error.key === 'deliveryDateRange') {
    return translator.t('checkout.deliveryDateRange', { count: error.params.max });
  }
  return translator.fieldError(error);
}
