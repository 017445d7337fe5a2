// Type-checks a consumer of the built package as a plain Node ESM project would see it (NodeNext
// resolution, no source condition): the .d.ts files in dist must describe the exports.
import { createClient, type ShopClient } from '@shop/core/client';
import { productSchema, type Product } from '@shop/core/contract';
import { formatMoney, unitPrice, type PricingContext } from '@shop/core/rules';
import { formatMoney as rootFormatMoney } from '@shop/core';

const client: ShopClient = createClient({ baseUrl: 'http://localhost:8000', locale: 'ro' });
const context: PricingContext = { role: 'dealer', dealerDiscount: 10 };
const product: Product = productSchema.parse({});
export const shown: string = formatMoney(unitPrice(product, context), 'ru');
export const same: boolean = rootFormatMoney === formatMoney && typeof client === 'object';
