/**
 * Other spellings of a search text (SPEC §7 search "that fits Moldova"). Shoppers here type
 * Russian in Latin letters ('velosiped'), Russian on a keyboard left in the English layout
 * ('ntktdbpjh' for 'телевизор'), Latin brands on a Russian layout ('ищыср' for 'bosch'), and
 * Romanian or brands in Cyrillic ('бош'). The search tries these spellings, word by word, when
 * the text as typed finds little or only by near spellings; the server runs them, the screens
 * show which one was used.
 */

/** Keys of the US layout and the Russian ЙЦУКЕН layout, position by position. */
const LATIN_KEYS = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';

/** Each key's letter on the other layout, both ways. Built without side effects, so a bundle that
 * does not use the search rules leaves them out. */
const OTHER_KEY = /* @__PURE__ */ otherKeys();

function otherKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (let i = 0; i < LATIN_KEYS.length; i++) {
    keys.set(LATIN_KEYS.charAt(i), CYRILLIC_KEYS.charAt(i));
    keys.set(CYRILLIC_KEYS.charAt(i), LATIN_KEYS.charAt(i));
  }
  return keys;
}

/**
 * The text as it would have come out on the other layout: each key of the US layout becomes the
 * ЙЦУКЕН letter on the same key and back. Anything else (digits, spaces, Romanian letters) stays.
 * Re-keying twice gives the text back.
 *
 * @example rekeyLayout('ntktdbpjh') // 'телевизор'
 * @example rekeyLayout('ищыср') // 'bosch'
 */
export function rekeyLayout(text: string): string {
  let out = '';
  for (const char of text) out += OTHER_KEY.get(char) ?? char;
  return out;
}

/**
 * Latin spellings of Russian, longest first: the usual English transliteration and the Moldovan
 * (Romanian) one, so 'sh' and 'ș', 'ch' and 'ci'/'ce', 'ts' and 'ț', 'zh' and 'j' all read.
 * Applied to lower-case text.
 */
