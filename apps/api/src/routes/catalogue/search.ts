import {
  bestWordSpelling,
  needsRespelling,
  respell,
  searchKey,
  searchSpellings,
  shouldTrySpellings,
  useRespelling,
  type SearchFound,
  type SearchSpelling,
  type SpellingFound,
} from '@shop/core/rules';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
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
 *   'bormașină') or, for words of 4 letters or more, by pg_trgm word similarity, which forgives
 *   one typo ('fierbatr' finds 'fierbător', 'ciocna' finds 'ciocan'); or
 * - its article contains the query as typed (`lower(model) LIKE %query%`: 'KO1700', 'tf-ko17').
 * Each branch is served by an index of schema.ts (the tsvector GIN, the search_text trigram GIN,
 * the lower(model) trigram GIN).
 *
 * Ranking: an article equal to the query first (separators ignored: 'tfko1700' is 'TF-KO1700'),
 * then an article containing it, then the full-text rank (ts_rank over any word), then the
 * trigram similarity of the whole query (1 for a product that has every word, so typo matches
 * come after exact ones), then popularity. A chosen `order_by` sorts first and the relevance
 * breaks its ties.
 *
 * The search runs in two steps: the ids of the matching products (one indexed query in a short
 * transaction that sets the trigram thresholds), then the page, the count and the facets over
 * those ids like any listing.
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
 * Trigram thresholds. Measured on single typos (a letter dropped, added or replaced) of the
 * shop's words: `word_similarity` ≥ 0.4 keeps every typo of a 6–8 letter word (pg_trgm's default
 * 0.6 keeps under half); for longer words `strict_word_similarity` ≥ 0.45 keeps every typo while
 * refusing a long word that merely contains a shorter one ('bormasina' is not 'masina').
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
export const STRICT_WORD_SIMILARITY_THRESHOLD = 0.45;
/** Words this long or longer are compared as whole words (strict word similarity). */
const LONG_WORD = 9;
/** Words shorter than this match by prefix only: a typo in 'lac' cannot be told from 'lux'. */
const MIN_TYPO_WORD = 4;
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

/** One word found in a product: a full-text prefix, or a near spelling (see the thresholds). */
function wordMatch(word: string): SQL {
  const prefix = sql`p.search_vector @@ to_tsquery('simple', ${prefixQuery([word], '&')})`;
  if (word.length < MIN_TYPO_WORD) return prefix;
  const near =
    word.length >= LONG_WORD ? sql`${word} <<% p.search_text` : sql`${word} <% p.search_text`;
  return sql`${prefix} or ${near}`;
}

/** The condition of a product matching the search (see the module comment). */
export function searchMatch(terms: SearchTerms): SQL {
  const everyWord = sqlAnd(terms.words.map(wordMatch));
  if (terms.code.length < MIN_ARTICLE_PART) return everyWord;
  return sql`(${everyWord}) or lower(p.model) like ${containsPattern(terms.code)}`;
}

/** An article without its usual separators, lower case: 'TF-KO1700' → 'tfko1700'. */
const COMPACT_MODEL = sql.raw(`translate(lower(coalesce(p.model, '')), ' -_./', '')`);

/** The relevance order of matching products (see the module comment), best first. */
export function searchRank(terms: SearchTerms): SQL {
  const partial =
    terms.compact.length >= MIN_ARTICLE_PART
      ? sql`lower(p.model) like ${containsPattern(terms.code)}
            or ${COMPACT_MODEL} like ${containsPattern(terms.compact)}`
      : sql`false`;
  return sql`case
      when lower(p.model) = ${terms.code} or ${COMPACT_MODEL} = ${terms.compact} then 2
      when ${partial} then 1
      else 0
    end desc,
    ts_rank(p.search_vector, to_tsquery('simple', ${prefixQuery(terms.words, '|')})) desc,
    case
      when p.search_vector @@ to_tsquery('simple', ${prefixQuery(terms.words, '&')}) then 1
      else word_similarity(${terms.key}, p.search_text)
    end desc,
    p.popularity desc,
    p.id asc`;
}

