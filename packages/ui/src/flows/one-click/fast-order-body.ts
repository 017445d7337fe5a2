import { isApiError } from '@shop/core/client';
import type {
  CreateOrderResponse,
  FastOrderRequest,
  OrderProductAttribute,
  OrderProductRequest,
} from '@shop/core/contract';
import {
  lineTotal,
  sum,
  toLei,
  toLeiString,
  toOneClickContact,
  unitPrice,
  type Bani,
  type LocaleCode,
  type PricedProduct,
  type PricingContext,
  type UtmRecord,
} from '@shop/core/rules';
import { fromPromise } from 'xstate';
import { isApiDetail, type ApiDetail } from '../../i18n/index.js';

/**
 * The fast order payload of SPEC §3 ("Fast order payload"), shared by the one-click modal and
 * the manager's fast-order page. Prices come from core's prices.ts only (§5 "Line total"), so the
 * total sent is the total shown, and the server, which prices with the same functions, agrees.
 * The helpers here are pure; the one I/O is the `placeFastOrder` actor the storefront provides.
 */

/** One line to price and send: the product's price fields, how many, in which unit. */
export interface FastOrderLineInput {
  productId: number;
  /** The price fields of the product (lei, as the API sends them). */
  prices: PricedProduct;
  quantity: number;
  /** The sale unit's id and coefficient (manager); null for a plain piece. */
  unit?: { id: number; coef: number } | null;
  /** The chosen parameters (size, feature) as the shopper saw them. */
  attributes?: readonly OrderProductAttribute[];
}

/** A line priced for the buyer: one unit and the line, in bani. */
export interface PricedLine {
  unitPrice: Bani;
  total: Bani;
}

/** A line's unit price and total for this buyer (core `unitPrice` / `lineTotal` with the unit's coef). */
export function priceLine(line: FastOrderLineInput, pricing: PricingContext): PricedLine {
  const coef = line.unit?.coef ?? 1;
  return {
    unitPrice: unitPrice(line.prices, pricing, coef),
    total: lineTotal(line.prices, line.quantity, pricing, coef),
  };
}

/** The sum of the lines' totals, in bani. */
export function linesTotal(lines: readonly FastOrderLineInput[], pricing: PricingContext): Bani {
  return sum(lines.map((line) => priceLine(line, pricing).total));
}

/** What the order is sent with besides its lines. */
export interface FastOrderMeta {
  /** The buyer's name and phone as the form holds them (the phone masked). */
  name: string;
  phone: string;
  lang: LocaleCode;
  pricing: PricingContext;
  /** The stored UTM record (§4 "UTM values"); an empty one is not sent. */
  utm?: UtmRecord | null;
  /** The manager fast-order discount percent (0..100), sent only by the manager's page. */
  managerDiscount?: number;
}

/**
 * The `FastOrderRequest` body (§3): `is_fast_order` true, the phone as '+' and digits, each line
 * priced in lei, the total as text ('1299.90'), the language, `user` null and the UTM values.
 * A unit with id 0 (core's default 'Buc', which no stored unit has) is not sent.
 *
 * @example fastOrderBody([{ productId: 7, prices: product, quantity: 2 }], { name: 'Ion', phone: '+373 (69) 123-456', lang: 'ro', pricing: { role: 'visitor' } })
 */
export function fastOrderBody(
  lines: readonly FastOrderLineInput[],
  meta: FastOrderMeta,
): FastOrderRequest {
  const orderProducts = lines.map((line): OrderProductRequest => {
    const priced = priceLine(line, meta.pricing);
    const unitId = line.unit?.id;
    return {
      product_id: line.productId,
      quantity: line.quantity,
      unit_price: toLei(priced.unitPrice),
      total_price: toLei(priced.total),
      product_atributes: (line.attributes ?? []).map(({ id, title }) => ({ id, title })),
      ...(unitId !== undefined && unitId > 0 ? { products_units: unitId } : {}),
    };
  });
  const utm = meta.utm && Object.keys(meta.utm).length > 0 ? { ...meta.utm } : undefined;
  return {
    is_fast_order: true,
    ...toOneClickContact({ name: meta.name.trim(), phone: meta.phone }),
    total_price: toLeiString(linesTotal(lines, meta.pricing)),
    lang: meta.lang,
    order_products: orderProducts,
    user: null,
    ...(meta.managerDiscount !== undefined ? { manager_discount: meta.managerDiscount } : {}),
    ...(utm ? { utm_data: utm } : {}),
  };
}

/**
 * A submit attempt: the body and the `Idempotency-Key` it is sent with. Sending the same body
 * again (a retry after a lost answer) reuses the key, so the server replays its first answer
 * instead of taking the order twice; another body gets a new key.
 */
export interface FastOrderAttempt {
  body: FastOrderRequest;
  idempotencyKey: string;
}

/** A fresh key of the form the API accepts (8..128 of letters, digits, '-', '_', '.', ':'). */
export function newIdempotencyKey(): string {
  return `fast-order-${crypto.randomUUID()}`;
}

/** The attempt for `body`: the previous key when the body is the same, a new one otherwise. */
export function nextAttempt(
  previous: FastOrderAttempt | null,
  body: FastOrderRequest,
  makeKey: () => string = newIdempotencyKey,
): FastOrderAttempt {
  const same = previous !== null && JSON.stringify(previous.body) === JSON.stringify(body);
  return { body, idempotencyKey: same ? previous.idempotencyKey : makeKey() };
}

/**
 * What a failed order shows (§8): the API's detail ('out_of_stock', 'forbidden', …), 'network' or
 * 'aborted' when no answer came, 'internal_error' for anything else (server prose is never shown).
 */
export function orderFailure(error: unknown): ApiDetail {
  if (!isApiError(error)) return 'internal_error';
  if (error.code === 'network' || error.code === 'aborted') return error.code;
  const body: unknown = error.body;
  const detail =
    typeof body === 'object' && body !== null && 'detail' in body ? body.detail : undefined;
  return error.code === 'http' && isApiDetail(detail) ? detail : 'internal_error';
}

/** A failure the same submit may cure: no answer came (§4: the modal stays with a retry). */
export function isRetryable(detail: ApiDetail): boolean {
  return detail === 'network' || detail === 'aborted' || detail === 'internal_error';
}

/**
 * Places the fast order (POST /orders/orders/ with `Idempotency-Key`). @shop/ui ships one that
 * fails: the storefront supplies the real one with `machine.provide({ actors: { placeFastOrder } })`
 * and passes `signal` on to its fetch.
 *
 * @example placeFastOrder: fromPromise(({ input, signal }) => client.orders.create(input.body, { idempotencyKey: input.idempotencyKey, signal }))
 */
export const placeFastOrderActor = fromPromise<CreateOrderResponse, FastOrderAttempt>(() =>
  Promise.reject(
    new Error(
      'placeFastOrder not provided: supply it with machine.provide({ actors: { placeFastOrder } })',
    ),
  ),
);
