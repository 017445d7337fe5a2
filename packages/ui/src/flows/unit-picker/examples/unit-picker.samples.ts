import type { Product } from '@shop/core/contract';
import {
  SAMPLE_IMAGES,
  sampleProduct,
} from '../../../components/product-card/examples/product-card.examples.js';

/**
 * Samples of the manager's unit dialog shared by its machine test, view test and stories: sold
 * by the piece, the set of 6 and the box of 12.
 */

/** Units of a hinge: a piece, a set of 6, a box of 12 (listed out of order, as an API may). */
export const HINGE_UNITS = [
  { id: 31, name: 'Cutie', name_cod: 200, coef: 12 },
  { id: 29, name: 'Buc', name_cod: 1, coef: 1 },
  { id: 30, name: 'Set', name_cod: 100, coef: 6 },
] as const;

/**
 * A hinge: 18,50 lei, wholesale 14,20 lei, usually ordered 4 at a time; any unit may be sold;
 * 480 pieces in the wholesale stock.
 */
export const UNIT_HINGE: Product = sampleProduct({
  id: 141,
  slug: 'balama-mobila-aplicata-35-mm',
  name: 'Balama pentru mobilă, aplicată, 35 mm',
  image: SAMPLE_IMAGES.handle,
  price: 18.5,
  price_angro: 14.2,
  balance: 120,
  balance_angro: 480,
  products_units: HINGE_UNITS.map((unit) => ({ ...unit })),
  angro_min_sale_unit: 1,
  angro_sale_qt: 4,
});

/** Sold wholesale by the box only (code ≥ 200); no usual quantity: starts at 1. */
export const UNIT_BOX_ONLY: Product = {
  ...UNIT_HINGE,
  id: 142,
  slug: 'balama-mobila-cutie',
  angro_min_sale_unit: 200,
  angro_sale_qt: null,
};

/** Usually ordered 250 at a time: the default quantity stops at the cap of 100. */
export const UNIT_BULK: Product = { ...UNIT_HINGE, id: 143, angro_sale_qt: 250 };

/** On promotion (15 lei a piece): a manager pays the promotion price times the coefficient. */
export const UNIT_PROMOTION: Product = {
  ...UNIT_HINGE,
  id: 144,
  promotion_price: 15,
  is_promotion: true,
};

/** Only pieces exist but wholesale starts at the box: nothing is offered. */
export const UNIT_NONE: Product = {
  ...UNIT_HINGE,
  id: 145,
  products_units: [{ id: 29, name: 'Buc', name_cod: 1, coef: 1 }],
  angro_min_sale_unit: 200,
};
