/**
 * `pnpm bench:web [--only=ssr|cold|lighthouse]`: server rendering throughput, then Lighthouse (mobile
 * profile, the default throttling) on the home page, a category listing, a product page and a news
 * article of the built shop, three runs each, printing the median
 * performance score, LCP, TBT, CLS and the JavaScript the page downloads during the run (gzip,
 * as served), and the page's initial JavaScript: the scripts its HTML loads or preloads, which
 * must arrive before the page is live (gzip at the default level; chunks a page fetches later,
 * on use or to hydrate a part after the rest, are not in it).
 *
 * Server rendering: requests per second and latency at 10 connections (autocannon, 2 s warm-up,
 * then 6 s) for the same pages with the API's micro-cache warm, beside two baselines measured in
 * the same run: a bare Node HTTP server answering a small page (what the machine does with no
 * work) and the storefront's health check (Express and React Router with no page). The three
 * pages are measured rendered on every request (PAGE_CACHE_MS=0) in one process and, for product
 * and category, in WEB_CONCURRENCY=2 processes; then as the shop runs by default, where a shopper
 * who is not signed in is answered from the short cache of pages.
 *
 * Cold pages (`--only=cold`): 100 connections for 5 s, with no warm-up, on a storefront started for
 * each case with the shop's defaults (the page cache on), beside a bare Node server at the same
 * load: one product page none has asked for yet (concurrent misses wait for one render), the same
 * with a random utm_source on every request (left out of the cache's key), and a listing with a new
 * query on every request (a new key each time: renders are capped per second, the rest answered
 * 503 with Retry-After). Every request must be answered: the run prints the 2xx and 5xx counts
 * beside the latencies, and the errors and timeouts.
 *
 * Starts its own API (embedded PGlite, a temporary data directory) and storefront on free ports,
 * and Debian's Chromium (CHROME_PATH, else /usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const RUNS = 3;
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const CONNECTIONS = 10;
const SECONDS = 6;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(root, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
}

function stop(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

/** The gzip size, in KiB, of every script the page's HTML loads or preloads. */
async function initialJsKib(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  const scripts = new Set(
    [...html.matchAll(/(?:href|src)="([^"]+\.js)"|import\s*(?:[^"';]*from\s*)?"([^"]+\.js)"/g)]
      .map((match) => match[1] ?? match[2])
      .filter((src): src is string => src !== undefined),
  );
  let bytes = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/** Requests per second and latency (ms) of one address at CONNECTIONS, after a 2 s warm-up. */
async function load(name: string, url: string): Promise<string> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  const failed = result.errors + result.non2xx;
  return row(name, result.requests.average, [
    [result.latency.p50, 6],
    [result.latency.p90, 6],
    [result.latency.p99, 6],
  ]).concat(failed ? `   (${failed} failed)` : '');
}

/** A line of the printed table: the case, its requests a second, then figures of set widths. */
function row(name: string, perSecond: number, figures: [number, number][]): string {
  return [
    name.padEnd(34),
    Math.round(perSecond).toLocaleString('en').padStart(8),
    ...figures.map(([figure, width]) => String(figure).padStart(width)),
  ].join(' ');
}

/** A bare Node HTTP server in its own process, answering a small page: the machine's baseline. */
function bareServer(port: number): ChildProcess {
  const page = '<!doctype html><html lang="ro"><title>Magazin</title><h1>Magazin</h1></html>';
  const code =
    `require('node:http').createServer((request, response) => {` +
    `response.setHeader('Content-Type', 'text/html; charset=utf-8');` +
    `response.end(${JSON.stringify(page)});` +
    `}).listen(${port}, '127.0.0.1');`;
  return start('node', ['-e', code], root, {});
}

/** A storefront of the build on its own port, with `env` on top of the shop's defaults. */
async function storefront(apiPort: number, env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = start(
    'node',
    ['../../scripts/processes.mjs', 'server.mjs', 'build/server/index.js'],
    root,
    {
      PORT: String(port),
      API_URL: `http://127.0.0.1:${apiPort}`,
      API_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      NODE_ENV: 'production',
      ...env,
    },
  );
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  return { url: `http://127.0.0.1:${port}`, child };
}

const COLD_CONNECTIONS = 100;
const COLD_SECONDS = 5;

/** One run at COLD_CONNECTIONS without warm-up, each request's path from `path`. */
async function burst(name: string, origin: string, path: () => string): Promise<string> {
  const result = await autocannon({
    url: origin,
    connections: COLD_CONNECTIONS,
    duration: COLD_SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
  });
  return row(name, result.requests.average, [
    [result.latency.p50, 6],
    [result.latency.p99, 6],
    [result.latency.max, 6],
    [result['2xx'], 7],
    [result['5xx'], 6],
    [result.errors + result.timeouts, 7],
  ]);
}

