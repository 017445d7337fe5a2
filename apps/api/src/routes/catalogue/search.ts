import {
  bestWordSpelling,
  closestSpelling,
  didYouMean,
  MIN_TYPO_WORD,
  needsRespelling,
  respell,
  searchCloseness,
  searchKey,
  searchSpellings,
  shouldTrySpellings,
  spelledAs,
  useRespelling,
  type NearWord,
  type SearchCloseness,
  type SearchFound,
  type SearchSpelling,
  type SpellingFound,
} from '@shop/core/rules';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { idIn } from './listing.js';
import { containsPattern, sqlAnd } from './sql.js';

/**
 * Product search that fits a Moldovan shop (SPEC §7 product-search, §5 "search runs only on
 * non-empty text").
 *
 * Both sides are folded by @shop/core's `searchKey`: lower case, Romanian diacritics in either
 * spelling (ș/ş, ț/ţ, ă, â, î) and other Latin accents dropped, punctuation to spaces, Cyrillic
 * kept. `products.search_text` holds the folded names in three languages, the article and the
 * brand; `search_vector` is its 'simple' tsvector.
 *
 * A product matches when
 * - every word of the query is found, each as a full-text prefix (`word:*`, so 'bormas' finds
 *   'bormașină') or, for words of 4 letters or more, as a near spelling: one typo from a word or
 *   a word's beginning ('fierbatr' finds 'fierbător', 'ciocna' finds 'ciocan'; core's
 *   searchCloseness decides); or
 * - its article contains the query as typed (`lower(model) LIKE %query%`: 'KO1700', 'tf-ko17'),
 *   or, for a near candidate, without its separators ('tfko1700' is 'TF-KO1700').
 * Each branch is served by an index of schema.ts (the tsvector GIN, the search_text trigram GIN,
 * the lower(model) trigram GIN). The trigram index only gathers the candidates of a near
 * spelling (pg_trgm word similarity): it also lets through words that merely share letters
 * ('telefon' and 'telecomandă' share 'tele', 'fierbatr' and 'fier' share 'fier'), which the
 * typo rule then refuses.
 *
 * Ranking: first the products that have every word as typed (or the article), then the near
 * spellings by their typos (fewest first); then an article equal to the query (separators
 * ignored: 'tfko1700' is 'TF-KO1700'), then an article containing it, then the full-text rank
 * (ts_rank over any word), then how close the near words are to whole words ('fierbatr' is
 * closer to 'fierbător' than to 'fierbătoare'), then popularity. A chosen `order_by` sorts
 * after the typos, so a guessed spelling never comes before the words as typed, and the rest of
 * the relevance breaks its ties.
 *
 * When every product found is a near spelling, the answer says so (`near_only`) and offers the
 * text with each word nothing begins spelled as the closest products write it (`suggestion`,
 * "did you mean": 'fierbatr' → 'fierbător').
 *
 * The search runs in two steps: the ids of the matching products (one indexed query in a short
 * transaction that sets the trigram thresholds, the near candidates checked here by the typo
 * rule), then the page, the count and the facets over those ids like any listing.
 *
 * Other spellings: when the words as typed find fewer than FEW_SEARCH_RESULTS products, or
 * find only by near spellings (core's shouldTrySpellings), each word that nothing begins with
 * (or that holds a layout key between letters: needsRespelling) is read re-keyed from the other
 * keyboard layout and transliterated between Cyrillic and Latin (searchSpellings). The
 * spellings are counted in one statement, each word takes the one found most
 * (bestWordSpelling), and the words so spelled answer when they find by word beginnings what
 * the typed ones found only nearly, or find more (useRespelling), named in the answer's
 * `spelling`. Word by word, because people switch layout or script between words ('xfqybr
 * Bosch'). `as_typed` turns this off.
 */

