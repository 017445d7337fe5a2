import { createHash } from 'node:crypto';
import type {
  DeliveryMethod,
  createOrderRequestSchema,
  createOrderResponseSchema,
  LineAttribute,
} from '@shop/core/contract';
import {
  analyticsItem,
  deliveryDateOk,
  ecommerceEvent,
  MANAGER_QUANTITY_CAP,
  orderTotals,
  PAY_BY_CARD_ONLINE,
  pickupAvailable,
  shopDay,
  toBani,
  toLeiString,
  unitCoef,
  type Bani,
  type LocaleCode,
  type OrderStatus,
  type OrderTotals,
  type SaleUnit,
} from '@shop/core/rules';
import { and, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import { issueToken } from '../auth/tokens.js';
import { queryRows, type Database } from '../db/client.js';
import { orderLines, orders } from '../db/schema.js';
import { fieldProblem } from '../http/errors.js';
import { pick } from '../http/locale.js';
import type { Buyer } from '../shop/buyer.js';
import {
  isSold,
  lineAttributes,
  linePrice,
  lineUnit,
  maxUnits,
  saleRows,
  stockUpdate,
  stockOf,
  type SaleRow,
} from '../shop/sale.js';
import { isPickupShop, shopPieces, shopStockTake } from '../shop/shop-stock.js';
import { outOfStock, type Shortage } from '../shop/stock-problem.js';
import { canonicalJson } from './idempotency.js';
import {
  findPromo,
  judgePromo,
  promoProblem,
  promoUseParts,
  termsOf,
  type PromoRow,
} from './promo.js';

/**
 * Placing an order (§4 "Order placement"): the server prices every line itself from the
 * database for the caller's role (core's `unitPrice`, the function the storefront shows prices
 * with) and never charges what the client sent. When a sent unit price differs, the order is
 * still written at the server's price and the answer lists the line under `price_changes`, so the
 * order page shows what is charged; `client_total` keeps the sent total for the record. Stock is
 * taken in the same transaction that writes the order, from product rows locked in id order, so
 * two orders can never both take the last piece; a shortage refuses the whole order (409) naming
 * each short product and what is left.
 */

export type OrderRequest = z.output<typeof createOrderRequestSchema>;
type CheckoutRequest = Extract<OrderRequest, { is_fast_order: false }>;
type OrderAnswer = z.input<typeof createOrderResponseSchema>;

/** A line as the server prices it (request lines of the same product, unit and items merged). */
export interface PricedLine {
  /** The first request line it came from (field errors point there). */
  index: number;
  row: SaleRow;
  unit: SaleUnit | null;
  attributes: LineAttribute[];
  quantity: number;
  /** Stock taken: quantity × the unit's coefficient. */
  pieces: number;
  unitPrice: Bani;
  /** The unit price the client sent, in bani. */
  sentUnitPrice: Bani | null;
}

export interface PlaceOptions {
  buyer: Buyer;
  /** The language of the answer (shortage names); the order's own texts use `lang`. */
  locale: LocaleCode;
  now: Date;
}

const lineField = (index: number, field: string) => `order_products.${index}.${field}`;

/**
 * The priced lines of an order. Refuses (400) a unit the product is not sold in for this buyer,
 * an item that is not the product's, or a manager's quantity above 100; with `stock`, refuses
 * (409) products that are gone or short. With `pickupShop` too, the stock is what that shop can
 * give (core's `pickupAvailable`), its rows locked after the products'. Without `stock` (an
 * abandoned-checkout save) products that are gone are left out and quantities are cut to the
 * stock.
 */
export async function priceLines(
  db: Database,
  order: OrderRequest,
  options: PlaceOptions & { stock: boolean; pickupShop?: number },
): Promise<PricedLine[]> {
  const { buyer } = options;
  const ids = order.order_products.map((line) => line.product_id);
  const rows = await saleRows(db, ids, { lock: options.stock });
  const pickup =
    options.stock && options.pickupShop !== undefined
      ? ((await shopPieces(db, ids, { shopId: options.pickupShop, lock: true })).get(
          options.pickupShop,
        ) ?? new Map<number, number>())
      : undefined;
  const stockFor = (row: SaleRow) =>
    pickup
      ? pickupAvailable(pickup.get(row.id) ?? 0, stockOf(row, buyer.role))
      : stockOf(row, buyer.role);
  const merged = new Map<string, PricedLine>();
  // Short products by the first request line that asked for them, reported in request order.
  const shortages = new Map<number, Shortage & { index: number }>();
  const short = (index: number, productId: number, row: SaleRow | undefined, available: number) => {
    if (shortages.has(productId)) return;
    shortages.set(productId, {
      index,
      productId,
      name: row?.name ?? null,
      available,
      locale: options.locale,
    });
  };

  order.order_products.forEach((line, index) => {
    const row = rows.get(line.product_id);
    if (!row || !isSold(row)) {
      if (options.stock) short(index, line.product_id, row, 0);
      return;
    }
    const unit = lineUnit(row, line.products_units, buyer.role, order.lang);
    if (unit === 'invalid') throw fieldProblem(lineField(index, 'products_units'), 'invalid');
    const ids = line.product_atributes.map((attribute) => attribute.id);
    const attributes = lineAttributes(row, ids, order.lang);
    if (attributes === 'invalid') {
      throw fieldProblem(lineField(index, 'product_atributes'), 'invalid');
    }
    const key = canonicalJson([row.id, unit?.id ?? 0, attributes.map((a) => a.id)]);
    const known = merged.get(key);
    let quantity = (known?.quantity ?? 0) + line.quantity;
    if (buyer.role === 'manager' && quantity > MANAGER_QUANTITY_CAP) {
      throw fieldProblem(lineField(index, 'quantity'), 'invalid');
    }
    // A save is what the shopper could order: no more than the stock (which also bounds its sums).
    if (!options.stock) quantity = Math.min(quantity, maxUnits(row, unit, buyer.role));
    if (quantity < 1) return;
    merged.set(key, {
      index: known?.index ?? index,
      row,
      unit,
      attributes,
      quantity,
      pieces: quantity * unitCoef(unit),
      unitPrice: linePrice(row, unit, buyer, order.manager_discount),
      sentUnitPrice: known?.sentUnitPrice ?? toBani(line.unit_price),
    });
  });

  const lines = [...merged.values()];
  if (options.stock) {
    const needed = new Map<number, number>();
    for (const line of lines) {
      needed.set(line.row.id, (needed.get(line.row.id) ?? 0) + line.pieces);
    }
    for (const line of lines) {
      const stock = stockFor(line.row);
      if ((needed.get(line.row.id) ?? 0) > stock) {
        short(line.index, line.row.id, line.row, Math.floor(stock / unitCoef(line.unit)));
      }
    }
    if (shortages.size > 0) {
      throw outOfStock([...shortages.values()].sort((a, b) => a.index - b.index));
    }
  }
  return lines;
}

/** The largest amount the order columns hold (numeric(12,2): 9,999,999,999.99 lei). */
const LARGEST_AMOUNT: Bani = 999_999_999_999;

/**
 * The totals of priced lines, less a code's discount, with the fee of the order's delivery (none
 * for a pickup or a one-click order): core's `orderTotals`, as the checkout showed them. An order
 * too large for the books (stock and prices of another order of magnitude than a shop's) is
 * refused rather than failing to store.
 */
function totalsOf(
  lines: readonly PricedLine[],
  promo: PromoRow | undefined,
  order: OrderRequest,
): OrderTotals {
  const totals = orderTotals(
    lines.map((line) => ({ unitPrice: line.unitPrice, quantity: line.quantity })),
    promo ? termsOf(promo) : null,
    deliveryOf(order),
  );
  if (totals.itemsTotal > LARGEST_AMOUNT) throw fieldProblem('order_products', 'invalid');
  return totals;
}

/**
 * A buying company's codes for its invoice: those the checkout sent, the others from the buyer's
 * profile. A person buys without them.
 */
function companyCodes(checkout: CheckoutRequest | undefined, buyer: Buyer) {
  const sent = checkout?.person_type === 'juridical' ? checkout : undefined;
  const profile = sent && buyer.user?.personType === 'juridical' ? buyer.user : undefined;
  const code = (given: string | undefined, kept: string | null | undefined) =>
    given || kept || null;
  return {
    companyIdno: code(sent?.idno, profile?.idno),
    companyTva: code(sent?.tva, profile?.tva),
    companyIban: code(sent?.iban, profile?.iban),
    companyBic: code(sent?.bic, profile?.bic),
  };
}

/** How the order travels: the checkout's choice; a one-click order's is agreed on the phone. */
function deliveryOf(order: OrderRequest): DeliveryMethod | null {
  return order.is_fast_order ? null : order.delivery_method;
}

/** The order's columns that come from the request as sent. */
function orderColumns(order: OrderRequest, buyer: Buyer) {
  const checkout = order.is_fast_order ? undefined : order;
  return {
    ...companyCodes(checkout, buyer),
    userId: buyer.user?.id ?? null,
    isFastOrder: order.is_fast_order,
    // A one-click order has no payment or delivery choice: both are agreed on the phone.
    payMethod: checkout?.pay_method ?? null,
    deliveryMethod: deliveryOf(order),
    name: order.name,
    lastName: checkout?.last_name ?? null,
    phone: order.phone,
    email: checkout?.email ?? null,
    personType: checkout?.person_type ?? null,
    companyName: checkout?.company_name ?? null,
    address: checkout?.address ?? null,
    shopId: pickupShopOf(order) ?? null,
    deliveryDate: checkout?.delivery_date ?? null,
    comment: checkout?.comment ?? null,
    lang: order.lang,
    role: buyer.role,
    managerDiscount:
      order.manager_discount === undefined ? null : order.manager_discount.toFixed(2),
    utm: order.utm_data ?? null,
    clientTotal: order.total_price,
  };
}

/** The lines as `order_lines` rows, in the order's language, for `jsonb_to_recordset`. */
function lineRecords(lines: readonly PricedLine[], lang: LocaleCode) {
  return lines.map((line, position) => ({
    position,
    product_id: line.row.id,
    name: pick(line.row.name, lang),
    model: line.row.model,
    brand: line.row.brand,
    unit: line.unit && {
      id: line.unit.id,
      name: line.unit.name,
      nameCod: line.unit.name_cod,
      coef: line.unit.coef,
    },
    quantity: line.quantity,
    pieces: line.pieces,
    unit_price: toLeiString(line.unitPrice),
    total_price: toLeiString(line.unitPrice * line.quantity),
    client_unit_price: line.sentUnitPrice === null ? null : toLeiString(line.sentUnitPrice),
    attributes: line.attributes.map((attribute) => ({
      id: attribute.id ?? 0,
      title: attribute.title,
    })),
  }));
}

/**
 * Writes an order and everything that goes with it in ONE statement (a round trip to the
 * database costs more than the work): the order (`insert`, which may insert nothing, e.g. an
 * abandoned save already kept), its lines, and the `effects` — each a data-modifying statement
 * that runs beside them and may read `new_order` (stock taken, a code's use). Answers the new
 * order's id and status, or undefined when `insert` inserted nothing.
 */
async function writeOrder(
  tx: Database,
  insert: SQLWrapper,
  lines: readonly PricedLine[],
  lang: LocaleCode,
  effects: readonly SQL[] = [],
): Promise<{ id: number; status: OrderStatus } | undefined> {
  const parts = [
    // getSQL: a query builder put in a template would be wrapped as a subquery, `((insert …))`.
    sql`new_order as (${insert.getSQL()})`,
    sql`new_lines as (
      insert into ${orderLines} (order_id, position, product_id, name, model, brand, unit,
        quantity, pieces, unit_price, total_price, client_unit_price, attributes)
      select new_order.id, l.position, l.product_id, l.name, l.model, l.brand, l.unit, l.quantity,
        l.pieces, l.unit_price, l.total_price, l.client_unit_price, l.attributes
      from new_order, jsonb_to_recordset(${JSON.stringify(lineRecords(lines, lang))}::jsonb) as l(
        position smallint, product_id integer, name text, model text, brand text, unit jsonb,
        quantity integer, pieces integer, unit_price numeric, total_price numeric,
        client_unit_price numeric, attributes jsonb)
    )`,
    ...effects.map((effect, index) => sql`${sql.raw(`effect_${index}`)} as (${effect})`),
  ];
  const [row] = await queryRows<{ id: number; status: OrderStatus }>(
    tx,
    sql`with ${sql.join(parts, sql`, `)} select id, status from new_order`,
  );
  return row;
}

/**
 * A desired delivery date is one the checkout offers: core's `deliveryDateOk`, from today in
 * Chișinău to 30 days on (400 otherwise). The order schema checked it when the request was read;
 * this checks it again at the moment of writing, which may be the next day.
 */
function assertDeliveryDate(date: string | undefined, now: Date): void {
  if (date !== undefined && !deliveryDateOk(date, shopDay(now))) {
    throw fieldProblem('delivery_date', 'invalid');
  }
}

/** The shop a checkout picks its order up from, when it does. */
function pickupShopOf(order: OrderRequest): number | undefined {
  return !order.is_fast_order && order.delivery_method === 'pickup' ? order.shop : undefined;
}

/**
 * The open checkout saves an order replaces: a signed-in customer's own (by account), and guest
 * saves with the order's phone. Never an account's saves by phone alone: anyone may type a
 * customer's phone into a guest order, and must not wipe that customer's saved checkout (issue 18).
 */
function sameCustomer(order: OrderRequest, buyer: Buyer): SQL | undefined {
  const guestSaves = and(isNull(orders.userId), eq(orders.phone, order.phone));
  return buyer.user ? or(eq(orders.userId, buyer.user.id), guestSaves) : guestSaves;
}

/**
 * Writes a real order in the caller's transaction: prices and takes the stock, applies the code,
 * keeps the lines, and drops the customer's abandoned-checkout saves (they did not abandon it).
 */
export async function placeOrder(
  tx: Database,
  order: OrderRequest,
  options: PlaceOptions,
): Promise<OrderAnswer> {
  const { buyer, now } = options;
  const pickupShop = pickupShopOf(order);
  if (!order.is_fast_order) {
    assertDeliveryDate(order.delivery_date, now);
    // The pickup shop must exist and give orders (400 otherwise).
    if (pickupShop !== undefined && !(await isPickupShop(tx, pickupShop))) {
      throw fieldProblem('shop', 'invalid');
    }
  }
  const lines = await priceLines(tx, order, { ...options, stock: true, pickupShop });

  const code = order.is_fast_order ? undefined : order.promo_code;
  let promo: PromoRow | undefined;
  if (code !== undefined) {
    promo = await findPromo(tx, code, { lock: true });
    const judged = await judgePromo(tx, promo, {
      itemsTotal: totalsOf(lines, undefined, order).itemsTotal,
      customer: { userId: buyer.user?.id ?? null, phone: order.phone },
      now,
    });
    if ('problem' in judged) throw promoProblem('promo_code', judged.problem);
  }
  const totals = totalsOf(lines, promo, order);
  const link = issueToken(now);
  const payOnline = !order.is_fast_order && order.pay_method === PAY_BY_CARD_ONLINE;

  const byProduct = new Map<number, number>();
  for (const line of lines) {
    byProduct.set(line.row.id, (byProduct.get(line.row.id) ?? 0) + line.pieces);
  }
  const taken = [...byProduct].map(([id, pieces]) => ({ id, pieces }));
  const effects = [
    stockUpdate(taken, buyer.role),
    // A pickup order's pieces wait in its shop: they leave that shop's stock too.
    ...(pickupShop === undefined ? [] : [shopStockTake(pickupShop, taken)]),
    // The customer did not abandon the checkout after all: their saves go.
    sql`delete from ${orders} where ${orders.isAbandoned} and (${sameCustomer(order, buyer)})`,
    ...(promo ? promoUseParts(promo, { userId: buyer.user?.id ?? null, phone: order.phone }) : []),
  ];
  const insert = tx
    .insert(orders)
    .values({
      ...orderColumns(order, buyer),
      status: payOnline ? 'pending_payment' : 'process',
      stepsReached: 1,
      promoCodeId: promo?.id ?? null,
      promoCode: promo?.code ?? null,
      itemsTotal: toLeiString(totals.itemsTotal),
      discount: toLeiString(totals.discount),
      shippingPrice: toLeiString(totals.shipping),
      totalPrice: toLeiString(totals.total),
      linkTokenHash: link.hash,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id, status: orders.status });
  const row = await writeOrder(tx, insert, lines, order.lang, effects);
  if (!row) throw new Error('the new order was not returned');

  return {
    id: row.id,
    status: row.status,
    payment_url: null,
    link_token: link.token,
    ...totalsAnswer(totals),
    price_changes: lines.flatMap((line) =>
      line.sentUnitPrice !== null && line.sentUnitPrice !== line.unitPrice
        ? [
            {
              product_id: line.row.id,
              sent: toLeiString(line.sentUnitPrice),
              charged: toLeiString(line.unitPrice),
            },
          ]
        : [],
    ),
    purchase: purchaseOf(row.id, lines, order, totals, promo),
  };
}

function totalsAnswer(totals: OrderTotals) {
  return {
    items_total: toLeiString(totals.itemsTotal),
    discount: toLeiString(totals.discount),
    shipping_price: toLeiString(totals.shipping),
    total_price: toLeiString(totals.total),
  };
}

/**
 * The purchase event of §7 "Analytics", as the server priced the order, with the buyer's phone
 * and e-mail (§7: optional user phone and email).
 */
function purchaseOf(
  orderId: number,
  lines: readonly PricedLine[],
  order: OrderRequest,
  totals: OrderTotals,
  promo: PromoRow | undefined,
) {
  const items = lines.map((line) =>
    analyticsItem(
      {
        name: pick(line.row.name, order.lang),
        model: line.row.model,
        brand: { name: line.row.brand },
      },
      line.unitPrice,
      line.quantity,
    ),
  );
  const email = order.is_fast_order ? undefined : (order.email ?? undefined);
  const { event: _event, ecommerce } = ecommerceEvent('purchase', items, {
    transactionId: orderId,
    discount: totals.discount,
    shipping: totals.shipping,
    phone: order.phone,
    ...(email && { email }),
    ...(promo && { coupon: promo.code }),
  });
  return { ...ecommerce, transaction_id: String(orderId) };
}

/**
 * Keeps an abandoned-checkout save (§4: "do nothing visible and duplicates are suppressed"): the
 * contact and the lines at the server's prices, no stock taken, no code used. The same content
 * from the same customer saved again answers the first save (200) instead of a new one (201).
 */
export async function saveAbandoned(
  db: Database,
  order: OrderRequest,
  options: PlaceOptions,
): Promise<{ created: boolean; answer: OrderAnswer }> {
  const { buyer, now } = options;
  const lines = await priceLines(db, order, { ...options, stock: false });
  const totals = totalsOf(lines, undefined, order);
  const key = createHash('sha256')
    .update(
      canonicalJson({
        customer: buyer.user?.id ?? order.phone,
        order: { ...order, total_price: undefined, utm_data: undefined },
      }),
      'utf8',
    )
    .digest('hex');
  // One statement: a save already kept (the same key) inserts nothing, its lines neither.
  const insert = db
    .insert(orders)
    .values({
      ...orderColumns(order, buyer),
      status: 'process',
      stepsReached: 0,
      isAbandoned: true,
      abandonedKey: key,
      itemsTotal: toLeiString(totals.itemsTotal),
      shippingPrice: toLeiString(totals.shipping),
      totalPrice: toLeiString(totals.total),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: orders.abandonedKey })
    .returning({ id: orders.id, status: orders.status });
  const created = await writeOrder(db, insert, lines, order.lang);
  const [row] = created
    ? [created]
    : await db.select({ id: orders.id }).from(orders).where(eq(orders.abandonedKey, key));
  if (!row) throw new Error('the abandoned-checkout save was not found');
  return {
    created: created !== undefined,
    answer: {
      id: row.id,
      status: 'process',
      payment_url: null,
      link_token: null,
      ...totalsAnswer(totals),
      price_changes: [],
      purchase: null,
    },
  };
}
