import { en, registerCatalogues, ro } from '@shop/ui';
import { describe, expect, it } from 'vitest';
import { errorMeta, errorTitleKey, routeMeta, trailJsonLd, type RouteMetaArgs } from './meta.js';
import { getTranslator } from '@shop/ui';
import { pageMeta } from './seo.js';

// The server registers every language (texts.server.ts); these pages are in English.
registerCatalogues({ ro, en });

/** A `meta` function's arguments on an English page of a shop at https://shop.md. */
function metaArgs(pathname: string): RouteMetaArgs {
  return {
    matches: [{ id: 'root', loaderData: { locale: 'en', origin: 'https://shop.md' } }],
    location: { pathname },
  };
}

describe('routeMeta', () => {
  it('gives a page the same tags as pageMeta with the shop name, origin, language and path', () => {
    const meta = routeMeta(metaArgs('/en/pages/cart'), ({ t }) => ({
      title: t('pageTitle.cart'),
      noindex: true,
    }));
    expect(meta).toEqual(
      pageMeta({
        title: 'Checkout',
        siteName: 'Online shop',
        origin: 'https://shop.md',
        path: '/en/pages/cart',
        locale: 'en',
        noindex: true,
      }),
    );
    expect(meta).toContainEqual({ title: 'Checkout | Online shop' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.md/en/pages/cart',
    });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(meta).not.toContainEqual(expect.objectContaining({ name: 'description' }));
  });

  it("hands the page the root's translator, origin and language", () => {
    const seen: unknown[] = [];
    routeMeta(metaArgs('/en'), ({ t, origin, locale }) => {
      seen.push(t('site.name'), origin, locale);
      return null;
    });
    expect(seen).toEqual(['Online shop', 'https://shop.md', 'en']);
  });

  it("keeps the home page's title to the shop's name and adds its description", () => {
    const meta = routeMeta(metaArgs('/en'), ({ t }) => ({
      title: t('site.name'),
      description: 'Tools and appliances',
    }));
    expect(meta).toContainEqual({ title: 'Online shop' });
    expect(meta).toContainEqual({ name: 'description', content: 'Tools and appliances' });
    expect(meta).toContainEqual({ property: 'og:description', content: 'Tools and appliances' });
    expect(meta).not.toContainEqual(expect.objectContaining({ name: 'robots' }));
  });

  it("puts a page's own tags after the common ones", () => {
    const ld = { 'script:ld+json': { '@type': 'Product' } };
    const meta = routeMeta(metaArgs('/en/pages/product/x'), () => ({
      title: 'Drill',
      extra: [{ property: 'og:type', content: 'product' }, ld],
    }));
    expect(meta.slice(-2)).toEqual([{ property: 'og:type', content: 'product' }, ld]);
  });

  it('writes no tags when the page has nothing to say (no loader data)', () => {
    expect(routeMeta(metaArgs('/en/pages/catalog/x'), () => null)).toEqual([]);
  });

  it('falls back to the default language and an empty origin without root data', () => {
    const meta = routeMeta({ matches: [], location: { pathname: '/pages/faq' } }, ({ t }) => ({
      title: t('pageTitle.faq'),
    }));
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: '/pages/faq' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'ro_MD' });
  });
});

describe('errorMeta', () => {
  it('titles the 404 page like its heading, in the page language, and keeps it unindexed', () => {
    expect(errorMeta(metaArgs('/en/nothing'), 404)).toEqual([
      { title: 'This page could not be found | Online shop' },
      { name: 'robots', content: 'noindex, follow' },
    ]);
  });

  it('points search engines at no address (no canonical, no hreflang)', () => {
    const meta = errorMeta(metaArgs('/en/nothing'), 404);
    expect(meta).not.toContainEqual(expect.objectContaining({ tagName: 'link' }));
  });

  it('says which error it is', () => {
    expect([400, 404, 503, 500, 410].map(errorTitleKey)).toEqual([
      'errorPage.badRequest',
      'errorPage.notFound',
      'errorPage.unavailable',
      'errorPage.generic',
      'errorPage.generic',
    ]);
  });
});

describe('trailJsonLd', () => {
  it('starts at home and makes each step absolute in the page’s language', () => {
    const root = { t: getTranslator('en').t, origin: 'https://shop.md', locale: 'en' as const };
    expect(
      trailJsonLd(root, [
        { name: 'News', path: '/pages/news' },
        { name: 'A new shop', path: '/pages/news/magazin-nou' },
      ]),
    ).toEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.md/en' },
          { '@type': 'ListItem', position: 2, name: 'News', item: 'https://shop.md/en/pages/news' },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'A new shop',
            item: 'https://shop.md/en/pages/news/magazin-nou',
          },
        ],
      },
    });
  });
});
