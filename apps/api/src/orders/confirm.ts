import {
  DEFAULT_LOCALE,
  hasProformaInvoice,
  isLocaleCode,
  pickupHeldUntil,
  type LocaleCode,
} from '@shop/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shopNameIn } from '../content/settings.js';
import type { Database } from '../db/client.js';
import { orderLines, orders, shops } from '../db/schema.js';
import { longDay, pick } from '../http/locale.js';
import {
  orderConfirmationEmail,
  orderConfirmationSms,
  type OrderConfirmation,
} from '../messages/order-confirmation.js';
import type { Attachment } from '../messages/outbox.js';
import { proformaInvoice, type ProformaInvoice } from './invoice.js';
import { invoiceFileName, invoicePdf } from './invoice-pdf.js';

/** What the confirmation of a stored order says, and in which language. */
export async function orderConfirmation(
  db: Database,
  orderId: number,
  shopName: string,
): Promise<{
  order: OrderConfirmation;
  locale: LocaleCode;
  email: string | null;
  phone: string;
  /** The pro-forma invoice an order paid by bank transfer gets with its e-mail. */
  invoice: ProformaInvoice | null;
} | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const locale = localeOf(row.lang);
  const name = await shopNameIn(db, locale, shopName);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const [shop] =
    row.shopId === null ? [] : await db.select().from(shops).where(eq(shops.id, row.shopId));
  return {
    locale,
    email: row.email,
    phone: row.phone,
    invoice: row.email && hasProformaInvoice(row.payMethod) ? await proformaInvoice(db, row) : null,
    order: {
      id: row.id,
      name: [row.name, row.lastName].filter(Boolean).join(' '),
      lines: lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        total: line.totalPrice,
      })),
      itemsTotal: row.itemsTotal,
      discount: row.discount,
      shipping: row.shippingPrice,
      total: row.totalPrice,
      payMethod: row.payMethod,
      deliveryMethod: row.deliveryMethod,
      address: row.address,
      shop: shop ? `${pick(shop.title, locale)}, ${pick(shop.address, locale)}` : null,
      pickupUntil:
        row.deliveryMethod === 'pickup' ? longDay(pickupHeldUntil(row.createdAt), locale) : null,
      fastOrder: row.isFastOrder,
      shopName: name,
    },
  };
}

function localeOf(lang: string): LocaleCode {
  return isLocaleCode(lang) ? lang : DEFAULT_LOCALE;
}

/** The invoice as an e-mail's attachment. */
async function invoiceAttachment(invoice: ProformaInvoice): Promise<Attachment> {
  return {
    filename: invoiceFileName(invoice),
    contentType: 'application/pdf',
    content: await invoicePdf(invoice),
  };
}

/**
 * Sends the customer the order's confirmation, by e-mail when the order has an address (with the
 * pro-forma invoice of a bank transfer attached) and by SMS to its phone, in the order's
 * language, after the answer has gone (through the outbox: a failure is logged and the order
 * stays placed).
 */
export function confirmOrder(app: FastifyInstance, orderId: number): void {
  app.accounts.background('order confirmation', async () => {
    const found = await orderConfirmation(app.db, orderId, app.config.shopName);
    if (!found) return;
    const { order, locale, email, phone, invoice } = found;
    if (email) {
      await app.accounts.outbox.send({
        kind: 'order_confirmation',
        channel: 'email',
        to: email,
        ...orderConfirmationEmail(locale, order),
        attachments: invoice ? [await invoiceAttachment(invoice)] : [],
      });
    }
    await app.accounts.outbox.send({
      kind: 'order_confirmation',
      channel: 'sms',
      to: phone,
      text: orderConfirmationSms(locale, order),
    });
  });
}
