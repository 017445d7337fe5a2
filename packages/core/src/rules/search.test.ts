import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldForMatch,
  isDropdownOpen,
  matchesFolded,
  normaliseSearchText,
  searchDropdown,
  searchKey,
  shouldSearch,
} from './search.js';

const results = (count: number) => Array.from({ length: count }, (_, index) => `p${index + 1}`);

describe('shouldSearch / normaliseSearchText (§5 only non-empty text)', () => {
  it('runs on text, not on empty or blank input', () => {
    expect(shouldSearch('drill')).toBe(true);
    expect(shouldSearch(' a ')).toBe(true);
    expect(shouldSearch('')).toBe(false);
    expect(shouldSearch('   ')).toBe(false);
    expect(shouldSearch('\t\n')).toBe(false);
  });

  it('trims and collapses whitespace', () => {
    expect(normaliseSearchText('  drill   bits ')).toBe('drill bits');
    expect(normaliseSearchText('șurubelniță\tPH2')).toBe('șurubelniță PH2');
    expect(normaliseSearchText('   ')).toBe('');
  });

  it('cuts to 200 characters', () => {
    expect(normaliseSearchText('a'.repeat(250))).toHaveLength(200);
    expect(normaliseSearchText(`${'a'.repeat(199)} b`)).toHaveLength(199);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const once = normaliseSearchText(text);
        return normaliseSearchText(once) === once;
      }),
    );
  });
});

describe('searchDropdown (§2: 5 results, 4 on mobile, see all when more)', () => {
  it('desktop shows the first 5 and see all only past 5', () => {
    expect(searchDropdown(results(7), 7, { mobile: false })).toEqual({
      visible: ['p1', 'p2', 'p3', 'p4', 'p5'],
      showAll: true,
    });
    expect(searchDropdown(results(5), 5, { mobile: false })).toEqual({
      visible: results(5),
      showAll: false,
    });
    expect(searchDropdown(results(3), 3, { mobile: false })).toEqual({
      visible: ['p1', 'p2', 'p3'],
      showAll: false,
    });
  });

  it('mobile shows at most 4', () => {
    expect(searchDropdown(results(5), 5, { mobile: true })).toEqual({
      visible: ['p1', 'p2', 'p3', 'p4'],
      showAll: true,
    });
    expect(searchDropdown(results(4), 4, { mobile: true }).showAll).toBe(false);
  });

  it('uses the server total when only one page came back', () => {
    expect(searchDropdown(results(3), 42, { mobile: false })).toEqual({
      visible: ['p1', 'p2', 'p3'],
      showAll: true,
    });
    expect(searchDropdown(results(6), 0, { mobile: false }).showAll).toBe(true);
  });

  it('empty results show nothing', () => {
    expect(searchDropdown([], 0, { mobile: false })).toEqual({ visible: [], showAll: false });
  });
});

describe('isDropdownOpen (§4 only when open and there are results)', () => {
  it('needs both', () => {
    expect(isDropdownOpen({ open: true, resultsCount: 3 })).toBe(true);
    expect(isDropdownOpen({ open: true, resultsCount: 0 })).toBe(false);
    expect(isDropdownOpen({ open: false, resultsCount: 3 })).toBe(false);
  });
});

describe('searchKey: the indexed and searched form of a text', () => {
  it('folds Romanian diacritics in both spellings', () => {
    expect(searchKey('ș ş Ș Ş ț ţ Ț Ţ ă â î Ă Â Î')).toBe('s s s s t t t t a a i a a i');
    expect(searchKey('Fierbător')).toBe(searchKey('fierbator'));
    expect(searchKey('Mașină de spălat')).toBe(searchKey('Maşină de spalat'));
  });

  it('keeps Cyrillic, lower-cased, with ё as е', () => {
    expect(searchKey('Электрический ЧАЙНИК')).toBe('электрический чайник');
    expect(searchKey('Ёлка')).toBe('елка');
  });

  it('turns punctuation into single spaces', () => {
    expect(searchKey('  KO-1700 / Tefal, 1,7 l ')).toBe('ko 1700 tefal 1 7 l');
  });
});

describe('foldForMatch / matchesFolded (the FAQ filter)', () => {
  it('ignores case and diacritics, both Romanian comma and cedilla forms', () => {
    expect(foldForMatch('  Garanție ȘI  Livrare ')).toBe('garantie si livrare');
    expect(foldForMatch('ţară şi ăâî')).toBe('tara si aai');
    expect(matchesFolded('Livrare gratuită', 'livrare')).toBe(true);
    expect(matchesFolded('Ce garanție au produsele?', 'garantie')).toBe(true);
    expect(matchesFolded('Ещё вопросы', 'ЕЩЕ')).toBe(true);
    expect(matchesFolded('Retur', 'garantie')).toBe(false);
  });
  it('an empty query matches everything', () => {
    fc.assert(fc.property(fc.string(), (text) => matchesFolded(text, '  ')));
  });
  it('a text always matches itself', () => {
    fc.assert(fc.property(fc.string(), (text) => matchesFolded(text, text)));
  });
});
