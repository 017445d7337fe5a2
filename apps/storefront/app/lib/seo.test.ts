import type { ProductDetail } from '@shop/core/contract';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, pageMeta, productJsonLd, storeJsonLd } from './seo.js';

describe('page meta', () => {
  const meta = pageMeta({
    title: 'Bormașini',
    siteName: 'Magazinul online',
    description: 'Bormașini cu livrare',
    origin: 'https://shop.md',
    path: '/ru/pages/catalog/bormasini',
    locale: 'ru',
  });

  it('has the title with the shop name, a canonical and the three languages plus x-default', () => {
    expect(meta).toContainEqual({ title: 'Bormașini | Magazinul online' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.md/ru/pages/catalog/bormasini',
    });
    const alternates = meta.filter((item) => 'rel' in item && item.rel === 'alternate') as {
      hrefLang: string;
      href: string;
    }[];
    expect(alternates.map((item) => [item.hrefLang, item.href])).toEqual([
      ['ro', 'https://shop.md/pages/catalog/bormasini'],
      ['en', 'https://shop.md/en/pages/catalog/bormasini'],
      ['ru', 'https://shop.md/ru/pages/catalog/bormasini'],
      ['x-default', 'https://shop.md/pages/catalog/bormasini'],
    ]);
    expect(meta).toContainEqual({ name: 'description', content: 'Bormașini cu livrare' });
    expect(meta).not.toContainEqual(expect.objectContaining({ name: 'robots' }));
  });

  it('keeps out of search engines what should not be indexed', () => {
    const hidden = pageMeta({
      title: 'x',
      siteName: 'y',
      origin: '',
      path: '/',
      locale: 'ro',
      noindex: true,
    });
    expect(hidden).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });
});

describe('structured data', () => {
  const product = {
    name: 'Bormașină Bosch GSB 13 RE',
    model: 'GSB13RE',
    brand: { name: 'Bosch' },
    price: 1299.5,
    promotion_price: 999,
    price_angro: 900,
    balance: 0,
  } as unknown as ProductDetail;

  it('offers the product in MDL at the price a visitor pays, with its availability', () => {
    const json = productJsonLd(product, 'https://shop.md/pages/product/x', ['https://cdn/x.jpg']);
    expect(json).toMatchObject({
      '@type': 'Product',
      name: 'Bormașină Bosch GSB 13 RE',
      sku: 'GSB13RE',
      brand: { '@type': 'Brand', name: 'Bosch' },
      image: ['https://cdn/x.jpg'],
      offers: {
        priceCurrency: 'MDL',
        price: '999.00',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('numbers breadcrumb steps from 1', () => {
    expect(breadcrumbJsonLd([{ name: 'Acasă', url: 'https://shop.md/' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Acasă', item: 'https://shop.md/' },
    ]);
  });
});

describe('storeJsonLd', () => {
  it('writes a Store from the facts given: address line, phones, pictures, coordinates', () => {
    expect(
      storeJsonLd({
        name: 'CasaPlus Bălți',
        url: 'https://shop.md/pages/shops/balti',
        address: 'str. Independenței 1, Bălți',
        telephones: ['+373 231 00 104', '+373 69 000 104'],
        imageUrls: ['https://api.shop.md/media/shops/balti.svg'],
        latitude: 47.7617,
        longitude: 27.929,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'CasaPlus Bălți',
      url: 'https://shop.md/pages/shops/balti',
      address: { '@type': 'PostalAddress', streetAddress: 'str. Independenței 1, Bălți' },
      telephone: '+373 231 00 104',
      contactPoint: [{ '@type': 'ContactPoint', telephone: '+373 69 000 104' }],
      image: ['https://api.shop.md/media/shops/balti.svg'],
      geo: { '@type': 'GeoCoordinates', latitude: 47.7617, longitude: 27.929 },
    });
  });

  it('makes nothing up: a shop without address, phones, pictures or a full point has none', () => {
    expect(
      storeJsonLd({
        name: 'CasaPlus Orhei',
        url: 'https://shop.md/pages/shops/orhei',
        address: '',
        telephones: [],
        imageUrls: [],
        latitude: 47.38,
        longitude: null,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'CasaPlus Orhei',
      url: 'https://shop.md/pages/shops/orhei',
    });
  });
});