async function coldPages(apiPort: number, pages: Record<string, string>) {
  const barePort = await freePort();
  const bare = bareServer(barePort);
  try {
    await waitFor(`http://127.0.0.1:${barePort}/`);
    console.log(
      `Cold pages, ${COLD_CONNECTIONS} connections, ${COLD_SECONDS} s, no warm-up, latency ms:`,
    );
    console.log(`${'case'.padEnd(34)}    req/s    p50    p99    max     2xx    5xx  errors`);
    console.log(await burst('bare Node HTTP server', `http://127.0.0.1:${barePort}`, () => '/'));
    let serial = 0;
    const cases: [string, () => string][] = [
      ['product, cold', () => pages.product ?? '/'],
      [
        'product, cold, random utm_source',
        () => `${pages.product}?utm_source=${Math.random().toString(36).slice(2)}`,
      ],
      ['category, a new query each request', () => `${pages.category}?q${(serial += 1)}=1`],
    ];
    for (const [name, path] of cases) {
      // A storefront of its own for each case, so its page cache starts empty.
      const fresh = await storefront(apiPort, {});
      try {
        console.log(await burst(name, fresh.url, path));
      } finally {
        stop(fresh.child);
      }
    }
  } finally {
    stop(bare);
  }
}

async function serverRendering(webPort: number, apiPort: number, pages: Record<string, string>) {
  const barePort = await freePort();
  const bare = bareServer(barePort);
  // Every page rendered (the page cache off), in one process and in two.
  const rendered = await storefront(apiPort, { PAGE_CACHE_MS: '0' });
  const two = await storefront(apiPort, { PAGE_CACHE_MS: '0', WEB_CONCURRENCY: '2' });
  try {
    await waitFor(`http://127.0.0.1:${barePort}/`);
    console.log(
      `Server rendering, ${CONNECTIONS} connections, ${SECONDS} s (API micro-cache warm), latency ms:`,
    );
    console.log(`${'case'.padEnd(34)}    req/s    p50    p90    p99`);
    console.log(await load('bare Node HTTP server', `http://127.0.0.1:${barePort}/`));
    console.log(await load('health check (no page)', `http://127.0.0.1:${webPort}/healthz`));
    for (const [name, path] of Object.entries(pages)) {
      console.log(await load(`${name}, rendered, 1 process`, `${rendered.url}${path}`));
    }
    for (const name of ['category', 'product'] as const) {
      console.log(await load(`${name}, rendered, 2 processes`, `${two.url}${pages[name]}`));
    }
    // As the shop runs by default: a shopper who is not signed in gets a page kept ≤ 5 s.
    for (const [name, path] of Object.entries(pages)) {
      console.log(
        await load(`${name}, page cache, 1 process`, `http://127.0.0.1:${webPort}${path}`),
      );
    }
  } finally {
    stop(bare);
    stop(rendered.child);
    stop(two.child);
  }
}

async function main() {
  const apiPort = await freePort();
  const webPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  // One address of the API for both, as `pnpm start` gives them (scripts/shop-env.mjs): the API
  // writes picture URLs with it and the storefront's Content-Security-Policy allows pictures from
  // it. Each falling back to a default of its own would block every picture.
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = start('node', ['dist/main.js'], join(repo, 'apps/api'), {
    API_PORT: String(apiPort),
    API_PUBLIC_URL: apiUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const web = start('node', ['server.mjs', 'build/server/index.js'], root, {
    PORT: String(webPort),
    API_URL: apiUrl,
    API_PUBLIC_URL: apiUrl,
    NODE_ENV: 'production',
  });
  const debugPort = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${debugPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/healthz`);
    await waitFor(`http://127.0.0.1:${webPort}/`);
    const categories = (await (
      await fetch(`http://127.0.0.1:${apiPort}/api/categories/categories`)
    ).json()) as { slug: string }[];
    const category = categories[0]?.slug ?? '';
    const listing = (await (
      await fetch(`http://127.0.0.1:${apiPort}/api/products/items/?parent_slug=${category}`)
    ).json()) as { results: { slug: string }[] };
    const product = listing.results[0]?.slug ?? '';
    const blog = (await (await fetch(`http://127.0.0.1:${apiPort}/api/blog/category/`)).json()) as {
      results: { slug: string }[];
    };
    const article = blog.results[0]?.slug ?? '';
    const pages = {
      home: '/',
      category: `/pages/catalog/${category}`,
      product: `/pages/product/${product}`,
      article: `/pages/news/${article}`,
    };
    if (only === 'cold') {
      await coldPages(apiPort, pages);
      return;
    }
    if (only !== 'lighthouse') await serverRendering(webPort, apiPort, pages);
    if (only === 'ssr') return;

    console.log(`Lighthouse ${RUNS}× per page, mobile profile, median:`);
    console.log('page       score   LCP ms   TBT ms   CLS   JS KiB gzip   initial JS KiB gzip');
    for (const [name, path] of Object.entries(pages)) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`http://127.0.0.1:${webPort}${path}`, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`no Lighthouse result for ${path}`);
        const { lhr } = result;
        const items =
          (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
            ?.items ?? [];
        const jsBytes = items
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          jsKb: jsBytes / 1024,
        });
      }
      const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
      const initial = await initialJsKib(`http://127.0.0.1:${webPort}${path}`);
      console.log(
        [
          name.padEnd(10),
          String(pick('score')).padStart(5),
          pick('lcp').toFixed(0).padStart(8),
          pick('tbt').toFixed(0).padStart(8),
          pick('cls').toFixed(3).padStart(7),
          pick('jsKb').toFixed(1).padStart(12),
          initial.toFixed(1).padStart(21),
        ].join(' '),
      );
    }
  } finally {
    await browser.close();
    stop(web);
    stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
