import { ApiError, type ShopClient } from '@shop/core/client';
import { CART_STORAGE_KEY, FAVOURITES_STORAGE_KEY } from '@shop/core/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptGuestLists } from './guest-lists.js';
import { hasGuestLists } from './stored-lists.js';

/**
 * A visitor's favourites and cart moved into the account at sign-in: what is sent, what leaves
 * storage, and what stays for the next sign-in. Storage is a stand-in `window` (Node has none).
 */

const stored = new Map<string, string>();

beforeEach(() => {
  const page = new EventTarget();
  Object.assign(page, {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
  Object.assign(globalThis, { window: page });
});

afterEach(() => {
  stored.clear();
  Reflect.deleteProperty(globalThis, 'window');
});

const refused = (status: number | null) =>
  new ApiError({
    code: status === null ? 'network' : 'http',
    status,
    method: 'POST',
    url: '/x',
  });

interface Sent {
  favourites: number[];
  cart: unknown[];
}

/** A client whose favourites and cart calls are recorded, failing as `fail` says. */
function fakeClient(fail: {
  favourite?: (id: number) => Error | null;
  cart?: (id: number) => Error | null;
}) {
  const sent: Sent = { favourites: [], cart: [] };
  const client = {
    favourites: {
      add: async ({ product }: { product: number }) => {
        const error = fail.favourite?.(product);
        if (error) throw error;
        sent.favourites.push(product);
      },
    },
    cart: {
      update: async (body: { product: number }) => {
        const error = fail.cart?.(body.product);
        if (error) throw error;
        sent.cart.push(body);
      },
    },
  } as unknown as ShopClient;
  return { client, sent };
}

describe('adoptGuestLists', () => {
  it('answers at once with nothing stored, sending nothing', async () => {
    const { client, sent } = fakeClient({});
    expect(hasGuestLists()).toBe(false);
    expect(await adoptGuestLists(client)).toBe(false);
    expect(sent).toEqual({ favourites: [], cart: [] });
  });

  it('sends the favourites oldest first and the cart lines as additions, then empties storage', async () => {
    // Stored newest first.
    stored.set(FAVOURITES_STORAGE_KEY, JSON.stringify([30, 20, 10]));
    stored.set(
      CART_STORAGE_KEY,
      JSON.stringify([
        { productId: 7, quantity: 2, attributes: [5] },
        { productId: 8, quantity: 1, unitId: 3 },
      ]),
    );
    expect(hasGuestLists()).toBe(true);
    const { client, sent } = fakeClient({});
    expect(await adoptGuestLists(client)).toBe(true);
    expect(sent.favourites).toEqual([10, 20, 30]);
    expect(sent.cart).toEqual([
      {
        product: 7,
        quantity: 2,
        increment: true,
        products_units: null,
        product_atributes: [5],
      },
      { product: 8, quantity: 1, increment: true, products_units: 3, product_atributes: [] },
    ]);
    expect(stored.size).toBe(0);
    expect(hasGuestLists()).toBe(false);
  });

  it('a product the shop refuses (gone, sold out) is skipped, not kept', async () => {
    stored.set(FAVOURITES_STORAGE_KEY, JSON.stringify([2, 1]));
    stored.set(CART_STORAGE_KEY, JSON.stringify([{ productId: 1, quantity: 1 }]));
    const { client, sent } = fakeClient({
      favourite: (id) => (id === 1 ? refused(404) : null),
      cart: () => refused(409),
    });
    expect(await adoptGuestLists(client)).toBe(true);
    expect(sent.favourites).toEqual([2]);
    expect(stored.size).toBe(0);
  });

  it('a list that failed for another reason stays for the next sign-in; the other goes', async () => {
    stored.set(FAVOURITES_STORAGE_KEY, JSON.stringify([1]));
    stored.set(CART_STORAGE_KEY, JSON.stringify([{ productId: 4, quantity: 3 }]));
    const lost = refused(null);
    const { client, sent } = fakeClient({ cart: () => lost });
    const adoption = adoptGuestLists(client);
    await expect(adoption).rejects.toBeInstanceOf(AggregateError);
    await expect(adoption).rejects.toMatchObject({ errors: [lost] });
    expect(sent.favourites).toEqual([1]);
    expect(stored.has(FAVOURITES_STORAGE_KEY)).toBe(false);
    expect(stored.has(CART_STORAGE_KEY)).toBe(true);
  });

  it('a rate limit or a dead token is worth another try: the favourites stay', async () => {
    for (const status of [401, 429, 500]) {
      stored.set(FAVOURITES_STORAGE_KEY, JSON.stringify([9]));
      const { client } = fakeClient({ favourite: () => refused(status) });
      await expect(adoptGuestLists(client)).rejects.toBeInstanceOf(AggregateError);
      expect(stored.has(FAVOURITES_STORAGE_KEY)).toBe(true);
    }
  });
});
