import type { DeliveryMethod } from '@shop/core/contract';
import { formatMoney, toBani, type LocaleCode, type PayMethod } from '@shop/core/rules';
import { escapeHtml, htmlDocument, type EmailContent } from './templates.js';

/**
 * The confirmation a customer gets when an order is placed: an e-mail (when the order has an
 * address) and an SMS, in the order's language. What was ordered, the totals, how it is paid and
 * delivered (the shop to pick it up from), and what happens next.
 */

export interface OrderConfirmation {
  id: number;
  name: string;
  /** Lines as bought: name, quantity, unit price and line total in lei ('123.50'). */
  lines: readonly { name: string; quantity: number; total: string }[];
  itemsTotal: string;
  discount: string;
  shipping: string;
  total: string;
  /** null for a one-click order: its payment and delivery are agreed on the phone. */
  payMethod: PayMethod | null;
  deliveryMethod: DeliveryMethod | null;
  /** The courier's address, or null. */
  address: string | null;
  /** The shop to pick the order up from (its name and address), or null. */
  shop: string | null;
  /** The last day a pickup order waits in the shop, as the language writes it, or null. */
  pickupUntil: string | null;
  /** A one-click order: a manager calls to settle the rest. */
  fastOrder: boolean;
  shopName: string;
}

interface Texts {
  subject: (p: { shop: string; id: number }) => string;
  greeting: (name: string) => string;
  received: (id: number) => string;
  lines: string;
  itemsTotal: string;
  discount: string;
  shipping: string;
  free: string;
  total: string;
  payment: string;
  payMethods: Record<PayMethod, string>;
  delivery: string;
  courier: (address: string) => string;
  pickup: (shop: string, until: string | null) => string;
  fastOrder: string;
  next: string;
  signature: (shop: string) => string;
  sms: (p: { shop: string; id: number; total: string }) => string;
}

const ro: Texts = {
  subject: ({ shop, id }) => `${shop}: comanda nr. ${id} a fost primită`,
  greeting: (name) => `Bună ziua, ${name}!`,
  received: (id) => `Am primit comanda dumneavoastră nr. ${id}. Vă mulțumim!`,
  lines: 'Produse',
  itemsTotal: 'Produse, total',
  discount: 'Reducere',
  shipping: 'Livrare',
  free: 'gratuită',
  total: 'De plată',
  payment: 'Plata',
  payMethods: {
    cash: 'numerar la primire',
    by_card_online: 'card bancar online',
    by_card_on_delivery: 'card bancar la primire',
    bank_transfer: 'transfer bancar (factura proformă este atașată)',
  },
  delivery: 'Livrarea',
  courier: (address) => `prin curier, la adresa: ${address}`,
  pickup: (shop, until) =>
    `ridicare din magazin: ${shop}${until ? `; comanda vă așteaptă până la ${until} inclusiv` : ''}`,
  fastOrder: 'comandă rapidă: un manager vă sună pentru adresă și plată',
  next: 'Un manager vă va contacta în curând pentru a confirma comanda.',
  signature: (shop) => `Echipa ${shop}`,
  sms: ({ shop, id, total }) =>
    `${shop}: comanda nr. ${id} a fost primită, total ${total}. Vă sunăm pentru confirmare.`,
};

const en: Texts = {
  subject: ({ shop, id }) => `${shop}: order no. ${id} received`,
  greeting: (name) => `Hello, ${name}!`,
  received: (id) => `We have received your order no. ${id}. Thank you!`,
  lines: 'Products',
  itemsTotal: 'Products total',
  discount: 'Discount',
  shipping: 'Delivery',
  free: 'free',
  total: 'To pay',
  payment: 'Payment',
  payMethods: {
    cash: 'cash on delivery',
    by_card_online: 'bank card online',
    by_card_on_delivery: 'bank card on delivery',
    bank_transfer: 'bank transfer (the pro-forma invoice is attached)',
  },
  delivery: 'Delivery',
  courier: (address) => `by courier, to: ${address}`,
  pickup: (shop, until) =>
    `pick up at the shop: ${shop}${until ? `; the order waits for you until ${until} inclusive` : ''}`,
  fastOrder: 'one-click order: a manager calls you about the address and payment',
  next: 'A manager will contact you soon to confirm the order.',
  signature: (shop) => `The ${shop} team`,
  sms: ({ shop, id, total }) =>
    `${shop}: order no. ${id} received, total ${total}. We will call you to confirm it.`,
};

