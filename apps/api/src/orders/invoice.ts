import {
  amountInRomanianWords,
  DEFAULT_LOCALE,
  invoiceDueDay,
  isLocaleCode,
  shopDay,
  toBani,
  vatIncluded,
  type Bani,
  type LocaleCode,
} from '@shop/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { orders } from '../db/schema.js';
import { orderLines, requisites } from '../db/schema.js';
import { pick } from '../http/locale.js';

/**
 * What an order's pro-forma invoice states (SPEC: companies paying by bank transfer): the seller's
 * requisites as the contacts page lists them, the buyer's company and codes as the order keeps
 * them, the lines, the totals with the VAT they include, the total in Romanian words, and the day
 * it is due. `invoice-pdf.ts` draws it.
 */
export interface ProformaInvoice {
  number: number;
  locale: LocaleCode;
  /** The shop's days, 'YYYY-MM-DD'. */
  issued: string;
  due: string;
  /** The requisites of the contacts page, labelled in the invoice's language. */
  seller: readonly { label: string; value: string }[];
  buyer: {
    company: string | null;
    person: string;
    phone: string;
    email: string | null;
    idno: string | null;
    tva: string | null;
    iban: string | null;
    bic: string | null;
  };
  lines: readonly {
    name: string;
    model: string | null;
    unit: string | null;
    quantity: number;
    unitPrice: Bani;
    total: Bani;
  }[];
  itemsTotal: Bani;
  discount: Bani;
  /** What the company transfers: the order's total (the delivery fee is not part of it, §9). */
  total: Bani;
  vat: Bani;
  totalInWords: string;
}

type OrderRow = typeof orders.$inferSelect;

const bani = (lei: string | null) => toBani(lei) ?? 0;

/** The invoice of a stored order (the caller decides whether the order may have one). */
export async function proformaInvoice(db: Database, order: OrderRow): Promise<ProformaInvoice> {
  const locale = isLocaleCode(order.lang) ? order.lang : DEFAULT_LOCALE;
  const [lines, sellerRows] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db.select().from(requisites).orderBy(asc(requisites.position), asc(requisites.id)),
  ]);
  const total = bani(order.totalPrice);
  return {
    number: order.id,
    locale,
    issued: shopDay(order.createdAt),
    due: invoiceDueDay(order.createdAt),
    seller: sellerRows.map((row) => ({ label: pick(row.title, locale), value: row.value })),
    buyer: {
      company: order.companyName,
      person: [order.name, order.lastName].filter(Boolean).join(' '),
      phone: order.phone,
      email: order.email,
      idno: order.companyIdno,
      tva: order.companyTva,
      iban: order.companyIban,
      bic: order.companyBic,
    },
    lines: lines.map((line) => ({
      name: line.name,
      model: line.model,
      unit: line.unit?.name ?? null,
      quantity: line.quantity,
      unitPrice: bani(line.unitPrice),
      total: bani(line.totalPrice),
    })),
    itemsTotal: bani(order.itemsTotal),
    discount: bani(order.discount),
    total,
    vat: vatIncluded(total),
    totalInWords: amountInRomanianWords(total),
  };
}
