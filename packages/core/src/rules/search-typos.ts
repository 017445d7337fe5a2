import { searchKey } from './search.js';

/**
 * Near spellings of search words (SPEC §7 search): which words of a product a search word that
 * nothing begins with still finds, how close they are, and the "did you mean" it offers.
 *
 * A near spelling is one typo away: a letter dropped, added or replaced, or two neighbours
 * swapped (the optimal-string-alignment distance), from the whole word, or — for a search word
 * of MIN_PREFIX_TYPO_WORD letters or more with the word's first letter, as prefixes are
 * searched — from a beginning of it ('bromas' is a typo of 'bormas…', so it finds 'bormașină').
 * A short word's beginnings are too many to guess from ('ceas' is a typo of 'clas…', 'otel' of
 * 'tel…'). Sharing letters is not enough: 'telefon' shares its first four with 'televizor' and
 * 'telecomandă' but is two typos from any of their beginnings, and 'fierbatr' is four from
 * 'fier'. Words are compared folded (searchKey), so diacritics are never a typo.
 */

/** Words shorter than this match by their beginning only: a typo in 'lac' cannot be told from 'lux'. */
export const MIN_TYPO_WORD = 4;

/** How many edits a near spelling may be from the word: one typo. */
export const MAX_TYPOS = 1;

/**
 * Search words this long or longer may also be a typo of a word's beginning (with its first
 * letter): 'bromas' for 'bormașină', not 'ceas' for 'clasa'.
 */
export const MIN_PREFIX_TYPO_WORD = 6;

/** Edits from a search word to a word of the shop. */
export interface TypoDistance {
  /** To the word's closest beginning (0 when the word begins with the search word). */
  start: number;
  /** To the whole word. */
  whole: number;
}

/**
 * The edits (insert, delete, replace, swap two neighbours) from `typed` to `word` and to the
 * closest beginning of `word`. Letters are compared as they are: fold both first.
 *
 * @example typoDistance('fierbatr', 'fierbator') // { start: 1, whole: 1 }
 * @example typoDistance('bormas', 'bormasina') // { start: 0, whole: 3 }
 * @example typoDistance('telefon', 'telecomanda') // { start: 2, whole: 6 }
 */
export function typoDistance(typed: string, word: string): TypoDistance {
  const a = Array.from(typed);
  const b = Array.from(word);
  // rows[i][j]: edits from the first i letters of `a` to the first j letters of `b`.
  let previous: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const before = previous;
    previous = row;
    row = [i];
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1];
      let edits = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (same ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        edits = Math.min(edits, (before[j - 2] ?? 0) + 1);
      }
      row.push(edits);
    }
  }
  return { start: Math.min(...row), whole: row[b.length] ?? a.length };
}

/** A word of a product that answers a search word, and how close it is. */
export interface NearWord extends TypoDistance {
  /** The product's word (folded). */
  word: string;
}

/**
 * The word of `words` that answers the search word `typed` (both folded): one it begins
 * (`start` 0), or else the closest near spelling — fewest edits to a beginning, then to the whole
 * word, then the first. Null when none is a near spelling (see the module comment), or when
 * `typed` is shorter than MIN_TYPO_WORD and no word begins with it.
 *
 * @example nearestWord('fierbatr', ['fier', 'de', 'calcat']) // null
 * @example nearestWord('fierbatr', ['fierbator', 'electric']) // { word: 'fierbator', start: 1, whole: 1 }
 */
