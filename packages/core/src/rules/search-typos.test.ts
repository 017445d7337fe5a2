import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchKey } from './search.js';
import {
  closestSpelling,
  didYouMean,
  MAX_TYPOS,
  MIN_PREFIX_TYPO_WORD,
  MIN_TYPO_WORD,
  nearestWord,
  searchCloseness,
  spelledAs,
  typoDistance,
} from './search-typos.js';

const word = fc.stringMatching(/^[a-zа-я]{1,12}$/);

describe('typoDistance', () => {
  it('counts one typo for a letter dropped, added, replaced or two neighbours swapped', () => {
    expect(typoDistance('fierbatr', 'fierbator')).toEqual({ start: 1, whole: 1 });
    expect(typoDistance('fierbaator', 'fierbator')).toEqual({ start: 1, whole: 1 });
    expect(typoDistance('fierbxtor', 'fierbator')).toEqual({ start: 1, whole: 1 });
    expect(typoDistance('ciocna', 'ciocan')).toEqual({ start: 1, whole: 1 });
    expect(typoDistance('чаиник', 'чайник')).toEqual({ start: 1, whole: 1 });
  });

  it('measures to the closest beginning of the word too', () => {
    expect(typoDistance('bormas', 'bormasina')).toEqual({ start: 0, whole: 3 });
    expect(typoDistance('bromas', 'bormasina')).toEqual({ start: 1, whole: 4 });
  });

  it('a word that only shares its first letters is more than a typo away', () => {
    expect(typoDistance('telefon', 'telecomanda').start).toBe(2);
    expect(typoDistance('telefon', 'televizor').start).toBe(3);
    expect(typoDistance('fierbatr', 'fier').start).toBe(4);
  });

  it('is 0 only for a beginning; never more to a beginning than to the whole word', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const { start, whole } = typoDistance(a, b);
        expect(start).toBeLessThanOrEqual(whole);
        expect(start === 0).toBe(b.startsWith(a));
        expect(whole === 0).toBe(a === b);
        expect(whole).toBe(typoDistance(b, a).whole);
        expect(whole).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });

  it('one edit anywhere is one typo', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{4,12}$/),
        fc.nat(),
        fc.constantFrom('x', 'ă', 'й'),
        (text, at, letter) => {
          const i = at % text.length;
          const dropped = text.slice(0, i) + text.slice(i + 1);
          const added = text.slice(0, i) + letter + text.slice(i);
          expect(typoDistance(dropped, text).whole).toBe(1);
          expect(typoDistance(added, text).whole).toBe(1);
        },
      ),
    );
  });
});

describe('nearestWord', () => {
  it('prefers a word the search word begins, the shortest', () => {
    expect(nearestWord('fier', ['fierbator', 'fier', 'de'])).toEqual({
      word: 'fier',
      start: 0,
      whole: 0,
    });
  });

  it('finds the closest near spelling of a word nothing begins', () => {
    expect(nearestWord('fierbatr', ['fierbatoare', 'fierbator', 'electric'])).toEqual({
      word: 'fierbator',
      start: 1,
      whole: 1,
    });
  });

  it('takes a typo of a beginning only for a long enough word with its first letter', () => {
    expect(nearestWord('bromas', ['bormasina'])).toEqual({ word: 'bormasina', start: 1, whole: 4 });
    expect('ceas'.length).toBeLessThan(MIN_PREFIX_TYPO_WORD);
    expect(nearestWord('ceas', ['clasa'])).toBeNull();
    expect(nearestWord('otel', ['televizor'])).toBeNull();
    expect(nearestWord('garden', ['hardened'])).toBeNull();
    expect(nearestWord('cort', ['cot'])).toEqual({ word: 'cot', start: 1, whole: 1 });
  });

  it('refuses what is more than a typo away, and typos of short words', () => {
    expect(nearestWord('fierbatr', ['fier', 'de', 'calcat'])).toBeNull();
    expect(nearestWord('telefon', ['cu', 'telecomanda', 'televizor'])).toBeNull();
    expect('lux'.length).toBeLessThan(MIN_TYPO_WORD);
    expect(nearestWord('lux', ['lac'])).toBeNull();
    expect(nearestWord('lu', ['lux'])).toEqual({ word: 'lux', start: 0, whole: 1 });
    expect(MAX_TYPOS).toBe(1);
  });
});

describe('searchCloseness', () => {
  it('adds up the typos of every word; a word found nowhere is no match', () => {
    const kettle = searchKey('Fierbător electric Tefal TF-KO1700, din inox').split(' ');
    expect(searchCloseness(['fierbatr', 'inox'], kettle)).toMatchObject({ typos: 1, whole: 1 });
    expect(searchCloseness(['fierbator', 'ino'], kettle)).toMatchObject({ typos: 0, whole: 1 });
    expect(searchCloseness(['fierbatr', 'inxo'], kettle)).toMatchObject({ typos: 2, whole: 2 });
    expect(searchCloseness(['fierbatr', 'bosch'], kettle)).toBeNull();
    const iron = searchKey('Fier de călcat Tefal TF-IR6522').split(' ');
    expect(searchCloseness(['fierbatr'], iron)).toBeNull();
  });
});

describe('did you mean', () => {
  const near = (text: string, start: number, whole: number) => ({ word: text, start, whole });

  it('offers the closest spelling found, then the one in most products', () => {
    expect(
      closestSpelling([
        near('fierbatoare', 1, 3),
        near('fierbator', 1, 1),
        near('fierbator', 1, 1),
      ]),
    ).toBe('fierbator');
    expect(
      closestSpelling([near('ciocan', 1, 1), near('ciocna', 1, 1), near('ciocan', 1, 1)]),
    ).toBe('ciocan');
    expect(closestSpelling([near('lampa', 1, 1), near('lampi', 1, 1)])).toBe('lampa');
  });

  it('offers nothing when a product has the word as typed, or nothing was found', () => {
    expect(closestSpelling([near('fierbator', 1, 1), near('fierbatr', 0, 0)])).toBeNull();
    expect(closestSpelling([])).toBeNull();
  });

  it('writes a folded word as the product names do', () => {
    expect(spelledAs('fierbator', ['Fierbător electric Tefal', 'Electric kettle'])).toBe(
      'fierbător',
    );
    expect(spelledAs('ciainic', ['Чайник электрический'])).toBe('ciainic');
    expect(spelledAs('wi', ['Televizor LG, cu Wi-Fi'])).toBe('wi');
  });

  it('changes only the words that have another spelling', () => {
    const spellings = new Map([['fierbatr', 'fierbător']]);
    expect(didYouMean('Fierbatr  Tefal', spellings)).toBe('fierbător Tefal');
    expect(didYouMean('fierbatr-inox', spellings)).toBe('fierbător inox');
    expect(didYouMean('ciocan', spellings)).toBeNull();
  });
});
