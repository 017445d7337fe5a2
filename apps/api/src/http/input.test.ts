import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/harness.js';
import { unstorableField } from './input.js';

describe('input no route can use', () => {
  it('finds NUL in any text or key, however deep, under its top-level field', () => {
    expect(unstorableField({ a: ['x', { b: 'y\0' }] })).toBe('a');
    expect(unstorableField({ 'k\0': 1 })).toBe('');
    expect(unstorableField({ a: { 'k\0': 1 } })).toBe('a');
    expect(unstorableField('top\0')).toBe('');
    expect(unstorableField({ a: ['x', { b: 'y' }], n: 1, t: true, z: null })).toBeNull();
    let deep: unknown = 'end\0';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(unstorableField(deep)).toBe('');
  });

  it('finds half of a surrogate pair, never a whole pair', () => {
    expect(unstorableField({ message: 'salut \ud800' })).toBe('message');
    expect(unstorableField({ utm_data: { source: '\udfff x' } })).toBe('utm_data');
    expect(unstorableField({ message: '\udc00\ud800' })).toBe('message');
    expect(unstorableField({ message: 'bine 👍 𝄞', name: 'Ștefan' })).toBeNull();
  });

  it('finds any unstorable text in random bodies (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.constantFrom('\0', '\ud800', '\udbff', '\udc00'),
        (value, bad) => {
          expect(unstorableField({ clean: value, bad: [{ text: `a${bad}b` }] })).not.toBeNull();
        },
      ),
    );
  });

  describe('over HTTP', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi('pglite', { seed: { products: 2 } });
    });
    afterAll(() => api.close());

    it.each([
      ['GET', '/api/products/product-search?search=%00abc'],
      ['GET', '/api/products/items/?parent_slug=%00'],
      ['GET', '/api/products/items/a%00b'],
      ['GET', '/api/products/items/%ED%A0%80'],
    ])('%s %s answers 400 invalid_request, not 500', async (method, url) => {
      const response = await api.app.inject({ method: method as 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'invalid_request' });
    });

    it('a body with NUL in a text is refused before any handler', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/auth/token/login/',
        payload: { username: 'client@demo.md\u0000', password: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'invalid_request',
        username: { key: 'invalid' },
      });
    });

    it.each([
      ['/api/contacts/contact-form/', 'message'],
      ['/api/accounts/partner-form/', 'name'],
      ['/api/orders/orders/', 'utm_data'],
    ])(
      '%s: half a surrogate pair is refused under its field (%s), not a 500',
      async (url, field) => {
        const value = field === 'utm_data' ? { utm_source: 'x\ud800' } : 'Ana \ud800';
        const response = await api.app.inject({ method: 'POST', url, payload: { [field]: value } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          detail: 'invalid_request',
          [field]: { key: 'invalid' },
        });
      },
    );
  });
});
