import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirect } from './redirect.js';

describe('safe internal redirects (§5)', () => {
  it.each([
    '/',
    '/pages/cart',
    '/ru/pages/product/fierbator-electric?ref=home#reviews',
    '/pages/search?search=cana%20electrica',
    '/pages/product/ceainic-inoxidabil-ă',
  ])('accepts the local path %s', (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/pages/cart',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/pages/%5C%5Cx',
    '/\tevil',
    '/ /evil',
    'pages/cart',
    '',
    ' /pages/cart',
    '/%E0%A4%A',
  ])('rejects %j', (target) => {
    expect(safeRedirect(target, '/fallback')).toBe('/fallback');
  });

  it('rejects what is not a string', () => {
    expect(isSafeRedirect(undefined)).toBe(false);
    expect(isSafeRedirect(['/'])).toBe(false);
    expect(safeRedirect(42)).toBe('/');
  });

  it('never lets a target leave the site', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const target = safeRedirect(text);
        return new URL(target, 'https://shop.md').origin === 'https://shop.md';
      }),
    );
  });
});
