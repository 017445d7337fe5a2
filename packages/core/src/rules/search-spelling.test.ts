import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestWordSpelling,
  cyrillicToLatin,
  FEW_SEARCH_RESULTS,
  latinToCyrillic,
  needsRespelling,
  rekeyLayout,
  respell,
  searchSpellings,
  shouldTrySpellings,
  useRespelling,
} from './search-spelling.js';

const layout = (text: string) => ({ kind: 'layout' as const, text });
const transliteration = (text: string) => ({ kind: 'transliteration' as const, text });

describe('rekeyLayout (ЙЦУКЕН ⇄ QWERTY)', () => {
  it('reads the issue’s examples', () => {
    expect(rekeyLayout('ntktdbpjh')).toBe('телевизор');
    expect(rekeyLayout('ищыср')).toBe('bosch');
    expect(rekeyLayout('Ghjdjlf;')).toBe('Проводаж');
  });

  it('re-keying twice gives any text back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        expect(rekeyLayout(rekeyLayout(text))).toBe(text);
      }),
    );
    const keys = fc.constantFrom(
      ..."qwertyuiop[]asdfghjkl;'zxcvbnm,.`йцукенгшщзхъфывапролджэячсмитьбюё0123 ".split(''),
    );
    fc.assert(
      fc.property(fc.array(keys, { maxLength: 30 }), (chars) => {
        const text = chars.join('');
        expect(rekeyLayout(rekeyLayout(text))).toBe(text);
      }),
    );
  });

  it('leaves digits, spaces and Romanian letters as they are', () => {
    expect(rekeyLayout('1700 ș ț ă')).toBe('1700 ș ț ă');
  });
});

describe('transliteration', () => {
  it('reads Russian typed in Latin letters, in English and Moldovan spellings', () => {
    expect(latinToCyrillic('velosiped')).toBe('велосипед');
    expect(latinToCyrillic('avtokompressor')).toBe('автокомпрессор');
    expect(latinToCyrillic('nabor')).toBe('набор');
    expect(latinToCyrillic('shurupovert')).toBe('шуруповерт');
    expect(latinToCyrillic('șurupovert')).toBe('шуруповерт');
    expect(latinToCyrillic('chainik')).toBe('чайник');
    expect(latinToCyrillic('ceainic')).toBe('чайник');
    expect(latinToCyrillic('myasorubka')).toBe('мясорубка');
    expect(latinToCyrillic('miasorubka')).toBe('мясорубка');
    expect(latinToCyrillic('elektroplita')).toBe('электроплита');
    expect(latinToCyrillic('ţeapă')).toBe('цеапэ');
    expect(latinToCyrillic('nastennye chasy')).toBe('настенные часы');
    expect(latinToCyrillic('kuritsa')).toBe('курица');
    expect(latinToCyrillic('detskoe', { tsApart: true })).toBe('детское');
  });

  it('reads Cyrillic into the Moldovan Latin spelling', () => {
    expect(cyrillicToLatin('бош')).toBe('boș');
    expect(cyrillicToLatin('фиербэтор')).toBe('fierbător');
    expect(cyrillicToLatin('Самсунг')).toBe('samsung');
  });

  it('keeps what is not a letter of the other script', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 .,-]{0,20}$/), (text) => {
        expect(latinToCyrillic(text)).toBe(text);
        expect(cyrillicToLatin(text)).toBe(text);
      }),
    );
  });
});

describe('searchSpellings', () => {
  it('offers the layout first, then the transliteration; none equal to the text or each other', () => {
    expect(searchSpellings('detskoe')).toEqual([
      layout('вуеылщу'),
      transliteration('децкое'),
      transliteration('детское'),
    ]);
    expect(searchSpellings('velosiped')).toEqual([
      layout('мудщышзув'),
      transliteration('велосипед'),
    ]);
    expect(searchSpellings('ищыср')).toEqual([layout('bosch'), transliteration('ișcîsr')]);
    expect(searchSpellings('1700')).toEqual([]);
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const texts = searchSpellings(text).map((spelling) => spelling.text.toLowerCase());
        expect(new Set(texts).size).toBe(texts.length);
        expect(texts).not.toContain(text.trim().replace(/\s+/g, ' ').toLowerCase());
      }),
    );
  });
});

describe('choosing a spelling', () => {
  it('tries other spellings when the words as typed find little, or only nearly', () => {
    expect(shouldTrySpellings({ exact: 0, all: 0 })).toBe(true);
    expect(shouldTrySpellings({ exact: 2, all: FEW_SEARCH_RESULTS - 1 })).toBe(true);
    expect(shouldTrySpellings({ exact: 0, all: 40 })).toBe(true);
    expect(shouldTrySpellings({ exact: 3, all: 40 })).toBe(false);
  });

  it('answers for the respelt words when they find by beginnings, or more where little was found', () => {
    expect(useRespelling({ exact: 0, all: 12 }, { exact: 5, all: 5 })).toBe(true);
    expect(useRespelling({ exact: 0, all: 0 }, { exact: 0, all: 2 })).toBe(true);
    expect(useRespelling({ exact: 1, all: 1 }, { exact: 1, all: 1 })).toBe(false);
    expect(useRespelling({ exact: 4, all: 12 }, { exact: 30, all: 30 })).toBe(false);
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), fc.nat(50), (a, b, c, d) => {
        const typed = { exact: Math.min(a, b), all: Math.max(a, b) };
        const respelt = { exact: Math.min(c, d), all: Math.max(c, d) };
        // Never for words as typed that need no other spelling.
        if (!shouldTrySpellings(typed)) expect(useRespelling(typed, respelt)).toBe(false);
        // Never for respelt words that find nothing.
        if (respelt.all === 0) expect(useRespelling(typed, respelt)).toBe(false);
      }),
    );
  });

  it('respells a word nothing begins with, or one with a layout key between letters', () => {
    expect(needsRespelling('velosiped', 0)).toBe(true);
    expect(needsRespelling('Bosch', 40)).toBe(false);
    expect(needsRespelling('en.u', 27)).toBe(true);
    expect(needsRespelling('1,7', 5)).toBe(false);
  });

  it('a word takes the spelling found most by its beginnings, then nearly; none found is null', () => {
    expect(
      bestWordSpelling([
        { spelling: layout('ызфдтнн'), exact: 0, near: 0 },
        { spelling: transliteration('спалный'), exact: 0, near: 23 },
      ]),
    ).toEqual(transliteration('спалный'));
    expect(
      bestWordSpelling([
        { spelling: layout('tuns'), exact: 34, near: 34 },
        { spelling: transliteration('egtî'), exact: 0, near: 55 },
      ]),
    ).toEqual(layout('tuns'));
    expect(bestWordSpelling([{ spelling: layout('x'), exact: 0, near: 0 }])).toBeNull();
  });

  it('respells word by word, naming the first changed word’s kind', () => {
    expect(
      respell([
        { typed: 'xfqybr', chosen: layout('чайник') },
        { typed: 'Bosch', chosen: null },
        { typed: 'chainik', chosen: transliteration('чайник') },
      ]),
    ).toEqual(layout('чайник Bosch чайник'));
    expect(respell([{ typed: 'Bosch', chosen: null }])).toBeNull();
  });
});