const LATIN_TO_CYRILLIC: readonly (readonly [string, string])[] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['cea', 'ча'],
  ['ciu', 'чу'],
  ['cio', 'чо'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ya', 'я'],
  ['ia', 'я'],
  ['yu', 'ю'],
  ['iu', 'ю'],
  ['yo', 'ё'],
  ['io', 'ё'],
  ['ce', 'че'],
  ['ci', 'чи'],
  ['ș', 'ш'],
  ['ş', 'ш'],
  ['ț', 'ц'],
  ['ţ', 'ц'],
  ['ă', 'э'],
  ['â', 'ы'],
  ['î', 'ы'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'ж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
  ["'", 'ь'],
];

const VOWELS = new Set('aeiouyăâîаеёиоуыэюя');

/**
 * Russian typed in Latin letters, read back into Cyrillic: 'velosiped' → 'велосипед',
 * 'shurupovert' and 'șurupovert' → 'шуруповерт', 'ceainic' and 'chainik' → 'чайник'. A 'y' or
 * 'i' after a vowel and before a consonant or the word's end is 'й' ('novyi' → 'новый'); an 'e'
 * that begins a word is 'э'
 * ('elektro' → 'электро'). What is not a Latin letter stays. The result need not be perfect:
 * the search forgives a letter (ы for и, a lost ь). 'ts' is 'ц' ('kuritsa'), or with `tsApart`
 * 'тс' ('detskoe' → 'детское').
 */
export function latinToCyrillic(text: string, { tsApart = false } = {}): string {
  const lower = text.toLowerCase();
  let out = '';
  let i = 0;
  while (i < lower.length) {
    const previous = lower.charAt(i - 1);
    const atWordStart = i === 0 || !/\p{L}/u.test(previous);
    const char = lower.charAt(i);
    const next = lower.charAt(i + 1);
    const wordEnds = next === '' || !/\p{L}/u.test(next);
    if (atWordStart && char === 'e') {
      out += 'э';
      i += 1;
      continue;
    }
    if ((char === 'y' || char === 'i') && VOWELS.has(previous) && (wordEnds || !VOWELS.has(next))) {
      out += 'й';
      i += 1;
      continue;
    }
    const match = LATIN_TO_CYRILLIC.find(
      ([latin]) => lower.startsWith(latin, i) && !(tsApart && latin === 'ts'),
    );
    if (match) {
      out += match[1];
      i += match[0].length;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

/** Cyrillic letters in Latin, the way brands and Romanian words are spelled in the shop. */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'io',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ț',
  ч: 'ci',
  ш: 'ș',
  щ: 'șc',
  ъ: '',
  ы: 'î',
  ь: '',
  э: 'ă',
  ю: 'iu',
  я: 'ia',
};

/**
 * Cyrillic read into Latin letters, in the Moldovan spelling (ш → ș, ч → ci, ц → ț, ж → j,
 * э → ă, ы → î): 'бош' → 'boș', 'фиербэтор' → 'fierbător', 'самсунг' → 'samsung'. Search folds
 * the diacritics away, so 'boș' finds 'bosch' by its first letters. What is not Cyrillic stays.
 */
export function cyrillicToLatin(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) out += CYRILLIC_TO_LATIN[char] ?? char;
  return out;
}

/** How a spelling came from the text as typed. */
export type SearchSpellingKind = 'layout' | 'transliteration';

export interface SearchSpelling {
  kind: SearchSpellingKind;
  text: string;
}

const HAS_LATIN = /\p{Script=Latin}/u;
const HAS_CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * The other spellings worth trying for a search text, most likely first: the text re-keyed on
 * the other layout, then transliterated (Latin → Cyrillic when it has Latin letters, 'ts' read
 * as 'ц' and then as 'тс'; Cyrillic → Latin when it has Cyrillic ones). Each differs from the
 * text and from the others; a text without letters has none.
 *
 * @example searchSpellings('velosiped')
 * // [{ kind: 'layout', text: 'мудщышзув' }, { kind: 'transliteration', text: 'велосипед' }]
 */
export function searchSpellings(text: string): SearchSpelling[] {
  const typed = text.trim().replace(/\s+/g, ' ');
  const candidates: SearchSpelling[] = [{ kind: 'layout', text: rekeyLayout(typed) }];
  if (HAS_LATIN.test(typed)) {
    candidates.push({ kind: 'transliteration', text: latinToCyrillic(typed) });
    candidates.push({ kind: 'transliteration', text: latinToCyrillic(typed, { tsApart: true }) });
  }
  if (HAS_CYRILLIC.test(typed)) {
    candidates.push({ kind: 'transliteration', text: cyrillicToLatin(typed) });
  }
  const seen = new Set([typed.toLowerCase()]);
  return candidates.filter((candidate) => {
    const key = candidate.text.toLowerCase();
    if (!/\p{L}/u.test(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A search whose text as typed finds fewer products than this tries the other spellings (the
 * header and the search page alike, since both ask the same call).
 */
export const FEW_SEARCH_RESULTS = 3;

/** What a search text finds. */
export interface SearchFound {
  /** Products with a word that every word of the text begins. */
  exact: number;
  /** Products found in all: also by near spellings (a typo) and by article. */
  all: number;
}

/**
 * Whether a search tries other spellings: when the words as typed find little (fewer than
 * FEW_SEARCH_RESULTS), or find only by near spellings ('drel' near 'drill', not 'дрель').
 */
export function shouldTrySpellings(typed: SearchFound): boolean {
  return typed.all < FEW_SEARCH_RESULTS || typed.exact === 0;
}

/** A key of the US layout that is a Russian letter, between letters: 'en.u' is 'утюг'. */
const LAYOUT_MARK = /\p{L}[,.;'[\]`]\p{L}/u;

/**
 * Whether a word of a search is read in its other spellings: when nothing has a word it begins
 * (`exactMatches`, the full-text prefix matches), or when it holds a key of the US layout that is
 * a Russian letter between letters ('en.u', 'j,jb').
 */
export function needsRespelling(word: string, exactMatches: number): boolean {
  return exactMatches === 0 || LAYOUT_MARK.test(word);
}

/** How many products a spelling of a word finds: by the words' beginnings, and near spellings. */
export interface SpellingFound {
  spelling: SearchSpelling;
  /** Products with a word this spelling begins. */
  exact: number;
  /** Products with a word this spelling begins or nearly spells (one typo). */
  near: number;
}

/**
 * The spelling of a word to search: the one found most by its beginnings, then by near
 * spellings; null when none finds anything (the first of equals wins).
 */
export function bestWordSpelling(found: readonly SpellingFound[]): SearchSpelling | null {
  let best: SpellingFound | null = null;
  for (const attempt of found) {
    if (attempt.exact + attempt.near === 0) continue;
    if (
      best === null ||
      attempt.exact > best.exact ||
      (attempt.exact === best.exact && attempt.near > best.near)
    ) {
      best = attempt;
    }
  }
  return best?.spelling ?? null;
}

/**
 * A search text read word by word: each word as typed, or the spelling chosen for it (people
 * switch layout or script between words: 'xfqybr Bosch' is 'чайник' on the wrong layout and a
 * brand typed right). Null when no word changed. The kind is the first changed word's.
 *
 * @example respell([{ typed: 'xfqybr', chosen: { kind: 'layout', text: 'чайник' } }, { typed: 'Bosch', chosen: null }])
 * // { kind: 'layout', text: 'чайник Bosch' }
 */
export function respell(
  words: readonly { typed: string; chosen: SearchSpelling | null }[],
): SearchSpelling | null {
  const changed = words.find((word) => word.chosen !== null)?.chosen;
  if (!changed) return null;
  return {
    kind: changed.kind,
    text: words.map((word) => word.chosen?.text ?? word.typed).join(' '),
  };
}

/**
 * Whether a search answers for the respelt words instead of the words as typed: when they find
 * by word beginnings what the typed words found only nearly, or find more where the typed words
 * found little.
 *
 * @example useRespelling({ exact: 0, all: 0 }, { exact: 12, all: 12 }) // true
 */
export function useRespelling(typed: SearchFound, respelt: SearchFound): boolean {
  return (
    (typed.exact === 0 && respelt.exact > 0) ||
    (typed.all < FEW_SEARCH_RESULTS && respelt.all > typed.all)
  );
}
