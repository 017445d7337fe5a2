import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseSlashes, isSafeRedirect, safeLocalPath, safeRedirect } from './redirect.js';

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
    // Dot segments that leave '//' at the start of the path once resolved.
    '/..//evil.example',
    '/./\\evil.example',
    '/%2e%2e//evil.example',
    '/\nevil.example',
    '/\u0000/evil.example',
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

  it.each([
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['///a//b?next=//x#//y', '/a/b?next=//x#//y'],
    ['/..//evil.example', '/../evil.example'],
  ])('collapses the slashes of %j', (target, collapsed) => {
    expect(collapseSlashes(target)).toBe(collapsed);
    expect(safeLocalPath(target, '/home')).toBe(isSafeRedirect(collapsed) ? collapsed : '/home');
  });

  it('keeps a safe path and falls back when collapsing cannot make one', () => {
    expect(safeLocalPath('/pages/cart?x=1', '/home')).toBe('/pages/cart?x=1');
    expect(safeLocalPath('/%2F%2Fevil.example', '/home')).toBe('/home');
    expect(safeLocalPath('//evil.example', '/home')).toBe('/evil.example');
    expect(collapseSlashes('https://evil.example//x')).toBe('https://evil.example//x');
    expect(safeLocalPath('https://evil.example', '/home')).toBe('/home');
    expect(safeLocalPath('/\t/evil.example', '/home')).toBe('/home');
  });

  it('never lets a collapsed path leave the site', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const target = safeLocalPath(text);
        const url = new URL(target, 'https://shop.md');
        return url.origin === 'https://shop.md' && !url.pathname.startsWith('//');
      }),
    );
  });
});
