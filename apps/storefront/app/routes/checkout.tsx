import { stockModal } from '@shop/ui/catalogues/ro/stock-modal';
import { checkout } from '@shop/ui/catalogues/ro/checkout';
import { companyCodes } from '@shop/ui/catalogues/ro/company-codes';
import { registerCatalogues, type CheckoutShop } from '@shop/ui';
import type { Route } from './+types/checkout';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { shopperClient } from '../lib/session.server.js';
import { CheckoutRoutePage } from '../pages/checkout-page.js';

// This page's Romanian texts: kept out of every other page's first load (@shop/ui LOADED_LATER).
registerCatalogues({ ro: { checkout, stockModal, companyCodes } });

/** /pages/cart (SPEC §2 "Checkout"): the shops for pickup come with the page. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  try {
    const contacts = await shopperClient(request, locale, null).content.shopContacts({
      signal: request.signal,
    });
    const shops: CheckoutShop[] = contacts.map((shop) => ({
      id: shop.id,
      title: `${shop.city}, ${shop.location}`,
      description: shop.schedule ?? undefined,
    }));
    return { shops };
  } catch (error) {
    // Without the shops the courier delivery still works.
    console.error('[storefront] the pickup shops were not loaded:', error);
    return { shops: [] };
  }
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({ title: t('pageTitle.cart'), noindex: true }));

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutRoutePage shops={loaderData.shops} />;
}
