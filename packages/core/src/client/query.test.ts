import { describe, expect, it } from 'vitest';
import { encodeQuery } from './query.js';

describe('encodeQuery', () => {
  it('repeats keys for lists', () => {
    expect(encodeQuery({ products_ids: [1, 2], brands: ['Bosch', 'Makita'] })).toBe(
      'products_ids=1&products_ids=2&brands=Bosch&brands=Makita',
    );
  });

  it('leaves out null, undefined, empty lists and non-finite numbers', () => {
    expect(
      encodeQuery({ page: undefined, search: null, brands: [], price__lte: Number.NaN, qt: 5 }),
    ).toBe('qt=5');
  });

  it("sends booleans as 'true' and 'false'", () => {
    expect(encodeQuery({ is_promotion: true, all: false })).toBe('is_promotion=true&all=false');
  });

  it('escapes text, keeps empty text', () => {
    expect(encodeQuery({ search: 'ciocan & daltă', x: '' })).toBe(
      'search=ciocan+%26+dalt%C4%83&x=',
    );
  });

  it('nothing to send gives an empty string', () => {
    expect(encodeQuery({})).toBe('');
  });
});
