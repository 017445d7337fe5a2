import type { Order } from '@shop/core/contract';
import { hasProformaInvoice, invoicePath, localizePath, type LocaleCode } from '@shop/core/rules';
import { shopperClient } from './session.server.js';

/** An order's id as an address carries it: digits only, positive, a safe integer; else null. */
export function orderIdOf(raw: string | null | undefined): number | null {
  const id = /^\d{1,15}$/.test(raw ?? '') ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The name of the pickup shop an order names (the order keeps only its id). The order is still
 * worth showing without it, so a failure is logged and gives undefined.
 */
export async function pickupShopName(
  order: Order,
  request: Request,
  locale: LocaleCode,
): Promise<string | undefined> {
  if (order.shop === null) return undefined;
  try {
    const shops = await shopperClient(request, locale, null).content.shopContacts({
      signal: request.signal,
    });
    const shop = shops.find((item) => item.id === order.shop);
    return shop ? `${shop.city}, ${shop.location}` : undefined;
  } catch (error) {
    console.error('[storefront] the pickup shop was not found:', error);
    return undefined;
  }
}

/**
 * Where the order's pro-forma invoice downloads from, in the page's language: orders paid by
 * bank transfer have one (core's `hasProformaInvoice`, the rule the API draws them by); a guest's
 * opens with the same link token as the order's page.
 */
export function invoiceHrefOf(
  order: Pick<Order, 'id' | 'pay_method'>,
  locale: LocaleCode,
  linkToken?: string | null,
): string | null {
  if (!hasProformaInvoice(order.pay_method)) return null;
  return localizePath(invoicePath(order.id, linkToken), locale);
}
