import { type CheckoutShop } from '@shop/ui';
import type { Route } from './+types/checkout';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { pickupShopsOf } from '../lib/pickup-shops.js';
import { shopperClient } from '../lib/session.server.js';
import { CheckoutRoutePage } from '../pages/checkout-page.js';
import { withTexts } from '../lib/texts.server.js';

/**
 * /pages/cart (SPEC §2 "Checkout"): the shops that give orders for pickup come with the page;
 * what each has of the cart's lines is asked by the checkout in the browser, which knows the cart.
 */
export const loader = withTexts(
  ['checkout', 'stockModal', 'companyCodes'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    try {
      const answer = await shopperClient(request, locale, null).content.shopStock([], {
        signal: request.signal,
      });
      const shops: CheckoutShop[] = pickupShopsOf(answer, []);
      return { shops };
    } catch (error) {
      // Without the shops the courier delivery still works.
      console.error('[storefront] the pickup shops were not loaded:', error);
      return { shops: [] };
    }
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({ title: t('pageTitle.cart'), noindex: true }));

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutRoutePage shops={loaderData.shops} />;
}
