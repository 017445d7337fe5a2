import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, DEFAULT_BASE_URL } from './client.js';
import { fakeFetch, jsonResponse } from './fake-fetch.test-helpers.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createClient', () => {
  it('defaults: the local API, Romanian, no token', () => {
    const client = createClient();
    expect(client.config).toMatchObject({ baseUrl: DEFAULT_BASE_URL, locale: 'ro', token: null });
    expect(DEFAULT_BASE_URL).toBe('http://localhost:8000');
  });

  it('joins a base URL with a trailing slash or a path prefix without doubling slashes', async () => {
    const fetched = fakeFetch(() => jsonResponse([]));
    await createClient({ baseUrl: 'https://api.example.md/v1/', fetch: fetched.fetch }).cart.get();
    expect(fetched.last().url.toString()).toBe('https://api.example.md/v1/orders/temporary-cart/');
  });

  it('encodes slugs as one path segment', async () => {
    const fetched = fakeFetch(() => jsonResponse({ id: 1, slug: 'x', title: 'X' }));
    await createClient({ fetch: fetched.fetch }).content.regulation('a/b?c');
    expect(fetched.last().url.pathname).toBe('/api/customer/regulaments/a%2Fb%3Fc');
  });

  it('uses globalThis.fetch at call time when no fetch is given', async () => {
    const client = createClient();
    const fetched = fakeFetch(() => jsonResponse([]));
    vi.stubGlobal('fetch', fetched.fetch);
    await client.content.popups();
    expect(fetched.calls).toHaveLength(1);
  });
});

describe('withToken and withLocale', () => {
  it('make new clients and leave the original as it was', async () => {
    const fetched = fakeFetch(() => jsonResponse([]));
    const visitor = createClient({ fetch: fetched.fetch, baseUrl: 'http://api:8000' });
    const customer = visitor.withToken('a1b2c3');
    const russian = customer.withLocale('ru');

    await visitor.cart.get();
    expect(fetched.last().headers.has('Authorization')).toBe(false);

    await customer.cart.get();
    expect(fetched.last().headers.get('Authorization')).toBe('Token a1b2c3');
    expect(fetched.last().headers.get('Accept-Language')).toBe('ro');

    await russian.cart.get();
    expect(fetched.last().headers.get('Authorization')).toBe('Token a1b2c3');
    expect(fetched.last().headers.get('Accept-Language')).toBe('ru');
    expect(fetched.last().url.origin).toBe('http://api:8000');

    await russian.withToken(null).cart.get();
    expect(fetched.last().headers.has('Authorization')).toBe(false);
  });

  it('the configuration cannot be changed in place', () => {
    const client = createClient({ token: 'a1b2c3' });
    expect(Object.isFrozen(client)).toBe(true);
    expect(Object.isFrozen(client.config)).toBe(true);
  });
});