/**
 * Trigram thresholds of the near candidates. Measured on single typos (a letter dropped, added or
 * replaced) of the shop's words: `word_similarity` ≥ 0.4 keeps every typo of a 6–8 letter word
 * (pg_trgm's default 0.6 keeps under half); for longer words `strict_word_similarity` ≥ 0.45
 * keeps every typo while refusing a long word that merely contains a shorter one ('bormasina' is
 * not 'masina'). What they let through beyond a typo, the typo rule refuses.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
export const STRICT_WORD_SIMILARITY_THRESHOLD = 0.45;
/** Words this long or longer are compared as whole words (strict word similarity). */
const LONG_WORD = 9;
/** Words of a query beyond this many are ignored (each word is one more index condition). */
export const MAX_SEARCH_WORDS = 8;
/** An article contained in fewer characters than this is not an article match (too common). */
const MIN_ARTICLE_PART = 3;

/** A search text read for matching. */
export interface SearchTerms {
  /** The folded query (searchKey). */
  key: string;
  /** Its words, at most MAX_SEARCH_WORDS. */
  words: string[];
  /** The query as typed, lower case, spaces collapsed: compared with articles. */
  code: string;
  /** The folded query without spaces: an article with its separators dropped. */
  compact: string;
}

/** The terms of a search text, or null when nothing searchable is left (blank or punctuation). */
export function searchTerms(text: string): SearchTerms | null {
  const key = searchKey(text);
  if (key === '') return null;
  const words = [...new Set(key.split(' '))].slice(0, MAX_SEARCH_WORDS);
  return {
    key: words.join(' '),
    words,
    code: text.trim().replace(/\s+/g, ' ').toLowerCase(),
    compact: words.join(''),
  };
}

/** Words as a prefix tsquery: `a:* & b:*` (all) or `a:* | b:*` (any). Words hold only letters and digits. */
function prefixQuery(words: readonly string[], operator: '&' | '|'): string {
  return words.map((word) => `${word}:*`).join(` ${operator} `);
}

/** Products with a word that every one of these words begins (a prefix tsquery). */
function everyWordBegins(words: readonly string[]): SQL {
  return sql`p.search_vector @@ to_tsquery('simple', ${prefixQuery(words, '&')})`;
}

/**
 * One word found in a product: a full-text prefix, or a near candidate (see the thresholds; the
 * typo rule checks the candidates).
 */
function wordMatch(word: string): SQL {
  const prefix = sql`p.search_vector @@ to_tsquery('simple', ${prefixQuery([word], '&')})`;
  if (word.length < MIN_TYPO_WORD) return prefix;
  const near =
    word.length >= LONG_WORD ? sql`${word} <<% p.search_text` : sql`${word} <% p.search_text`;
  return sql`${prefix} or ${near}`;
}

/**
 * The article contains the query as typed (false for a query too short to be an article; null
 * for a product without an article). Bare, so the lower(model) trigram index serves it.
 */
function articleMatch(terms: SearchTerms): SQL {
  if (terms.code.length < MIN_ARTICLE_PART) return sql`false`;
  return sql`lower(p.model) like ${containsPattern(terms.code)}`;
}

/**
 * The condition of a product being a candidate of the search (see the module comment): every
 * word begins a word or is a near candidate, or the article holds the query.
 */
export function searchMatch(terms: SearchTerms): SQL {
  return sql`(${sqlAnd(terms.words.map(wordMatch))}) or ${articleMatch(terms)}`;
}

/** An article without its usual separators, lower case: 'TF-KO1700' → 'tfko1700'. */
const COMPACT_MODEL = sql.raw(`translate(lower(coalesce(p.model, '')), ' -_./', '')`);

/**
 * An integer of each product near spellings found (`of` picks it from its closeness), 0 for the
 * others: one `case` branch per value, each over an int[] of ids. Null when every product is 0
 * (the order needs no such key; a bare `0` would be read as a column number).
 */
function nearValue(
  near: ReadonlyMap<number, NearMatch>,
  of: (closeness: SearchCloseness) => number,
): SQL | null {
  const groups = new Map<number, number[]>();
  for (const [id, match] of near) {
    const value = Math.trunc(of(match.closeness));
    if (value === 0) continue;
    const ids = groups.get(value);
    if (ids) ids.push(id);
    else groups.set(value, [id]);
  }
  if (groups.size === 0) return null;
  const branches = [...groups]
    .sort(([a], [b]) => a - b)
    .map(([value, ids]) => sql`when ${idIn(ids)} then ${sql.raw(String(value))}`);
  return sql`case ${sql.join(branches, sql` `)} else 0 end`;
}