/**
 * The ids of every product the search matches, in no particular order, and how many have a word
 * that every word of the search begins (SearchFound). The query runs in a transaction with local
 * settings (they end with it and never leak into a pooled connection):
 * the trigram thresholds, and no sequential scan — the planner underestimates the cost of
 * computing a similarity for every row, and the indexes find the candidates far faster.
 */
export async function matchingIds(db: Database, terms: SearchTerms): Promise<Matches> {
  return withSearchSettings(db, async (tx) => {
    const rows = await queryRows<{ id: number; exact: boolean }>(
      tx,
      sql`select p.id, p.search_vector @@ to_tsquery('simple', ${prefixQuery(terms.words, '&')}) as exact
          from products p where ${searchMatch(terms)}`,
    );
    return {
      ids: rows.map((row) => row.id),
      found: { exact: rows.filter((row) => row.exact).length, all: rows.length },
    };
  });
}

/** The products a search matches, and how many of them it found by word beginnings. */
export interface Matches {
  ids: number[];
  found: SearchFound;
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
 * How many products each of these texts finds, exactly and nearly (see TextCounts), in one
 * statement of one subquery per count: each is planned on its own index (one scan with every
 * condition would compute each similarity for every row any text matches). A text with nothing
 * searchable finds 0.
 */
async function countEach(
  db: Database,
  texts: readonly string[],
  { near }: { near: boolean },
): Promise<TextCounts[]> {
  const counted: SQL[] = [];
  const slots = texts.map((text) => {
    const terms = searchTerms(text);
    if (terms === null) return null;
    const exact = counted.length;
    counted.push(sql`to_tsquery('simple', ${prefixQuery(terms.words, '&')}) @@ p.search_vector`);
    if (!near) return { exact, near: exact };
    counted.push(sqlAnd(terms.words.map(wordMatch)));
    return { exact, near: exact + 1 };
  });
  if (counted.length === 0) return texts.map(() => ({ exact: 0, near: 0 }));
  const columns = sql.join(
    counted.map(
      (condition, index) =>
        sql`(select count(*)::int from products p where ${condition}) as ${sql.raw(`c${index}`)}`,
    ),
    sql`, `,
  );
  const [row] = await withSearchSettings(db, (tx) =>
    queryRows<Record<string, number>>(tx, sql`select ${columns}`),
  );
  return slots.map((slot) =>
    slot === null
      ? { exact: 0, near: 0 }
      : { exact: row?.[`c${slot.exact}`] ?? 0, near: row?.[`c${slot.near}`] ?? 0 },
  );
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
  const asIs = { terms, ids: typed.ids, spelling: null };
  if (asTyped || !shouldTrySpellings(typed.found)) return asIs;
  // Word by word (people switch layout or script between words): a word that nothing begins
  // with, or that holds a layout key between letters, takes its other spelling found most.
  const words = text.trim().split(/\s+/).slice(0, MAX_SEARCH_WORDS);
  const typedCounts = await countEach(db, words, { near: false });
  const respelling = words.map((word, index) =>
    needsRespelling(word, typedCounts[index]?.exact ?? 0) ? searchSpellings(word) : [],
  );
  if (respelling.every((spellings) => spellings.length === 0)) return asIs;
  const found = await spellingCounts(db, respelling);
  const respelt = respell(
    words.map((word, index) => ({ typed: word, chosen: bestWordSpelling(found[index] ?? []) })),
  );
  const respeltTerms = respelt === null ? null : searchTerms(respelt.text);
  if (respelt === null || respeltTerms === null || respeltTerms.key === terms.key) return asIs;
  const other = await matchingIds(db, respeltTerms);
  return useRespelling(typed.found, other.found)
    ? { terms: respeltTerms, ids: other.ids, spelling: respelt }
    : asIs;
}
