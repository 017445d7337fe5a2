import { describe, expect, it } from 'vitest';
import { skeletonKindOf } from './page-kind.js';

describe('skeletonKindOf', () => {
  it.each([
    ['/pages/news', 'cards'],
    ['/en/pages/actionpromo', 'cards'],
    ['/pages/regulament', 'list'],
    ['/ru/pages/aditional/', 'list'],
    ['/pages/news/magazin-nou-in-balti', 'article'],
    ['/en/pages/actionpromo/black-friday', 'article'],
    ['/pages/regulament/politica-cookie', 'article'],
    ['/ru/pages/aditional/return', 'article'],
    ['/pages/about', 'article'],
    ['/pages/delivery', 'article'],
    ['/en/pages/faq', 'article'],
    ['/pages/fidelity', 'article'],
    ['/pages/success/newsletter', 'article'],
  ])('%s loads as %s', (pathname, kind) => {
    expect(skeletonKindOf(pathname)).toBe(kind);
  });

  it.each([
    '/',
    '/en',
    '/pages/catalog/bormasini',
    '/pages/product/x',
    '/pages/cart',
    '/pages/news/a/b',
  ])('%s keeps the previous page on screen', (pathname) => {
    expect(skeletonKindOf(pathname)).toBeNull();
  });
});