/**
 * How well the products match, before any sort: those with every word as typed (or the article)
 * first, then the near spellings by their typos, fewest first (see the module comment). Null
 * when every product has the words as typed, or every one is as many typos away.
 */
export function searchTier(near: ReadonlyMap<number, NearMatch>): SQL | null {
  const typos = nearValue(near, (closeness) => closeness.typos);
  return typos && sql`${typos} asc`;
}

/** The relevance order of matching products within a tier (see the module comment), best first. */
export function searchRank(terms: SearchTerms, near: ReadonlyMap<number, NearMatch>): SQL {
  const partial =
    terms.compact.length >= MIN_ARTICLE_PART
      ? sql`lower(p.model) like ${containsPattern(terms.code)}
            or ${COMPACT_MODEL} like ${containsPattern(terms.compact)}`
      : sql`false`;
  const whole = nearValue(near, (closeness) => closeness.whole);
  return sql`case
      when lower(p.model) = ${terms.code} or ${COMPACT_MODEL} = ${terms.compact} then 2
      when ${partial} then 1
      else 0
    end desc,
    ts_rank(p.search_vector, to_tsquery('simple', ${prefixQuery(terms.words, '|')})) desc,
    ${whole ? sql`${whole} asc,` : sql``}
    p.popularity desc,
    p.id asc`;
}

/** A candidate of a search as matchingIds reads it: the words and names only when it may be near. */
interface CandidateRow {
  id: number;
  /** Every word begins a word of the product, or its article holds the query (null: no article). */
  typed: boolean | null;
  /** Its folded words (`search_text`), when not `typed`. */
  words: string | null;
  name: LocalizedText | null;
}

/**
 * The ids of every product the search matches, in no particular order, how many have a word that
 * every word of the search begins (SearchFound), and how nearly the others spell the words (core's
 * searchCloseness checks each near candidate). The query runs in a transaction with local
 * settings (they end with it and never leak into a pooled connection):
 * the trigram thresholds, and no sequential scan — the planner underestimates the cost of
 * computing a similarity for every row, and the indexes find the candidates far faster.
 */
export async function matchingIds(db: Database, terms: SearchTerms): Promise<Matches> {
  const exact = everyWordBegins(terms.words);
  // The article as typed, or without its separators ('tfko1700' is 'TF-KO1700', a candidate
  // through its words 'tf ko1700'): found as typed, not a near spelling.
  const compact =
    terms.compact.length >= MIN_ARTICLE_PART
      ? sql` or ${COMPACT_MODEL} like ${containsPattern(terms.compact)}`
      : sql``;
  const typed = sql`(${exact} or ${articleMatch(terms)}${compact})`;
  const rows = await withSearchSettings(db, (tx) =>
    queryRows<CandidateRow & { exact: boolean }>(
      tx,
      sql`select p.id, ${exact} as exact, ${typed} as typed,
            case when ${typed} then null else p.search_text end as words,
            case when ${typed} then null else p.name end as name
          from products p where ${searchMatch(terms)}`,
    ),
  );
  const ids: number[] = [];
  const near = new Map<number, NearMatch>();
  for (const row of rows) {
    if (!row.typed) {
      const closeness = searchCloseness(terms.words, (row.words ?? '').split(' '));
      if (closeness === null) continue;
      const names = row.name ? [row.name.ro, row.name.en, row.name.ru] : [];
      near.set(row.id, { closeness, names });
    }
    ids.push(row.id);
  }
  return { ids, near, found: { exact: rows.filter((row) => row.exact).length, all: ids.length } };
}

/** How a product found by near spellings spells the search's words. */
export interface NearMatch {
  closeness: SearchCloseness;
  /** Its names (ro, en, ru): how the shop writes the words it was found by. */
  names: string[];
}

