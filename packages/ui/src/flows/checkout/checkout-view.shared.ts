import { cva } from 'class-variance-authority';
import type { Translator } from '../../i18n/index.js';
import type { CheckoutFieldError, CheckoutSection } from './checkout.types.js';

/** A box of the page: a section card (signed in), the summary, the banner. */
export const checkoutCardVariants = cva('rounded-lg border border-black/10 bg-white', {
  variants: {
    tone: {
      plain: '',
      muted: 'bg-settings-newsletter-block-background/60',
    },
  },
  defaultVariants: { tone: 'plain' },
});

/** The discount code's message: warn (refused) or success (applied). */
export const checkoutCouponMessageVariants = cva('rounded-md px-3 py-2 text-sm', {
  variants: {
    status: {
      warn: 'border border-warning-line bg-warning-surface text-warning',
      success: 'border border-success-line bg-success-surface text-success',
    },
  },
});

/** A link-looking button ('Edit', the cart's edit link). */
export const checkoutLinkButtonClassName =
  'cursor-pointer rounded-sm text-sm font-medium text-settings-main underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main';

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
  if (error.key === 'deliveryDateRange') {
    return translator.t('checkout.deliveryDateRange', { count: error.params.max });
  }
  return translator.fieldError(error);
}
