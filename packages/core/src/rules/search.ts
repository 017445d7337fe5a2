import { MAX_LENGTH, SEARCH_DROPDOWN_LIMIT } from './constants.js';

/**
 * Header search rules (SPEC §2, §4 "Search", §5): when a search runs, what the dropdown shows and
 * when it is open. The debounce itself (SEARCH_DEBOUNCE_MS) belongs to the search machine.
 */

/**
 * The text a search sends: trimmed, runs of whitespace collapsed to one space, and cut to
 * MAX_LENGTH.search characters (whole code points).
 *
 * @example normaliseSearchText('  drill   bits ') // 'drill bits'
 */
export function normaliseSearchText(text: string): string {
  const collapsed = text.trim().replace(/\s+/g, ' ');
  return Array.from(collapsed).slice(0, MAX_LENGTH.search).join('').trimEnd();
}

/** A search runs only on non-empty text (§5); whitespace alone clears the results instead. */
export function shouldSearch(text: string): boolean {
  return normaliseSearchText(text) !== '';
}

/** What the header search dropdown shows. */
export interface SearchDropdown<T> {
  /** The first 5 results (4 on mobile). */
  visible: T[];
  /** Whether the 'see all' button shows: more results exist than are visible. */
  showAll: boolean;
}

/**
 * The dropdown of the header search (§2): up to 5 results on desktop and 4 on mobile, with a
 * 'see all' button when the search found more than it shows.
 *
 * @param results the results the search returned (possibly one page of them)
 * @param total the total the server reported; the results' own length when larger
 */
export function searchDropdown<T>(
  results: readonly T[],
  total: number,
  { mobile }: { mobile: boolean },
): SearchDropdown<T> {
  const limit = mobile ? SEARCH_DROPDOWN_LIMIT.mobile : SEARCH_DROPDOWN_LIMIT.desktop;
  const visible = results.slice(0, limit);
  const found = Math.max(Number.isFinite(total) ? total : 0, results.length);
  return { visible, showAll: found > visible.length };
}

/** The dropdown is shown only while the search is open and there are results (§4). */
export function isDropdownOpen({
  open,
  resultsCount,
}: {
  open: boolean;
  resultsCount: number;
}): boolean {
  return open && resultsCount > 0;
}

/**
 * The form in which text is indexed and searched (SPEC §7 search "that fits Moldova"): lower
 * case, Romanian diacritics folded in both spellings (ș and ş → s, ț and ţ → t, ă and â → a,
 * î → i), other accents on Latin letters dropped, Cyrillic ё → е (й stays), punctuation turned into spaces (so 'KO-1700'
 * matches 'ko 1700' and 'ko1700' through the article index). The server indexes products with it
 * and applies it to the query, so both sides always agree.
 *
 * @example searchKey('Fierbător Ceainic ȘTEFAN-ţeapă') // 'fierbator ceainic stefan teapa'
 */
export function searchKey(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/ё/g, 'е')
      .normalize('NFD')
      // Accents go from Latin letters only: Cyrillic й must stay й.
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/**
 * A text folded for matching as one types: lower case, without diacritics (ă â î ș ş ț ţ, ё…),
 * whitespace collapsed; "Garanție" and "garantie" fold alike. For filters inside a page (the FAQ),
 * not for the text a search sends.
 *
 * @example foldForMatch('  Garanție ȘI Livrare ') // 'garantie si livrare'
 */
export function foldForMatch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/**
 * Whether `text` contains `query` once both are folded (foldForMatch); an empty query matches.
 *
 * @example matchesFolded('Cât costă livrarea?', 'COSTA') // true
 */
export function matchesFolded(text: string, query: string): boolean {
  return foldForMatch(text).includes(foldForMatch(query));
}