/** The products a search matches, how many of them it found by word beginnings, and the near ones. */
export interface Matches {
  ids: number[];
  found: SearchFound;
  /** The products found only by near spellings of some word. */
  near: ReadonlyMap<number, NearMatch>;
}

/** Whether every product found is a near spelling: none has the words as typed. */
function nearOnly(matches: Matches): boolean {
  return matches.ids.length > 0 && matches.near.size === matches.ids.length;
}

/**
 * "Did you mean" for a search whose products are all near spellings: `text` (the words the
 * matches are for) with each word nothing begins written as the closest word found
 * (closestSpelling), spelled as the products' names write it. Null otherwise.
 */
function suggestionFor(text: string, terms: SearchTerms, matches: Matches): string | null {
  if (!nearOnly(matches)) return null;
  const near = [...matches.near.values()];
  const spellings = new Map<string, string>();
  terms.words.forEach((word, index) => {
    const found = near.flatMap((match): NearWord[] => {
      const nearWord = match.closeness.words[index];
      return nearWord ? [nearWord] : [];
    });
    const closest = closestSpelling(found);
    if (closest === null) return;
    const holder = near.find((match) => match.closeness.words[index]?.word === closest);
    spellings.set(word, spelledAs(closest, holder?.names ?? []));
  });
  return didYouMean(text, spellings);
}

