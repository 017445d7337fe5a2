import { en, getTranslator, registerCatalogues, ro } from '@shop/ui';
import { describe, expect, it } from 'vitest';
import { routeMeta } from './meta.js';
import { rootData } from './root-data.js';
import { shopName } from './shop-name.js';

registerCatalogues({ ro, en });

describe('shopName', () => {
  const { t } = getTranslator('en');

  it("is the settings' name, trimmed", () => {
    expect(shopName({ shop_name: ' CasaPlus ' }, t)).toBe('CasaPlus');
  });

  it("falls back to the catalogue's name without settings or a name in them", () => {
    for (const settings of [null, undefined, { shop_name: null }, { shop_name: '  ' }]) {
      expect(shopName(settings, t)).toBe('Online shop');
    }
  });

  it("reaches every page's head through the root's data", () => {
    const matches = [
      {
        id: 'root',
        loaderData: {
          locale: 'en',
          origin: 'https://shop.md',
          settings: { shop_name: 'CasaPlus' },
        },
      },
    ];
    expect(rootData(matches).shopName).toBe('CasaPlus');
    const meta = routeMeta({ matches, location: { pathname: '/en/pages/cart' } }, () => ({
      title: 'Checkout',
    }));
    expect(meta).toContainEqual({ title: 'Checkout | CasaPlus' });
    expect(meta).toContainEqual({ property: 'og:site_name', content: 'CasaPlus' });
  });
});
