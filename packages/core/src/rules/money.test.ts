import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  formatAmount,
  formatAmountInColumns,
  formatMoney,
  formatNumber,
  sum,
  toBani,
  toLei,
  toLeiString,
} from './money.js';

describe('toBani: lei to integer bani without float error', () => {
  it('parses numbers and decimal strings exactly', () => {
    expect(toBani(1299.99)).toBe(129999);
    expect(toBani('1299.99')).toBe(129999);
    expect(toBani('80')).toBe(8000);
    expect(toBani(0.1)).toBe(10);
    expect(toBani('  12.5 ')).toBe(1250);
    expect(toBani('-3.10')).toBe(-310);
  });

  it('rounds half up at the third decimal', () => {
    expect(toBani(1.005)).toBe(101);
    expect(toBani('2.994')).toBe(299);
    expect(toBani('2.995')).toBe(300);
  });

  it('refuses what is not an amount', () => {
    for (const bad of [null, undefined, '', 'abc', '1,5', '1.2.3', Number.NaN, Infinity]) {
      expect(toBani(bad)).toBeNull();
    }
  });

  it('0.1 + 0.2 does not leak into a total', () => {
    const total = sum([toBani(0.1) ?? 0, toBani(0.2) ?? 0]);
    expect(total).toBe(30);
    expect(toLei(total)).toBe(0.3);
    expect(toLeiString(total)).toBe('0.30');
  });
});

describe('applyDiscount', () => {
  it('takes a percent off and rounds to the ban', () => {
    expect(applyDiscount(1000_00, 10)).toBe(900_00);
    expect(applyDiscount(999, 7.5)).toBe(924); // 924.075
    expect(applyDiscount(1000_00, 0)).toBe(1000_00);
    expect(applyDiscount(1000_00, null)).toBe(1000_00);
  });

  it('never goes below zero', () => {
    expect(applyDiscount(500, 150)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: -10, max: 200, noNaN: true }),
        (amount, percent) => {
          const result = applyDiscount(amount, percent);
          return result >= 0 && result <= amount && Number.isInteger(result);
        },
      ),
    );
  });
});

describe('formatMoney: lei, two decimals, a trailing .00 dropped', () => {
  it('writes Romanian, English and Russian amounts', () => {
    expect(formatMoney(1234_50, 'ro')).toBe('1.234,50\u00a0lei');
    expect(formatMoney(1234_50, 'en')).toBe('1,234.50\u00a0lei');
    expect(formatMoney(1234_50, 'ru')).toBe('1\u00a0234,50\u00a0лей');
  });

  it('drops .00', () => {
    expect(formatMoney(500_00, 'ro')).toBe('500\u00a0lei');
    expect(formatMoney(80_00, 'ru')).toBe('80\u00a0лей');
    expect(formatAmount(2500_00, 'en')).toBe('2,500');
  });

  it('keeps two decimals when there are any', () => {
    expect(formatAmount(499_90, 'ro')).toBe('499,90');
    expect(formatAmount(5, 'en')).toBe('0.05');
  });

  it('keeps .00 for a document that lists amounts in columns', () => {
    expect(formatAmountInColumns(2500_00, 'ro')).toBe('2.500,00');
    expect(formatAmountInColumns(2500_00, 'ru')).toBe('2\u00a0500,00');
    expect(formatAmountInColumns(499_90, 'en')).toBe('499.90');
  });
});

describe('formatNumber', () => {
  it('drops a trailing .00 only', () => {
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber('12.00')).toBe('12');
    expect(formatNumber(12.5)).toBe('12.50');
    expect(formatNumber('0.1')).toBe('0.10');
  });
});