const ru: Texts = {
  subject: ({ shop, id }) => `${shop}: заказ № ${id} принят`,
  greeting: (name) => `Здравствуйте, ${name}!`,
  received: (id) => `Мы получили ваш заказ № ${id}. Спасибо!`,
  lines: 'Товары',
  itemsTotal: 'Товары, итого',
  discount: 'Скидка',
  shipping: 'Доставка',
  free: 'бесплатно',
  total: 'К оплате',
  payment: 'Оплата',
  payMethods: {
    cash: 'наличными при получении',
    by_card_online: 'банковской картой онлайн',
    by_card_on_delivery: 'банковской картой при получении',
    bank_transfer: 'банковским переводом (счёт на оплату во вложении)',
  },
  delivery: 'Получение',
  courier: (address) => `курьером по адресу: ${address}`,
  pickup: (shop, until) =>
    `самовывоз из магазина: ${shop}${until ? `; заказ ждёт вас до ${until} включительно` : ''}`,
  fastOrder: 'быстрый заказ: менеджер позвонит вам насчёт адреса и оплаты',
  next: 'Менеджер скоро свяжется с вами, чтобы подтвердить заказ.',
  signature: (shop) => `Команда ${shop}`,
  sms: ({ shop, id, total }) =>
    `${shop}: заказ № ${id} принят, сумма ${total}. Мы позвоним для подтверждения.`,
};

export const orderConfirmationTexts: Record<LocaleCode, Texts> = { ro, en, ru };

function money(locale: LocaleCode, lei: string): string {
  return formatMoney(toBani(lei) ?? 0, locale);
}

/** How the order is received, in words. */
function deliveryText(texts: Texts, order: OrderConfirmation): string {
  if (order.fastOrder) return texts.fastOrder;
  if (order.deliveryMethod === 'pickup' && order.shop) {
    return texts.pickup(order.shop, order.pickupUntil);
  }
  if (order.address) return texts.courier(order.address);
  return texts.fastOrder;
}

/** The confirmation e-mail of a placed order. */
export function orderConfirmationEmail(locale: LocaleCode, order: OrderConfirmation): EmailContent {
  const texts = orderConfirmationTexts[locale];
  const subject = texts.subject({ shop: order.shopName, id: order.id });
  const lines = order.lines.map(
    (line) => `${line.name} × ${line.quantity}: ${money(locale, line.total)}`,
  );
  const totals: [string, string][] = [
    [texts.itemsTotal, money(locale, order.itemsTotal)],
    ...(toBani(order.discount)
      ? [[texts.discount, `−${money(locale, order.discount)}`] as [string, string]]
      : []),
    // A delivery agreed on the phone has no fee yet: none is named.
    ...(order.deliveryMethod
      ? [
          [texts.shipping, toBani(order.shipping) ? money(locale, order.shipping) : texts.free] as [
            string,
            string,
          ],
        ]
      : []),
    [texts.total, money(locale, order.total)],
  ];
  const facts: [string, string][] = [
    ...(order.payMethod
      ? [[texts.payment, texts.payMethods[order.payMethod]] as [string, string]]
      : []),
    [texts.delivery, deliveryText(texts, order)],
  ];
  const text = [
    texts.greeting(order.name),
    texts.received(order.id),
    '',
    `${texts.lines}:`,
    ...lines.map((line) => `- ${line}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    texts.next,
    texts.signature(order.shopName),
  ].join('\n');
  const e = escapeHtml;
  const rows = (pairs: [string, string][]) =>
    pairs
      .map(([label, value]) => `<tr><th align="left">${e(label)}</th><td>${e(value)}</td></tr>`)
      .join('');
  const html = htmlDocument(locale, subject, [
    `<p>${e(texts.greeting(order.name))}</p>`,
    `<p>${e(texts.received(order.id))}</p>`,
    `<h2>${e(texts.lines)}</h2>`,
    `<ul>${lines.map((line) => `<li>${e(line)}</li>`).join('')}</ul>`,
    `<table>${rows(totals)}</table>`,
    `<table>${rows(facts)}</table>`,
    `<p>${e(texts.next)}</p>`,
    `<p>${e(texts.signature(order.shopName))}</p>`,
  ]);
  return { subject, text, html };
}

/**
 * The confirmation SMS of a placed order: its number and total (no link, no personal data), in
 * plain spaces (a phone's SMS alphabet has no no-break space).
 */
export function orderConfirmationSms(locale: LocaleCode, order: OrderConfirmation): string {
  return orderConfirmationTexts[locale]
    .sms({ shop: order.shopName, id: order.id, total: money(locale, order.total) })
    .replace(/\u00a0/g, ' ');
}
