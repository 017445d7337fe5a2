import {
  DELIVERY_METHODS,
  ORDER_STATUSES,
  ORDER_STEPS,
  PAY_METHODS,
  type DeliveryMethod,
  type PayMethod,
} from '../rules/orders.js';
import { z } from '../zod.js';
import { deliveryDateOk, payMethodsFor } from '../rules/checkout.js';
import { shopDay } from '../rules/dates.js';
import { CART_LINES_CAP, MAX_LENGTH, MIN_LENGTH } from '../rules/constants.js';
import {
  agreementField,
  bicField,
  emailField,
  ibanField,
  idnoField,
  minText,
  phonePayloadField,
  requiredText,
  tvaField,
} from '../rules/fields.js';
import { personTypeField } from './account.js';
import {
  flagSchema,
  idField,
  idSchema,
  lineQuantityField,
  listSchema,
  localeField,
  messageKey,
  moneyField,
  moneySchema,
  moneyTextField,
  nullableIntSchema,
  nullableMoneySchema,
  nullableSchema,
  nullableTextSchema,
  optionalText,
  pageSchema,
  quantitySchema,
  textOrEmptySchema,
  utmSchema,
} from './common.js';
import { lineAttributeSchema, productSchema, productUnitSchema } from './product.js';

/** Order statuses of §3 (the badges of the order list). */

// The payment and delivery methods are rules (`payMethodsFor`, `deliveryFee`); the contract names
// them for its consumers.
export { DELIVERY_METHODS, PAY_METHODS };
export type { DeliveryMethod, PayMethod };

// ---------------------------------------------------------------------------------------------
// Order requests (POST /ru/api/orders/orders/, auth optional)
// ---------------------------------------------------------------------------------------------

/**
 * A chosen product parameter (size, feature) of an order line (§3 `product_atributes[]`, spelt as
 * the spec spells it). The spec does not show its fields: the parameter item's id and its title
 * as the shopper saw it, so the order keeps the choice even if the catalogue changes.
 */
export const orderProductAttributeSchema = z.strictObject({
  id: idField,
  title: requiredText(200),
});
export type OrderProductAttribute = z.input<typeof orderProductAttributeSchema>;

/** An order line of the payload; prices in lei. `products_units` is the manager's unit. */
export const orderProductRequestSchema = z.strictObject({
  product_id: idField,
  quantity: lineQuantityField,
  unit_price: moneyField,
  total_price: moneyField,
  product_atributes: z.array(orderProductAttributeSchema, messageKey('required')),
  products_units: idField.nullable().optional(),
});
export type OrderProductRequest = z.input<typeof orderProductRequestSchema>;

const orderProductsField = z
  .array(orderProductRequestSchema, messageKey('required'))
  .min(1, messageKey('required'))
  .max(CART_LINES_CAP, messageKey('maxLength'));

/**
 * The manager fast-order discount (§5 "Line total"): a percent off the wholesale price that only
 * a manager may give (anyone else is refused with 403).
 */
const managerDiscountField = z
  .number(messageKey('required'))
  .min(0, messageKey('required'))
  .max(100, messageKey('required'))
  .optional();

/** Fast order payload of §3: the one-click modal and the manager's fast order. */
export const fastOrderRequestSchema = z.strictObject({
  is_fast_order: z.literal(true),
  name: minText(MIN_LENGTH.oneClickName, MAX_LENGTH.name),
  phone: phonePayloadField,
  /** The total as text, e.g. '1299.90'. */
  total_price: moneyTextField,
  lang: localeField,
  order_products: orderProductsField,
  user: z.null(messageKey('required')),
  manager_discount: managerDiscountField,
  utm_data: utmSchema.optional(),
});
export type FastOrderRequest = z.input<typeof fastOrderRequestSchema>;

/**
 * The checkout's order payload. The spec shows its outline only (delivery and payment radios, a
 * delivery form, a discount code, the agreement, `pay_method`, `is_abandoned`); the fields are
 * designed to mirror the fast order. An abandoned-order save (`is_abandoned: true`) is sent
 * before the shopper has finished, so the agreement and the courier address are required only
 * for a real order.
 */
