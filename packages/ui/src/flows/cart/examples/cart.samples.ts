import type { CartLine, Product, ProductUnit } from '@shop/core/contract';
import { toBani, toLei, unitPrice, type PricingContext } from '@shop/core/rules';
import {
  sampleProduct,
  SAMPLE_IMAGES,
  SAMPLE_PRODUCTS,
} from '../../../components/product-card/examples/product-card.examples.js';

/**
 * Data shared by the cart flow's machine tests, provider tests and stories: products with their
 * stock, a sized product with parameter items, a box unit, and server cart lines.
 */

/** 1 299 lei, 14 in stock (40 wholesale), sold by the piece or by the box of 4. */
export const DRILL: Product = {
  ...SAMPLE_PRODUCTS.drill,
  products_units: [
    { id: 1, name: 'Buc', name_cod: 1, coef: 1 },
    { id: 7, name: 'Cutie', name_cod: 200, coef: 4 },
  ],
};
/** 949 lei on promotion (1 150 lei), 9 in stock. */
export const GRINDER: Product = SAMPLE_PRODUCTS.grinder;
/** 189 lei, 58 in stock. */
export const HANDLE: Product = SAMPLE_PRODUCTS.handle;
/** 899 lei, the last 3. */
export const LADDER: Product = SAMPLE_PRODUCTS.ladder;
/** Out of stock. */
export const HOSE: Product = SAMPLE_PRODUCTS.hose;
/** Work gloves in sizes M and L: 79,50 lei, 30 in stock. */
export const GLOVES: Product = sampleProduct({
  id: 120,
  slug: 'manusi-de-lucru-nitril',
  name: 'Mănuși de lucru cu nitril',
  image: SAMPLE_IMAGES.handle,
  price: 79.5,
  price_angro: 61,
  balance: 30,
  balance_angro: 90,
  brand: { name: 'Stark', slug: null, image: null },
  parameters: [
    {
      title: 'Mărime',
      items: [
        { id: 501, title: 'M', checked: false, slug: null },
        { id: 502, title: 'L', checked: false, slug: null },
      ],
    },
  ],
});

/** The drill's box of 4. */
export const BOX: ProductUnit = { id: 7, name: 'Cutie', name_cod: 200, coef: 4 };

let nextLineId = 900;

/** A server cart line, priced as the server prices it (core's `unitPrice`). */
export function cartLine(
  product: Product,
  quantity: number,
  {
    id = (nextLineId += 1),
    unit = null,
    attributes = [],
    pricing = { role: 'customer' },
  }: {
    id?: number;
    unit?: ProductUnit | null;
    attributes?: { id: number; title: string }[];
    pricing?: PricingContext;
  } = {},
): CartLine {
  return {
    id,
    product,
    quantity,
    products_units: unit,
    pricePerOne: toLei(unitPrice(product, pricing, unit?.coef ?? 1)),
    product_atributes: attributes,
  };
}

/** Lei as bani, for expectations. */
export const bani = (lei: number): number => toBani(lei) ?? 0;
