import { describe, expect, it } from 'vitest';
import { productOfTheDay } from './home.js';
import { homeSuite } from './home.suite.js';

homeSuite('pglite');

describe('the product of the day’s rotation', () => {
  const week = [11, 12, 13];

  it('advances one product a shop day and starts again after the last', () => {
    expect(productOfTheDay(week, '1970-01-01', () => true)).toBe(11);
    expect(productOfTheDay(week, '1970-01-02', () => true)).toBe(12);
    expect(productOfTheDay(week, '1970-01-03', () => true)).toBe(13);
    expect(productOfTheDay(week, '1970-01-04', () => true)).toBe(11);
    expect(productOfTheDay(week, '1969-12-31', () => true)).toBe(13);
  });

  it('gives the day of a product that cannot be offered to the next one', () => {
    expect(productOfTheDay(week, '1970-01-02', (id) => id !== 12)).toBe(13);
    expect(productOfTheDay(week, '1970-01-03', (id) => id !== 13)).toBe(11);
    expect(productOfTheDay(week, '1970-01-03', () => false)).toBeNull();
  });

  it('has nothing to offer without a rotation or a day', () => {
    expect(productOfTheDay([], '2025-03-10', () => true)).toBeNull();
    expect(productOfTheDay(week, 'today', () => true)).toBeNull();
  });
});