/** The transaction a search's queries run in. */
type SearchTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Runs `query` in a transaction with the search's local settings (see matchingIds). */
async function withSearchSettings<T>(
  db: Database,
  query: (tx: SearchTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select
            set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
            set_config('pg_trgm.strict_word_similarity_threshold', ${String(STRICT_WORD_SIMILARITY_THRESHOLD)}, true),
            set_config('enable_seqscan', 'off', true)`,
    );
    return query(tx);
  });
}

/** How many products a text finds: every word by its beginning (exact), or also nearly (near). */
interface TextCounts {
  exact: number;
  near: number;
}

/**
 * How many products each of these texts finds, exactly and nearly (see TextCounts). The exact
 * counts are one statement of one subquery per text, each planned on its own index; the near
 * ones (when asked) one statement of one branch per text that reads the words of its near
 * candidates not found by beginnings, which the typo rule (searchCloseness) then counts, as
 * matchingIds does. A text with nothing searchable finds 0.
 */
async function countEach(
  db: Database,
  texts: readonly string[],
  { near }: { near: boolean },
): Promise<TextCounts[]> {
  const terms = texts.map(searchTerms);
  const searched = terms.flatMap((term, slot) => (term === null ? [] : [{ term, slot }]));
  if (searched.length === 0) return texts.map(() => ({ exact: 0, near: 0 }));
  const columns = sql.join(
    searched.map(
      ({ term, slot }) =>
        sql`(select count(*)::int from products p where ${everyWordBegins(term.words)}) as ${sql.raw(`c${slot}`)}`,
    ),
    sql`, `,
  );
  const nearRows = sql.join(
    searched.map(
      ({ term, slot }) =>
        sql`(select ${sql.raw(String(slot))} as slot, p.search_text as words from products p
             where ${sqlAnd(term.words.map(wordMatch))} and not ${everyWordBegins(term.words)})`,
    ),
    sql` union all `,
  );
  const [counts, candidates] = await withSearchSettings(db, async (tx) => [
    (await queryRows<Record<string, number>>(tx, sql`select ${columns}`))[0],
    near ? await queryRows<{ slot: number; words: string }>(tx, nearRows) : [],
  ]);
  const nearly = new Map<number, number>();
  for (const { slot, words } of candidates) {
    const term = terms[slot];
    if (term && searchCloseness(term.words, words.split(' ')) !== null) {
      nearly.set(slot, (nearly.get(slot) ?? 0) + 1);
    }
  }
  return terms.map((term, slot) => {
    if (term === null) return { exact: 0, near: 0 };
    const exact = counts?.[`c${slot}`] ?? 0;
    return { exact, near: near ? exact + (nearly.get(slot) ?? 0) : exact };
  });
}

/**
 * How many products each spelling of each word finds (core's SpellingFound). The near spellings
 * (a trigram similarity, the costly count) decide only between spellings of a word found
 * equally by their beginnings — `bestWordSpelling` compares them only then — so they are counted
 * only where that is still open: no spelling found by its beginnings, or a tie at the top. The
 * other near counts stay 0, which changes no choice.
 */
async function spellingCounts(
  db: Database,
  respelling: readonly (readonly SearchSpelling[])[],
): Promise<SpellingFound[][]> {
  const spellings = respelling.flat();
  const exact = await countEach(
    db,
    spellings.map((spelling) => spelling.text),
    { near: false },
  );
  const open: number[] = [];
  let at = 0;
  for (const word of respelling) {
    const counts = word.map((_, index) => exact[at + index]?.exact ?? 0);
    const top = Math.max(0, ...counts);
    const tied = counts.flatMap((count, index) => (count === top ? [at + index] : []));
    if (top === 0 || tied.length > 1) open.push(...tied);
    at += word.length;
  }
  const near =
    open.length === 0
      ? []
      : await countEach(
          db,
          open.map((index) => spellings[index]?.text ?? ''),
          { near: true },
        );
  const nearOf = new Map(open.map((index, position) => [index, near[position]?.near ?? 0]));
  at = 0;
  return respelling.map((word) =>
    word.map((spelling) => {
      const index = at++;
      return { spelling, exact: exact[index]?.exact ?? 0, near: nearOf.get(index) ?? 0 };
    }),
  );
}

/** What a search found: the terms it answered for, their products' ids and the spelling used. */
export interface ResolvedSearch {
  terms: SearchTerms;
  ids: number[];
  /** The other spelling the ids are for; null when they are for the words as typed. */
  spelling: SearchSpelling | null;
  /** The products found only by near spellings, and how nearly (searchTier, searchRank). */
  near: ReadonlyMap<number, NearMatch>;
  /** Every product found is a near spelling: none has the words as typed. */
  nearOnly: boolean;
  /** Then the words as the closest products write them ("did you mean"); otherwise null. */
  suggestion: string | null;
}

/** The answer of a search for these terms and their matches. */
function resolved(
  text: string,
  terms: SearchTerms,
  matches: Matches,
  spelling: SearchSpelling | null,
): ResolvedSearch {
  return {
    terms,
    ids: matches.ids,
    spelling,
    near: matches.near,
    nearOnly: nearOnly(matches),
    suggestion: suggestionFor(text, terms, matches),
  };
}

/**
 * The products of a search text, trying its other spellings when the words as typed find few
 * (see the module comment). Null when nothing searchable is left of the text.
 */
export async function resolveSearch(
  db: Database,
  text: string,
  { asTyped = false }: { asTyped?: boolean } = {},
): Promise<ResolvedSearch | null> {
  const terms = searchTerms(text);
  if (terms === null) return null;
  const typed = await matchingIds(db, terms);
  const asIs = (): ResolvedSearch => resolved(text, terms, typed, null);
  if (asTyped || !shouldTrySpellings(typed.found)) return asIs();
  // Word by word (people switch layout or script between words): a word that nothing begins
  // with, or that holds a layout key between letters, takes its other spelling found most.
  const words = text.trim().split(/\s+/).slice(0, MAX_SEARCH_WORDS);
  const typedCounts = await countEach(db, words, { near: false });
  const respelling = words.map((word, index) =>
    needsRespelling(word, typedCounts[index]?.exact ?? 0) ? searchSpellings(word) : [],
  );
  if (respelling.every((spellings) => spellings.length === 0)) return asIs();
  const found = await spellingCounts(db, respelling);
  const respelt = respell(
    words.map((word, index) => ({ typed: word, chosen: bestWordSpelling(found[index] ?? []) })),
  );
  const respeltTerms = respelt === null ? null : searchTerms(respelt.text);
  if (respelt === null || respeltTerms === null || respeltTerms.key === terms.key) return asIs();
  const other = await matchingIds(db, respeltTerms);
  return useRespelling(typed.found, other.found)
    ? resolved(respelt.text, respeltTerms, other, respelt)
    : asIs();
}
