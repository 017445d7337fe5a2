import { cartLineKey } from '@shop/core/rules';
import { SAMPLE_PRODUCTS } from '../../../components/product-card/examples/product-card.examples.js';
import { UNIT_HINGE } from '../../unit-picker/examples/unit-picker.samples.js';
import type { FastOrderLine } from '../fast-order.machine.js';

/**
 * Cart lines of the manager's fast-order page shared by its machine test, view test and stories:
 * a drill by the piece, hinges by the box, and a grinder on promotion (the discount does not
 * touch it, SPEC §5). Each is keyed as the cart keys it (core's `cartLineKey`); a manager may
 * order at most 40 drills, 40 boxes of hinges (480 pieces) and 22 grinders (the wholesale stock).
 */
export const FAST_ORDER_LINES: readonly FastOrderLine[] = [
  {
    key: cartLineKey({ productId: SAMPLE_PRODUCTS.drill.id, unitId: 11 }),
    productId: SAMPLE_PRODUCTS.drill.id,
    name: SAMPLE_PRODUCTS.drill.name,
    image: SAMPLE_PRODUCTS.drill.image,
    quantity: 2,
    unit: { id: 11, name: 'Buc', coef: 1 },
    prices: SAMPLE_PRODUCTS.drill,
    stock: SAMPLE_PRODUCTS.drill,
  },
  {
    key: cartLineKey({ productId: UNIT_HINGE.id, attributes: [5], unitId: 31 }),
    productId: UNIT_HINGE.id,
    name: UNIT_HINGE.name,
    image: UNIT_HINGE.image,
    quantity: 3,
    unit: { id: 31, name: 'Cutie', coef: 12 },
    prices: UNIT_HINGE,
    stock: UNIT_HINGE,
    attributes: [{ id: 5, title: 'Nichel' }],
  },
  {
    key: cartLineKey({ productId: SAMPLE_PRODUCTS.grinder.id }),
    productId: SAMPLE_PRODUCTS.grinder.id,
    name: SAMPLE_PRODUCTS.grinder.name,
    image: SAMPLE_PRODUCTS.grinder.image,
    quantity: 1,
    unit: null,
    prices: SAMPLE_PRODUCTS.grinder,
    stock: SAMPLE_PRODUCTS.grinder,
  },
];

/** The client's name and masked phone. */
export const FAST_ORDER_CLIENT = { name: 'SRL Lemn-Art', phone: '+373 (22) 456-789' } as const;
