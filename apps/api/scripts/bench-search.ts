import { performance } from 'node:perf_hooks';
import { postgresUrl, tcpProbe } from '../../../packages/test-env/src/gates.js';
import { rekeyLayout, searchKey } from '../../../packages/core/src/rules/index.js';
import { benchDatabaseEnv, run, startProcess, stop } from './bench-kit.js';

/**
 * `pnpm bench:search`: how well and how fast the search finds what shoppers in Moldova type, on
 * the seeded shop (10,000 products), PostgreSQL when a server answers, else PGlite, with the
 * API's micro-cache off (every query reaches the database).
 *
 * Queries are made from the seed: for BENCH_SEARCH_SAMPLE (40) products spread over the
 * catalogue, the words a shopper types for it (its name's noun and brand, without the article),
 * in eight kinds: Romanian as written, without diacritics, with one typo, typed on the Russian
 * layout; Russian as written, in Latin letters, typed on the English layout; the brand alone on
 * the Russian layout. The products relevant to a query are those whose name, in the query's
 * language, holds every word of its correct spelling (for the brand kind: the brand's products).
 *
 * Printed per kind: recall@5 (the share of the first five results that are relevant, out of at
 * most five relevant products), MRR (1 / the rank of the first relevant result among the first
 * page's 24, 0 when none) and latency p50/p95, beside a bare Fastify route asked the same way.
 * BENCH_SEARCH_MISSES=1 also lists the queries below full recall.
 */
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const sample = Number(process.env.BENCH_SEARCH_SAMPLE ?? 40);
const apiPort = 8093;
const helloPort = 8094;

type Locale = 'ro' | 'ru';

interface SeededProduct {
  id: number;
  name: Record<Locale, string>;
  model: string | null;
  brand: string;
}

interface Query {
  kind: string;
  locale: Locale;
  text: string;
  relevant: Set<number>;
}

/** Russian in Latin letters the common English way: the bench's own table, not the search's. */
const ROMAN: Record<string, string> = Object.fromEntries(
  (
    'а a б b в v г g д d е e ё yo ж zh з z и i й y к k л l м m н n о o п p р r с s т t у u ' +
    'ф f х kh ц ts ч ch ш sh щ shch ъ _ ы y ь _ э e ю yu я ya'
  )
    .match(/\S+ \S+/g)!
    .map((pair) => pair.split(' '))
    .map(([cyrillic = '', latin = '']) => [cyrillic, latin === '_' ? '' : latin]),
);
const romanised = (word: string) =>
  Array.from(word.toLowerCase(), (char) => ROMAN[char] ?? char).join('');
const isCyrillic = (word: string) => /\p{Script=Cyrillic}/u.test(word);

