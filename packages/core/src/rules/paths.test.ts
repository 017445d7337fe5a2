import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizePath } from './locales.js';
import {
  catalogPath,
  CLIENT_SERVICE_PATH,
  clientServicePath,
  contactsPath,
  newsArticlePath,
  pagedPath,
  promotionPath,
  regulationPath,
  invoicePath,
  orderPath,
  profileOrderPath,
  profileOrdersPath,
  PATHS,
  productPath,
  salesPath,
  searchPath,
  shopPath,
} from './paths.js';
import { isSafeRedirect } from './redirect.js';

/** Any slug a URL can carry as one segment ('.' and '..' are dot segments in every URL). */
const slug = fc
  .string({ unit: 'grapheme', maxLength: 24 })
  .filter((text) => text !== '.' && text !== '..');

/** The path and query of an address as a browser reads it. */
const parse = (address: string) => new URL(address, 'https://shop.md');

describe('page addresses (SPEC §2)', () => {
  it('writes the fixed pages without a language prefix', () => {
    expect(PATHS.home).toBe('/');
    expect(PATHS.search).toBe('/pages/search');
    expect(PATHS.sales).toBe('/pages/sales');
    expect(PATHS.promotions).toBe('/pages/actionpromo');
    expect(PATHS.favourites).toBe('/pages/favorites');
    expect(PATHS.dealers).toBe('/pages/signup-dealers');
    expect(PATHS.orderSuccess).toBe('/order_success');
    for (const path of Object.values(PATHS)) {
      expect(path).toMatch(/^\/(?!en\/|ru\/|en$|ru$)/);
      expect(isSafeRedirect(path)).toBe(true);
    }
  });

  it('catalogue levels and products by slug', () => {
    expect(catalogPath('bormasini')).toBe('/pages/catalog/bormasini');
    expect(productPath('nivela-stanley-60')).toBe('/pages/product/nivela-stanley-60');
    expect(catalogPath('a/b?c#d')).toBe('/pages/catalog/a%2Fb%3Fc%23d');
    expect(productPath('ceainic-inoxidabil-ă')).toBe('/pages/product/ceainic-inoxidabil-%C4%83');
  });

  it('the search page: only `search`, or the search page query with `search` replaced', () => {
    expect(searchPath()).toBe('/pages/search');
    expect(searchPath('  ')).toBe('/pages/search');
    expect(searchPath('burghiu')).toBe('/pages/search?search=burghiu');
    expect(searchPath('nivelă 60 cm')).toBe(
      `/pages/search?${new URLSearchParams({ search: 'nivelă 60 cm' }).toString()}`,
    );
    expect(searchPath('b', 'search=a&order_by=price_asc')).toBe(
      '/pages/search?search=b&order_by=price_asc',
    );
    expect(searchPath('', new URLSearchParams('search=a&page=2'))).toBe('/pages/search?page=2');
  });

  it('the sales page with its tab and page', () => {
    expect(salesPath()).toBe('/pages/sales');
    expect(salesPath({ category: null, page: 1 })).toBe('/pages/sales');
    expect(salesPath({ category: 'scule' })).toBe('/pages/sales?category=scule');
    expect(salesPath({ page: 3 })).toBe('/pages/sales?page=3');
    expect(salesPath({ category: 'scule', page: 2 })).toBe('/pages/sales?category=scule&page=2');
  });

  it('one shop’s page, its slug one segment', () => {
    expect(shopPath('botanica')).toBe('/pages/shops/botanica');
    expect(shopPath('a/b?c')).toBe('/pages/shops/a%2Fb%3Fc');
  });

  it('contacts with a shop map open', () => {
    expect(contactsPath()).toBe('/pages/contacts');
    expect(contactsPath(42)).toBe('/pages/contacts?mapid=42');
  });

  it("client-service pages; 'regulamente' is the rules page", () => {
    expect(clientServicePath('return')).toBe('/pages/aditional/return');
    expect(clientServicePath('garantie-retur')).toBe('/pages/aditional/garantie-retur');
    expect(clientServicePath('regulamente')).toBe('/pages/regulament');
    expect(clientServicePath('regulamente')).toBe(PATHS.regulations);
    // The questions have a page of their own: the footer links straight there.
    expect(clientServicePath('faq')).toBe('/pages/faq');
    expect(clientServicePath('faq')).toBe(PATHS.faq);
    expect(CLIENT_SERVICE_PATH).toBe('/pages/aditional');
  });

  it('news, promotions and regulations by slug, and list pages', () => {
    expect(newsArticlePath('scule-noi')).toBe('/pages/news/scule-noi');
    expect(promotionPath('black-friday')).toBe('/pages/actionpromo/black-friday');
    expect(regulationPath('campanie')).toBe('/pages/regulament/campanie');
    expect(newsArticlePath('a/b?c')).toBe('/pages/news/a%2Fb%3Fc');
    expect(pagedPath(PATHS.news, 1)).toBe('/pages/news');
    expect(pagedPath(PATHS.news, 3)).toBe('/pages/news?page=3');
  });

  it('order pages', () => {
    expect(orderPath(1042)).toBe('/pages/ordering/1042');
    expect(invoicePath(1042)).toBe('/pages/ordering/1042/invoice.pdf');
    expect(invoicePath(1042, 'a+b/c')).toBe('/pages/ordering/1042/invoice.pdf?key=a%2Bb%2Fc');
    expect(orderPath('1042')).toBe('/pages/ordering/1042');
    // A guest's order opens with its link token, encoded.
    expect(orderPath(1042, 'a+b/c')).toBe('/pages/ordering/1042?key=a%2Bb%2Fc');
    expect(orderPath(1042, null)).toBe('/pages/ordering/1042');
  });

  it("the profile's orders and one of them", () => {
    expect(profileOrdersPath()).toBe('/pages/profile');
    expect(profileOrdersPath(1)).toBe('/pages/profile');
    expect(profileOrdersPath(3)).toBe('/pages/profile?page=3');
    expect(profileOrderPath(1042)).toBe('/pages/profile/1042');
  });

  it('a slug of any characters stays one segment and reads back as itself', () => {
    const bySlug = [
      ['/pages/catalog/', catalogPath],
      ['/pages/product/', productPath],
      ['/pages/aditional/', clientServicePath],
      ['/pages/ordering/', orderPath],
      ['/pages/profile/', profileOrderPath],
      ['/pages/shops/', shopPath],
      ['/pages/news/', newsArticlePath],
      ['/pages/actionpromo/', promotionPath],
      ['/pages/regulament/', regulationPath],
    ] as const;
    fc.assert(
      fc.property(slug, fc.constantFrom(...bySlug), (text, [prefix, pathOf]) => {
        fc.pre(pathOf !== clientServicePath || (text !== 'regulamente' && text !== 'faq'));
        const address = pathOf(text);
        const url = parse(address);
        expect(url.pathname).toBe(address);
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
        expect(address.startsWith(prefix)).toBe(true);
        const rest = address.slice(prefix.length);
        expect(rest).not.toMatch(/[/?#]/);
        expect(decodeURIComponent(rest)).toBe(text);
      }),
    );
  });

  it('search text of any characters comes back whole, and other parameters keep their place', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const url = parse(searchPath(text, 'brands=Black+%23+Decker&search=x&page=2'));
        expect(url.pathname).toBe(PATHS.search);
        const keys: string[] = [];
        url.searchParams.forEach((_value, key) => keys.push(key));
        expect(keys).toEqual(
          text.trim() === '' ? ['brands', 'page'] : ['brands', 'search', 'page'],
        );
        expect(url.searchParams.get('brands')).toBe('Black # Decker');
        if (text.trim() !== '') expect(url.searchParams.get('search')).toBe(text);
      }),
    );
  });

  it('the language prefix goes in front of any of them', () => {
    fc.assert(
      fc.property(slug, fc.constantFrom('en', 'ru'), (text, code) => {
        expect(localizePath(catalogPath(text), code)).toBe(`/${code}${catalogPath(text)}`);
      }),
    );
    expect(localizePath(PATHS.home, 'ru')).toBe('/ru');
    expect(localizePath(PATHS.home, 'ro')).toBe('/');
  });
});