export function nearestWord(typed: string, words: readonly string[]): NearWord | null {
  let best: NearWord | null = null;
  const length = Array.from(typed).length;
  const typos = length >= MIN_TYPO_WORD;
  const first = typed.codePointAt(0);
  for (const word of words) {
    if (word.startsWith(typed)) {
      const whole = Array.from(word).length - Array.from(typed).length;
      if (best === null || best.start > 0 || whole < best.whole) best = { word, start: 0, whole };
      continue;
    }
    if (!typos || best?.start === 0) continue;
    const distance = typoDistance(typed, word);
    const nearWhole = distance.whole <= MAX_TYPOS;
    const nearStart =
      distance.start <= MAX_TYPOS &&
      length >= MIN_PREFIX_TYPO_WORD &&
      word.codePointAt(0) === first;
    if (!nearWhole && !nearStart) continue;
    if (
      best === null ||
      distance.start < best.start ||
      (distance.start === best.start && distance.whole < best.whole)
    ) {
      best = { word, ...distance };
    }
  }
  return best;
}

/** How nearly a product answers a search: what each of its words found. */
export interface SearchCloseness {
  /** Edits over every search word, to the beginnings of the words found: 0 when found as typed. */
  typos: number;
  /** Edits over every search word, to the whole words found. */
  whole: number;
  /** The word that answers each search word, in order. */
  words: NearWord[];
}

/**
 * Whether and how nearly a product's words (folded) answer every word of a search (folded):
 * null when a search word finds none of them (see nearestWord).
 *
 * @example searchCloseness(['fierbatr', 'inox'], ['fierbator', 'electric', 'din', 'inox'])
 * // { typos: 1, whole: 1, words: [...] }
 */
export function searchCloseness(
  searchWords: readonly string[],
  productWords: readonly string[],
): SearchCloseness | null {
  const words: NearWord[] = [];
  for (const typed of searchWords) {
    const found = nearestWord(typed, productWords);
    if (found === null) return null;
    words.push(found);
  }
  return {
    typos: words.reduce((sum, word) => sum + word.start, 0),
    whole: words.reduce((sum, word) => sum + word.whole, 0),
    words,
  };
}

/**
 * The word to offer instead of a search word, from what it found in each product (nearestWord):
 * none when some product has a word it begins (the word as typed is fine); else the closest
 * (fewest edits to a beginning, then to the whole word), then the one found in most products,
 * then the first alphabetically.
 *
 * @example
 * closestSpelling([
 *   { word: 'fierbatoare', start: 1, whole: 3 },
 *   { word: 'fierbator', start: 1, whole: 1 },
 * ]) // 'fierbator'
 */
export function closestSpelling(found: readonly NearWord[]): string | null {
  if (found.length === 0 || found.some((word) => word.start === 0)) return null;
  const counts = new Map<string, { near: NearWord; products: number }>();
  for (const near of found) {
    const seen = counts.get(near.word);
    counts.set(near.word, { near, products: (seen?.products ?? 0) + 1 });
  }
  const [best] = [...counts.values()].sort(
    (a, b) =>
      a.near.start - b.near.start ||
      a.near.whole - b.near.whole ||
      b.products - a.products ||
      (a.near.word < b.near.word ? -1 : a.near.word > b.near.word ? 1 : 0),
  );
  return best?.near.word ?? null;
}

/**
 * A folded word as the shop writes it: the first word of `texts` (product names) that folds to
 * it, in lower case; the folded word itself when none does.
 *
 * @example spelledAs('fierbator', ['Fierbător electric Tefal']) // 'fierbător'
 */
export function spelledAs(folded: string, texts: readonly string[]): string {
  for (const text of texts) {
    for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
      if (word !== '' && searchKey(word) === folded) return word.toLowerCase();
    }
  }
  return folded;
}

/**
 * "Did you mean": the search text with each word that has another spelling (`spellings`, keyed
 * by the folded word) written that way, the other words as typed. Null when no word changes.
 *
 * @example didYouMean('fierbatr Tefal', new Map([['fierbatr', 'fierbător']])) // 'fierbător Tefal'
 */
export function didYouMean(text: string, spellings: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const words = text
    .trim()
    .split(/\s+/)
    .map((word) => {
      const parts = searchKey(word).split(' ');
      if (!parts.some((part) => spellings.has(part))) return word;
      changed = true;
      return parts.map((part) => spellings.get(part) ?? part).join(' ');
    });
  return changed ? words.join(' ') : null;
}
