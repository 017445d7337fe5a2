import { z } from '../zod.js';
import {
  arrayResponseSchema,
  idField,
  idSchema,
  lineQuantityField,
  listSchema,
  messageKey,
  moneySchema,
  nullableSchema,
  quantitySchema,
} from './common.js';
import { lineAttributeSchema, productSchema, productUnitSchema } from './product.js';

/**
 * Cart line of §3: the product, the quantity, the chosen unit (`products_units`, null when the
 * product is sold by the piece without units) and the price of one unit as the server counts it.
 */
export const cartLineSchema = z.object({
  id: idSchema,
  product: productSchema,
  quantity: quantitySchema,
  products_units: nullableSchema(productUnitSchema),
  pricePerOne: moneySchema,
  /** The chosen parameter items (size, feature); the same product with others is another line. */
  product_atributes: listSchema(lineAttributeSchema),
});
export type CartLine = z.output<typeof cartLineSchema>;

/** The server cart (GET and POST /orders/temporary-cart/): its lines. */
export const cartResponseSchema = arrayResponseSchema(cartLineSchema);
export type CartResponse = z.output<typeof cartResponseSchema>;

/** Parameter items one line may carry: a product has a handful of parameter groups at most. */
export const MAX_LINE_ATTRIBUTES = 10;

/**
 * Body of POST /orders/temporary-cart/ (§7: user, product, quantity, products_units, increment,
 * decrement). Without a flag the quantity is set (a manager sends the actual quantity, §6); with
 * `increment` or `decrement` the server adds or removes `quantity`. The upper bounds (stock
 * balance, the manager cap of 100) depend on the product and the role, so the server checks them
 * with the rules, not here.
 */
export const cartUpdateRequestSchema = z
  .strictObject({
    user: idField.nullable().optional(),
    product: idField,
    quantity: lineQuantityField,
    products_units: idField.nullable().optional(),
    /** Ids of the product's parameter items (size, feature) the shopper chose. */
    product_atributes: z
      .array(idField, messageKey('required'))
      .max(MAX_LINE_ATTRIBUTES, messageKey('maxLength'))
      .optional(),
    increment: z.boolean(messageKey('required')).optional(),
    decrement: z.boolean(messageKey('required')).optional(),
  })
  .refine((body) => !(body.increment === true && body.decrement === true), {
    error: 'required',
    path: ['decrement'],
  });
export type CartUpdateRequest = z.input<typeof cartUpdateRequestSchema>;