export const checkoutOrderRequestSchema = z
  .strictObject({
    is_fast_order: z.literal(false),
    is_abandoned: z.boolean(messageKey('required')).optional(),
    name: minText(MIN_LENGTH.oneClickName, MAX_LENGTH.name),
    last_name: optionalText(MAX_LENGTH.name),
    phone: phonePayloadField,
    email: emailField.optional(),
    person_type: personTypeField.optional(),
    company_name: optionalText(MAX_LENGTH.companyName),
    /**
     * A company's codes for its pro-forma invoice, by the rules of registration and the profile;
     * those not sent are taken from the buyer's profile.
     */
    idno: idnoField.optional(),
    tva: tvaField,
    iban: ibanField.optional(),
    bic: bicField.optional(),
    delivery_method: z.enum(DELIVERY_METHODS, messageKey('required')),
    address: optionalText(MAX_LENGTH.text),
    /** The pickup shop (a shop contact id). */
    shop: idField.optional(),
    /** Desired delivery date, 'YYYY-MM-DD'. */
    delivery_date: z.iso.date(messageKey('required')).optional(),
    pay_method: z.enum(PAY_METHODS, messageKey('required')),
    promo_code: optionalText(50),
    comment: optionalText(MAX_LENGTH.text),
    total_price: moneyTextField,
    lang: localeField,
    order_products: orderProductsField,
    user: idField.nullable(),
    agreement: z.boolean(messageKey('required')).optional(),
    manager_discount: managerDiscountField,
    utm_data: utmSchema.optional(),
  })
  .superRefine((order, context) => {
    if (order.is_abandoned === true) return;
    // What the checkout would not offer (core's rules, the ones its screens use): a desired date
    // outside the window from today in Chișinău, or bank transfer for a physical person. An
    // abandoned save keeps the form as it was, half-filled, so these apply to real orders only.
    if (
      order.delivery_date !== undefined &&
      !deliveryDateOk(order.delivery_date, shopDay(new Date()))
    ) {
      context.addIssue({ code: 'custom', message: 'invalid', path: ['delivery_date'] });
    }
    if (!payMethodsFor(order.person_type ?? 'physical').includes(order.pay_method)) {
      context.addIssue({ code: 'custom', message: 'invalid', path: ['pay_method'] });
    }
    if (!agreementField.safeParse(order.agreement).success) {
      context.addIssue({ code: 'custom', message: 'required', path: ['agreement'] });
    }
    if (order.delivery_method === 'courier' && !order.address) {
      context.addIssue({ code: 'custom', message: 'required', path: ['address'] });
    }
    if (order.delivery_method === 'pickup' && order.shop === undefined) {
      context.addIssue({ code: 'custom', message: 'required', path: ['shop'] });
    }
    if (order.person_type === 'juridical' && !order.company_name) {
      context.addIssue({ code: 'custom', message: 'required', path: ['company_name'] });
    }
  });
export type CheckoutOrderRequest = z.input<typeof checkoutOrderRequestSchema>;

/** Either order payload, told apart by `is_fast_order`. */
export const createOrderRequestSchema = z.discriminatedUnion(
  'is_fast_order',
  [fastOrderRequestSchema, checkoutOrderRequestSchema],
  messageKey('required'),
);
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** A line whose price the server charged differs from the one the client sent. */
export const priceChangeSchema = z.object({
  product_id: idSchema,
  /** The unit price the client sent. */
  sent: moneySchema,
  /** The unit price the order was written with. */
  charged: moneySchema,
});
export type PriceChange = z.output<typeof priceChangeSchema>;

/** An item of the purchase event (§7 "Analytics"). */
export const analyticsItemSchema = z.object({
  item_name: z.string(),
  item_id: z.string(),
  price: z.number(),
  affiliation: z.literal('Website'),
  item_brand: z.string(),
  quantity: z.number(),
});

/** What the `purchase` event carries (§7 "Analytics"), as the server priced the order. */
export const purchaseSchema = z.object({
  transaction_id: z.string(),
  currency: z.literal('MDL'),
  value: z.number(),
  shipping: z.number(),
  coupon: z.string().optional(),
  items: z.array(analyticsItemSchema),
  /** The buyer's phone (`+373…`) and e-mail, when the order has them (§7). */
  user_phone: z.string().optional(),
  user_email: z.string().optional(),
});
export type Purchase = z.output<typeof purchaseSchema>;

/**
 * Answer of POST /ru/api/orders/orders/ (201): the new order's id (for /pages/ordering/{id} and
 * the purchase event's transaction_id); `link_token`, the unguessable token that opens the order
 * without an account (`GET /orders/orders/{id}?token=…`); the totals the server charged (it
 * prices every line itself: `price_changes` lists the lines whose sent price differed); and the
 * purchase event. `payment_url` is where an online card payment would continue (the spec does not
 * show the payment flow, so it is null: the order waits in pending_payment). An abandoned-order
 * save answers the same shape with `link_token` null.
 */
