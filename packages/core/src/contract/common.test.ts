import { describe, expect, it } from 'vitest';
import { z } from '../zod.js';
import {
  arrayResponseSchema,
  addressSchema,
  clientLinkSchema,
  emptyResponseSchema,
  flagQuery,
  idField,
  idListQuery,
  MAX_ID,
  listQuery,
  localeSchema,
  moneySchema,
  nullableMoneySchema,
  pageSchema,
  paginationSchema,
  utmSchema,
} from './common.js';
import { requestErrors, sampleAddress, sampleClientLink } from './samples.test-helpers.js';

describe('money in lei', () => {
  it('reads numbers and decimal strings as a number of lei', () => {
    expect(moneySchema.parse(1299.9)).toBe(1299.9);
    expect(moneySchema.parse('1299.90')).toBe(1299.9);
    expect(moneySchema.parse(' 80 ')).toBe(80);
    expect(moneySchema.parse('-15.50')).toBe(-15.5);
  });

  it('rejects text that is not an amount', () => {
    expect(moneySchema.safeParse('12,50').success).toBe(false);
    expect(moneySchema.safeParse('lei').success).toBe(false);
    expect(moneySchema.safeParse(Number.NaN).success).toBe(false);
    expect(moneySchema.safeParse(null).success).toBe(false);
  });

  it('a missing amount reads as null, and 0 is kept for the rules to judge', () => {
    const schema = z.object({ promotion_price: nullableMoneySchema });
    expect(schema.parse({}).promotion_price).toBeNull();
    expect(schema.parse({ promotion_price: null }).promotion_price).toBeNull();
    expect(schema.parse({ promotion_price: '' }).promotion_price).toBeNull();
    expect(schema.parse({ promotion_price: '0.00' }).promotion_price).toBe(0);
    expect(schema.parse({ promotion_price: '1149.00' }).promotion_price).toBe(1149);
  });
});

describe('pages and lists', () => {
  const page = pageSchema(z.object({ id: z.number() }));

  it('reads a paginated answer', () => {
    expect(page.parse({ pages: 4, total: 37, results: [{ id: 1 }], next: '?page=2' })).toEqual({
      pages: 4,
      total: 37,
      results: [{ id: 1 }],
    });
  });

  it('reads a bare array as one page of it', () => {
    expect(page.parse([{ id: 1 }, { id: 2 }])).toEqual({
      pages: 1,
      total: 2,
      results: [{ id: 1 }, { id: 2 }],
    });
  });

  it('Pagination is pages and total', () => {
    expect(paginationSchema.parse({ pages: 2, total: 15, count: 15 })).toEqual({
      pages: 2,
      total: 15,
    });
  });

  it('a list answer may come bare or under results', () => {
    const list = arrayResponseSchema(z.object({ id: z.number() }));
    expect(list.parse([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(list.parse({ results: [{ id: 2 }], count: 1 })).toEqual([{ id: 2 }]);
  });

  it('an empty answer reads as undefined whatever the body', () => {
    expect(emptyResponseSchema.parse({ detail: 'ok' })).toBeUndefined();
    expect(emptyResponseSchema.parse(undefined)).toBeUndefined();
  });
});

describe('small entities', () => {
  it('locale, address and client link tolerate unknown fields', () => {
    expect(localeSchema.parse({ code: 'ro', iso: 'ro-MD', title: 'Română', flag: 'md' })).toEqual({
      code: 'ro',
      iso: 'ro-MD',
      title: 'Română',
    });
    expect(addressSchema.parse({ ...sampleAddress(), lat: 46.9 })).toEqual(sampleAddress());
    expect(clientLinkSchema.parse({ ...sampleClientLink(), order: 1 })).toEqual(sampleClientLink());
  });

  it('a locale outside ro/en/ru is refused', () => {
    expect(localeSchema.safeParse({ code: 'de', iso: 'de-DE', title: 'Deutsch' }).success).toBe(
      false,
    );
  });
});

describe('UTM record', () => {
  it('keeps the five values and drops empty ones', () => {
    expect(
      utmSchema.parse({
        utm_source: 'facebook',
        utm_medium: 'cpc',
        utm_campaign: '',
        utm_term: 'x',
      }),
    ).toEqual({ utm_source: 'facebook', utm_medium: 'cpc', utm_term: 'x' });
  });

  it('is strict and bounded', () => {
    expect(requestErrors(utmSchema, { utm_source: 'a'.repeat(201) })).toEqual({
      utm_source: { key: 'maxLength', params: { max: 200 } },
    });
    expect(requestErrors(utmSchema, { gclid: 'abc' })).toEqual({ _form: { key: 'required' } });
  });
});

describe('query values', () => {
  it('booleans arrive as true/false text or as booleans', () => {
    expect(flagQuery.parse('true')).toBe(true);
    expect(flagQuery.parse('false')).toBe(false);
    expect(flagQuery.parse(true)).toBe(true);
  });

  it('repeated keys read as lists, one value as a list of one', () => {
    expect(listQuery.parse('Bosch')).toEqual(['Bosch']);
    expect(listQuery.parse(['Bosch', 'Makita'])).toEqual(['Bosch', 'Makita']);
    expect(idListQuery.parse(['1', '2'])).toEqual([1, 2]);
    expect(idListQuery.parse('3')).toEqual([3]);
    expect(idListQuery.safeParse(['x']).success).toBe(false);
  });
});

describe('ids a client sends', () => {
  it('are positive integers a table can hold', () => {
    expect(idField.safeParse(1).success).toBe(true);
    expect(idField.safeParse(MAX_ID).success).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 2 ** 40, '7']) {
      expect(idField.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(idListQuery.safeParse(['1', String(MAX_ID)]).data).toEqual([1, MAX_ID]);
    expect(idListQuery.safeParse(String(MAX_ID + 1)).success).toBe(false);
  });
});
