import { describe, expect, it } from 'vitest';
import {
  favouriteRequestSchema,
  favouritesPageSchema,
  otherFavouritesQuerySchema,
  otherFavouritesRequestSchema,
  otherFavouritesResponseSchema,
} from './favourites.js';
import { requestErrors, sampleProduct } from './samples.test-helpers.js';

describe('favourites', () => {
  it('a page of favourites with their products', () => {
    const page = favouritesPageSchema.parse({
      pages: 1,
      total: 1,
      results: [{ id: 55, product: sampleProduct(), user: 77 }],
    });
    expect(page.results[0]).toMatchObject({ id: 55, product: { id: 1042, price: 1299.9 } });
    expect(page.results[0]).not.toHaveProperty('user');
  });

  it('bare products read as favourites keyed by the product', () => {
    const page = favouritesPageSchema.parse([sampleProduct()]);
    expect(page.results[0]?.id).toBe(1042);
    expect(page.results[0]?.product.slug).toBe('bormasina-cu-acumulator-bosch-gsr-120-li');
  });

  it('add and remove carry user and product', () => {
    expect(requestErrors(favouriteRequestSchema, { user: 77, product: 1042 })).toBeUndefined();
    expect(requestErrors(favouriteRequestSchema, { user: 77 })).toEqual({
      product: { key: 'required' },
    });
  });

  it('anonymous favourites: ids and the delete trigger', () => {
    expect(
      requestErrors(otherFavouritesRequestSchema, {
        favorites_ids: [1042, 7],
        trigger_delete: true,
      }),
    ).toBeUndefined();
    expect(requestErrors(otherFavouritesRequestSchema, { favorites_ids: [-1] })).toEqual({
      'favorites_ids.0': { key: 'required' },
    });
    expect(otherFavouritesQuerySchema.parse({ favorites_ids: ['1042', '7'], page: '1' })).toEqual({
      favorites_ids: [1042, 7],
      page: 1,
    });
    expect(otherFavouritesResponseSchema.parse([sampleProduct()])).toMatchObject({
      results: [{ id: 1042 }],
      invalid_ids: [],
    });
    expect(
      otherFavouritesResponseSchema.parse({
        pages: 1,
        total: 1,
        results: [sampleProduct()],
        invalid_ids: [7],
      }),
    ).toMatchObject({ pages: 1, total: 1, invalid_ids: [7] });
    expect(
      requestErrors(otherFavouritesRequestSchema, {
        favorites_ids: Array.from({ length: 201 }, (_, i) => i + 1),
      }),
    ).toEqual({ favorites_ids: { key: 'maxLength', params: { max: 200 } } });
  });
});