export const createOrderResponseSchema = z.object({
  id: idSchema,
  status: z.enum(ORDER_STATUSES).optional(),
  payment_url: nullableTextSchema,
  link_token: nullableTextSchema,
  items_total: nullableMoneySchema,
  discount: nullableMoneySchema,
  shipping_price: nullableMoneySchema,
  total_price: nullableMoneySchema,
  price_changes: listSchema(priceChangeSchema),
  purchase: nullableSchema(purchaseSchema),
});
export type CreateOrderResponse = z.output<typeof createOrderResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Orders as the profile reads them
// ---------------------------------------------------------------------------------------------

/** A chosen parameter as an order line reports it. */
export const orderLineAttributeSchema = lineAttributeSchema;

/**
 * An order line. The product may be gone from the catalogue, so `product` can be null and the
 * line keeps its own name and prices.
 */
export const orderProductSchema = z.object({
  id: idSchema.optional(),
  product: nullableSchema(productSchema),
  product_id: idSchema.optional(),
  name: nullableTextSchema,
  quantity: quantitySchema,
  unit_price: moneySchema,
  total_price: moneySchema,
  product_atributes: listSchema(orderLineAttributeSchema),
  products_units: nullableSchema(productUnitSchema),
});
export type OrderProduct = z.output<typeof orderProductSchema>;

/**
 * Order of §3. The order list shows number, delivery, date, price and status; the detail adds the
 * lines and the contact data. Fields beyond §3 (dates, totals, contact) are designed.
 */
export const orderSchema = z.object({
  id: idSchema,
  status: z.enum(ORDER_STATUSES),
  /** Steps of the five-step progress the order has gone through (0..5, `orderProgress`). */
  steps_reached: z
    .number()
    .int()
    .min(0)
    .max(ORDER_STEPS.length)
    .nullish()
    .transform((value) => value ?? 0),
  /** null for a one-click order: its payment, like its delivery, is agreed on the phone. */
  pay_method: z
    .enum(PAY_METHODS)
    .nullish()
    .transform((value) => value ?? null),
  delivery_method: z
    .enum(DELIVERY_METHODS)
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  is_abandoned: flagSchema,
  is_fast_order: flagSchema,
  created_at: nullableTextSchema,
  /** The lines' sum, before the discount. */
  items_total: nullableMoneySchema,
  total_price: moneySchema,
  /** The coupon discount, in lei. */
  discount: nullableMoneySchema,
  shipping_price: nullableMoneySchema,
  name: textOrEmptySchema,
  last_name: nullableTextSchema,
  phone: nullableTextSchema,
  email: nullableTextSchema,
  person_type: nullableTextSchema,
  company_name: nullableTextSchema,
  address: nullableTextSchema,
  /** The pickup shop's id. */
  shop: nullableIntSchema,
  delivery_date: nullableTextSchema,
  comment: nullableTextSchema,
  promo_code: nullableTextSchema,
  order_products: listSchema(orderProductSchema),
});
export type Order = z.output<typeof orderSchema>;

/** Answer of GET /orders/orders/. */
export const orderPageSchema = pageSchema(orderSchema);

// ---------------------------------------------------------------------------------------------
// Coupons (POST /ru/api/shop/check-promo-code)
// ---------------------------------------------------------------------------------------------

/** Body of the promo-code check; the total lets the server apply a minimum order amount. */
export const promoCodeRequestSchema = z.strictObject({
  code: requiredText(50),
  total_price: moneyField.optional(),
});
export type PromoCodeRequest = z.input<typeof promoCodeRequestSchema>;

/**
 * Coupon data (§3: "fields not shown"). A coupon gives a percent or a fixed amount off, may need
 * a minimum order total and may expire; an unknown or expired code is answered with a 400 whose
 * body names the `code` field, which the client turns into a field error (the warn state).
 */
export const couponSchema = z.object({
  code: z.string(),
  discount_percent: nullableMoneySchema,
  discount_amount: nullableMoneySchema,
  min_total: nullableMoneySchema,
  valid_until: nullableTextSchema,
  /** What the code takes off the `total_price` sent, in lei (null when none was sent). */
  discount: nullableMoneySchema,
});
export type Coupon = z.output<typeof couponSchema>;