async function json<T>(url: string, locale: Locale = 'ro'): Promise<T> {
  const response = await fetch(url, { headers: { 'accept-language': locale } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every product of the shop, with its names in Romanian and Russian. */
async function seededProducts(base: string): Promise<SeededProduct[]> {
  const byId = new Map<number, SeededProduct>();
  for (const locale of ['ro', 'ru'] as const) {
    for (let page = 1; ; page += 1) {
      const answer = await json<{
        pages: number;
        results: {
          id: number;
          name: string;
          model: string | null;
          brand: { name: string } | null;
        }[];
      }>(`${base}/api/products/items/?page=${page}&qt=100`, locale);
      for (const row of answer.results) {
        const product = byId.get(row.id) ?? {
          id: row.id,
          name: { ro: '', ru: '' },
          model: row.model,
          brand: row.brand?.name ?? '',
        };
        product.name[locale] = row.name;
        byId.set(row.id, product);
      }
      if (page >= answer.pages) break;
    }
  }
  return [...byId.values()];
}

/** The words a shopper types for a product: its name up to and with the brand, no article. */
function typedWords(product: SeededProduct, locale: Locale): string[] {
  const words = product.name[locale].split(' ');
  const brandAt = words.findIndex((word) => word === product.brand.split(' ')[0]);
  const upTo = brandAt >= 0 ? brandAt + product.brand.split(' ').length : 2;
  return words.slice(0, upTo).filter((word) => word !== product.model);
}

/** The products whose name in `locale` holds every (folded) word of `words`. */
function relevantTo(all: SeededProduct[], locale: Locale, words: string[]): Set<number> {
  const wanted = searchKey(words.join(' ')).split(' ');
  return new Set(
    all
      .filter((product) => {
        const have = new Set(searchKey(product.name[locale]).split(' '));
        return wanted.every((word) => have.has(word));
      })
      .map((product) => product.id),
  );
}

/** One letter dropped from the middle of the longest word of five letters or more. */
function withTypo(words: string[]): string[] {
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  if (longest.length < 5) return words;
  const middle = Math.floor(longest.length / 2);
  return words.map((word) =>
    word === longest ? word.slice(0, middle) + word.slice(middle + 1) : word,
  );
}

function queries(all: SeededProduct[]): Query[] {
  const step = Math.max(1, Math.floor(all.length / sample));
  const picked = all.filter((_, index) => index % step === 0).slice(0, sample);
  const out: Query[] = [];
  for (const product of picked) {
    const ro = typedWords(product, 'ro');
    const ru = typedWords(product, 'ru');
    const roRelevant = relevantTo(all, 'ro', ro);
    const ruRelevant = relevantTo(all, 'ru', ru);
    const plainRo = searchKey(ro.join(' '));
    const add = (kind: string, locale: Locale, text: string, relevant: Set<number>) =>
      out.push({ kind, locale, text, relevant });
    add('ro as written', 'ro', ro.join(' '), roRelevant);
    add('ro without diacritics', 'ro', plainRo, roRelevant);
    add('ro with a typo', 'ro', withTypo(ro).join(' '), roRelevant);
    add('ro on the Russian layout', 'ro', rekeyLayout(plainRo), roRelevant);
    add('ru as written', 'ru', ru.join(' '), ruRelevant);
    add(
      'ru in Latin letters',
      'ru',
      ru.map((word) => (isCyrillic(word) ? romanised(word) : word)).join(' '),
      ruRelevant,
    );
    add(
      'ru on the English layout',
      'ru',
      ru.map((word) => (isCyrillic(word) ? rekeyLayout(word.toLowerCase()) : word)).join(' '),
      ruRelevant,
    );
    add(
      'brand on the Russian layout',
      'ro',
      rekeyLayout(product.brand.toLowerCase()),
      new Set(all.filter((other) => other.brand === product.brand).map((other) => other.id)),
    );
  }
  return out;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

interface Outcome {
  recall: number;
  reciprocalRank: number;
  ms: number;
}

async function ask(base: string, query: Query): Promise<Outcome> {
  const url = `${base}/api/products/product-search?search=${encodeURIComponent(query.text)}`;
  const started = performance.now();
  const answer = await json<{ results: { id: number }[] }>(url, query.locale);
  const ms = performance.now() - started;
  const ids = answer.results.map((row) => row.id);
  const firstFive = ids.slice(0, 5).filter((id) => query.relevant.has(id)).length;
  const rank = ids.findIndex((id) => query.relevant.has(id));
  return {
    recall: query.relevant.size === 0 ? 1 : firstFive / Math.min(5, query.relevant.size),
    reciprocalRank: rank < 0 ? 0 : 1 / (rank + 1),
    ms,
  };
}

/** A row of the table: the queries' mean recall@5 and reciprocal rank, and their latency. */
function summary(kind: string, results: readonly Outcome[]) {
  const mean = (value: (outcome: Outcome) => number) =>
    results.reduce((sum, outcome) => sum + value(outcome), 0) / results.length;
  const ms = results.map((outcome) => outcome.ms);
  return {
    kind,
    queries: results.length,
    'recall@5': `${(mean((outcome) => outcome.recall) * 100).toFixed(1)} %`,
    MRR: mean((outcome) => outcome.reciprocalRank).toFixed(3),
    'p50 ms': percentile(ms, 0.5).toFixed(1),
    'p95 ms': percentile(ms, 0.95).toFixed(1),
  };
}

async function helloLatencies(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${helloPort}/hello`);
    await response.text();
    times.push(performance.now() - started);
  }
  return times;
}

const server = new URL(postgresUrl());
const database = (await tcpProbe(server.hostname, Number(server.port || 5432)))
  ? 'postgres'
  : 'pglite';
const { env, cleanup } = await benchDatabaseEnv(database, 'shop_bench_search');
try {
  await run(process.execPath, ['dist/seed-cli.js', '--products', String(products)], env);
  const hello = await startProcess(
    ['--import', 'tsx', 'scripts/hello-server.ts'],
    { PORT: String(helloPort) },
    helloPort,
  );
  const api = await startProcess(
    ['dist/main.js'],
    { ...env, API_PORT: String(apiPort), API_HOST: '127.0.0.1', API_CACHE_MS: '0' },
    apiPort,
  );
  try {
    const base = `http://127.0.0.1:${apiPort}`;
    const all = await seededProducts(base);
    const list = queries(all);
    // A warm-up round: plans, JIT and the database's buffers, as in a running shop.
    for (const query of list) await ask(base, query);
    const outcomes = new Map<string, Outcome[]>();
    const misses: string[] = [];
    for (const query of list) {
      const kind = outcomes.get(query.kind) ?? [];
      const outcome = await ask(base, query);
      kind.push(outcome);
      outcomes.set(query.kind, kind);
      if (outcome.recall < 1) misses.push(`${query.kind}: ${query.text} (${outcome.recall})`);
    }
    const hellos = await helloLatencies(list.length);
    const rows = [...outcomes].map(([kind, results]) => summary(kind, results));
    rows.push(summary('all', [...outcomes.values()].flat()));
    rows.push({
      kind: 'bare Fastify hello (same client)',
      queries: hellos.length,
      'recall@5': '',
      MRR: '',
      'p50 ms': percentile(hellos, 0.5).toFixed(1),
      'p95 ms': percentile(hellos, 0.95).toFixed(1),
    });
    console.log(
      `\n${database}, ${all.length} products, ${list.length} queries one at a time, micro-cache off`,
    );
    console.table(rows);
    if (process.env.BENCH_SEARCH_MISSES)
      console.log(`Queries below full recall:\n${misses.join('\n')}`);
  } finally {
    await stop(api);
    await stop(hello);
  }
} finally {
  await cleanup();
}
