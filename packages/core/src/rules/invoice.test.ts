import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInRomanianWords,
  hasProformaInvoice,
  invoiceDueDay,
  vatIncluded,
} from './invoice.js';

/**
 * Reads Romanian number words back into a number, independently of how they were written: each
 * word is a value, a multiplier (sute, mii, milioane, miliarde) or glue (și, de). Used to check
 * that the words of any amount say that amount.
 */
const VALUES: Record<string, number> = {
  zero: 0,
  un: 1,
  o: 1,
  unu: 1,
  una: 1,
  doi: 2,
  două: 2,
  trei: 3,
  patru: 4,
  cinci: 5,
  șase: 6,
  șapte: 7,
  opt: 8,
  nouă: 9,
  zece: 10,
  unsprezece: 11,
  doisprezece: 12,
  douăsprezece: 12,
  treisprezece: 13,
  paisprezece: 14,
  cincisprezece: 15,
  șaisprezece: 16,
  șaptesprezece: 17,
  optsprezece: 18,
  nouăsprezece: 19,
  douăzeci: 20,
  treizeci: 30,
  patruzeci: 40,
  cincizeci: 50,
  șaizeci: 60,
  șaptezeci: 70,
  optzeci: 80,
  nouăzeci: 90,
};
const SCALES: Record<string, number> = {
  sută: 100,
  sute: 100,
  mie: 1e3,
  mii: 1e3,
  milion: 1e6,
  milioane: 1e6,
  miliard: 1e9,
  miliarde: 1e9,
};

function readNumber(words: string[]): number {
  let total = 0;
  let group = 0;
  for (const word of words) {
    if (word === 'și' || word === 'de') continue;
    if (word in VALUES) group += VALUES[word]!;
    else if (word === 'sută' || word === 'sute') group *= 100;
    else if (word in SCALES) {
      // A larger scale takes everything read so far as its count (o sută de mii = 100 000).
      const scale = SCALES[word]!;
      if (total > 0 && total < scale) {
        total = (total + group) * scale;
      } else {
        total += group * scale;
      }
      group = 0;
    } else throw new Error(`not a number word: ${word}`);
  }
  return total + group;
}

/** 'X lei și Y bani' back into bani. */
function readAmount(text: string): number {
  const [lei, bani] = text.split(/ (?:lei|leu)(?: și |$)/);
  const leiWords = lei!.split(' ');
  const baniWords = bani ? bani.replace(/ (bani|ban)$/, '').split(' ') : [];
  return readNumber(leiWords) * 100 + (baniWords.length > 0 ? readNumber(baniWords) : 0);
}

describe('amountInRomanianWords', () => {
  it('writes the forms an invoice uses', () => {
    expect(amountInRomanianWords(0)).toBe('zero lei');
    expect(amountInRomanianWords(100)).toBe('un leu');
    expect(amountInRomanianWords(200)).toBe('doi lei');
    expect(amountInRomanianWords(1_200)).toBe('doisprezece lei');
    expect(amountInRomanianWords(1_900)).toBe('nouăsprezece lei');
    expect(amountInRomanianWords(2_000)).toBe('douăzeci de lei');
    expect(amountInRomanianWords(2_100)).toBe('douăzeci și unu de lei');
    expect(amountInRomanianWords(2_200)).toBe('douăzeci și doi de lei');
    expect(amountInRomanianWords(10_000)).toBe('o sută de lei');
    expect(amountInRomanianWords(10_100)).toBe('o sută unu lei');
    expect(amountInRomanianWords(11_900)).toBe('o sută nouăsprezece lei');
    expect(amountInRomanianWords(25_000)).toBe('două sute cincizeci de lei');
    expect(amountInRomanianWords(100_000)).toBe('o mie de lei');
    expect(amountInRomanianWords(123_450)).toBe(
      'o mie două sute treizeci și patru de lei și cincizeci de bani',
    );
    expect(amountInRomanianWords(200_000)).toBe('două mii de lei');
    expect(amountInRomanianWords(1_200_000)).toBe('douăsprezece mii de lei');
    expect(amountInRomanianWords(2_100_000)).toBe('douăzeci și una de mii de lei');
    expect(amountInRomanianWords(2_200_000)).toBe('douăzeci și două de mii de lei');
    expect(amountInRomanianWords(10_000_000)).toBe('o sută de mii de lei');
    expect(amountInRomanianWords(100_000_000)).toBe('un milion de lei');
    expect(amountInRomanianWords(200_000_000)).toBe('două milioane de lei');
    expect(amountInRomanianWords(2_000_000_000)).toBe('douăzeci de milioane de lei');
    expect(amountInRomanianWords(100_000_000_000)).toBe('un miliard de lei');
    expect(amountInRomanianWords(1)).toBe('zero lei și un ban');
    expect(amountInRomanianWords(102)).toBe('un leu și doi bani');
    expect(amountInRomanianWords(120)).toBe('un leu și douăzeci de bani');
    expect(amountInRomanianWords(99_999)).toBe(
      'nouă sute nouăzeci și nouă de lei și nouăzeci și nouă de bani',
    );
  });

  it('says the amount it was given, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_99 }), (amount) => {
        expect(readAmount(amountInRomanianWords(amount))).toBe(amount);
      }),
      { numRuns: 2_000 },
    );
  });

  it('puts "de" before the noun exactly when the last two figures make 0 or 20 and up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9_999_999 }), (lei) => {
        const text = amountInRomanianWords(lei * 100);
        const rest = lei % 100;
        expect(text.endsWith(' de lei')).toBe(rest === 0 || rest >= 20);
      }),
    );
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInRomanianWords(-1)).toThrow(RangeError);
    expect(() => amountInRomanianWords(1.5)).toThrow(RangeError);
  });
});

describe('the invoice rules', () => {
  it('has a pro-forma invoice for bank transfers only', () => {
    expect(hasProformaInvoice('bank_transfer')).toBe(true);
    expect(hasProformaInvoice('cash')).toBe(false);
    expect(hasProformaInvoice('by_card_online')).toBe(false);
    expect(hasProformaInvoice('by_card_on_delivery')).toBe(false);
  });

  it('takes the 20 % VAT out of a price that includes it, to the ban', () => {
    expect(vatIncluded(12_000)).toBe(2_000);
    expect(vatIncluded(123_450)).toBe(20_575);
    expect(vatIncluded(1)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (total) => {
        const vat = vatIncluded(total);
        // The net and the VAT add up to the total, and the VAT is 20 % of the net to the ban.
        expect(Math.abs(vat * 5 - (total - vat))).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('is due five days after the order’s day in Chișinău', () => {
    // 22:30 UTC on 9 March is already 10 March in Chișinău (UTC+2).
    expect(invoiceDueDay(new Date('2025-03-09T22:30:00Z'))).toBe('2025-03-15');
    expect(invoiceDueDay(new Date('2025-12-29T10:00:00Z'))).toBe('2026-01-03');
  });
});
