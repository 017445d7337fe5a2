import { SAMPLE_PRODUCTS } from '../../../components/product-card/examples/product-card.examples.js';
import { UNIT_HINGE } from '../../unit-picker/examples/unit-picker.samples.js';
import type { FastOrderLine } from '../fast-order.machine.js';

/**
 * Cart lines of the manager's fast-order page shared by its machine test, view test and stories:
 * a drill by the piece, hinges by the box, and a grinder on promotion (the discount does not
 * touch it, SPEC §5).
 */
export const FAST_ORDER_LINES: readonly FastOrderLine[] = [
  {
    productId: SAMPLE_PRODUCTS.drill.id,
    name: SAMPLE_PRODUCTS.drill.name,
    image: SAMPLE_PRODUCTS.drill.image,
    quantity: 2,
    unit: { id: 11, name: 'Buc', coef: 1 },
    prices: SAMPLE_PRODUCTS.drill,
  },
  {
    productId: UNIT_HINGE.id,
    name: UNIT_HINGE.name,
    image: UNIT_HINGE.image,
    quantity: 3,
    unit: { id: 31, name: 'Cutie', coef: 12 },
    prices: UNIT_HINGE,
    attributes: [{ id: 5, title: 'Nichel' }],
  },
  {
    productId: SAMPLE_PRODUCTS.grinder.id,
    name: SAMPLE_PRODUCTS.grinder.name,
    image: SAMPLE_PRODUCTS.grinder.image,
    quantity: 1,
    unit: null,
    prices: SAMPLE_PRODUCTS.grinder,
  },
];

/** The client's name and masked phone. */
export const FAST_ORDER_CLIENT = { name: 'SRL Lemn-Art', phone: '+373 (22) 456-789' } as const;
