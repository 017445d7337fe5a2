import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/harness.js';
import { holdsNul } from './input.js';

describe('input no route can use', () => {
  it('finds NUL in any text or key, however deep', () => {
    expect(holdsNul({ a: ['x', { b: 'y\0' }] })).toBe(true);
    expect(holdsNul({ 'k\0': 1 })).toBe(true);
    expect(holdsNul({ a: ['x', { b: 'y' }], n: 1, t: true, z: null })).toBe(false);
    let deep: unknown = 'end\0';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
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
      expect(response.json()).toEqual({ detail: 'invalid_request' });
    });
  });
});
