import autocannon from 'autocannon';
import { postgresUrl, tcpProbe } from '../../../packages/test-env/src/gates.js';
import { benchDatabaseEnv, oneClickOrderBody, run, startProcess, stop } from './bench-kit.js';

/**
 * `pnpm bench:api`: req/s and latency at 10 connections for the catalogue's hot reads on 10,000
 * products, on PostgreSQL (when a server answers) and on PGlite, each beside a bare Fastify
 * route measured in the same run. The API and the baseline run as their own processes (the built
 * dist/), the load comes from this one.
 *
 * Each case runs twice: with the response micro-cache off (every request reaches the database)
 * and on (as deployed).
 *
 * It also places guest one-click orders at BENCH_ORDER_CONNECTIONS (50) connections: the order
 * path writes (stock, order, lines) in one transaction with locked product rows.
 *
 * Options (env): BENCH_PRODUCTS (10000), BENCH_SECONDS per case (6), BENCH_CONNECTIONS (10),
 * BENCH_ORDER_CONNECTIONS (50).
 */
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  database: string;
  case: string;
  reqPerSec: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  errors: number;
}

async function measure(database: string, name: string, url: string): Promise<Row> {
  // A short warm-up fills caches and JIT before the measured run.
  await autocannon({ url, connections, duration: 2 });
  return tableRow(database, name, await autocannon({ url, connections, duration: seconds }));
}

/** A row of the table from autocannon's result. */
function tableRow(database: string, name: string, result: autocannon.Result): Row {
  return {
    database,
    case: name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Connections of the order-creation case (issue 7: p99 at 50 connections, aim ≤ 100 ms). */
const orderConnections = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 50);

/**
 * Guest one-click orders of one piece, each for the next of `productIds` in turn (orders of a
 * shop's day are for many products: all for one would only measure the wait for its row lock).
 */
async function measureOrders(database: string, base: string, productIds: number[]): Promise<Row> {
  let next = 0;
  const body = () =>
    oneClickOrderBody(productIds[next++ % productIds.length] ?? 1, 'Bench', '+37369000099');
  const options = {
    url: `${base}/ru/api/orders/orders/`,
    connections: orderConnections,
    requests: [
      {
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: autocannon.Request) => ({ ...request, body: body() }),
      },
    ],
  };
  await autocannon({ ...options, duration: 2 });
  return tableRow(
    database,
    `order creation, ${orderConnections} connections`,
    await autocannon({ ...options, duration: seconds }),
  );
}

/** Products with stock enough for every order of the case (each takes one piece). */
async function wellStocked(base: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 20 && ids.length < 400; page += 1) {
    const listing = await json<{ results: { id: number; balance: number }[] }>(
      `${base}/api/products/items/?page=${page}&qt=100`,
    );
    for (const product of listing.results) if (product.balance >= 100) ids.push(product.id);
  }
  if (ids.length < 50) throw new Error(`only ${ids.length} well-stocked products to order`);
  return ids;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Picks real URLs from the seeded data, so every case hits existing rows. */
async function cases(base: string): Promise<[string, string][]> {
  const categories = await json<{ slug: string }[]>(`${base}/api/categories/categories`);
  const top = categories[0]?.slug;
  const filters = await json<
    { filterType: string; items: { title: string; keyword?: string | null }[] }[]
  >(`${base}/api/categories/categories-filter/?parent_slug=${top}`);
  const brand = filters.find((f) => f.filterType === 'brand')?.items[0]?.title ?? '';
  const page = await json<{ results: { slug: string }[] }>(
    `${base}/api/products/items/?parent_slug=${top}`,
  );
  const slug = page.results[0]?.slug;
  return [
    ['listing', `${base}/api/products/items/?parent_slug=${top}`],
    [
      'filtered listing',
      `${base}/api/products/items/?parent_slug=${top}&brands=${encodeURIComponent(brand.replaceAll('&', '#'))}&price__gte=50&price__lte=5000&order_by=price_asc`,
    ],
    ['search', `${base}/api/products/product-search?search=fierbator`],
    ['product page', `${base}/api/products/items/${slug}`],
  ];
}

async function benchDatabase(database: 'postgres' | 'pglite', rows: Row[]): Promise<void> {
  const { env, cleanup } = await benchDatabaseEnv(database, 'shop_bench');
  try {
    const started = Date.now();
    await run(process.execPath, ['dist/seed-cli.js', '--products', String(products)], env);
    console.log(
      `${database}: seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const apiPort = 8091;
    const helloPort = 8092;
    const hello = await startProcess(
      ['--import', 'tsx', 'scripts/hello-server.ts'],
      { PORT: String(helloPort) },
      helloPort,
    );
    try {
      rows.push(
        await measure(database, 'bare Fastify hello', `http://127.0.0.1:${helloPort}/hello`),
      );
    } finally {
      await stop(hello);
    }
    // Every request reaching the database (API_CACHE_MS=0), then as deployed (micro-cache on).
    for (const [label, cacheMs] of [
      ['no cache', '0'],
      ['micro-cache', '5000'],
    ] as const) {
      const api = await startProcess(
        ['dist/main.js'],
        {
          ...env,
          API_PORT: String(apiPort),
          API_HOST: '127.0.0.1',
          API_CACHE_MS: cacheMs,
          GUEST_ORDERS_PER_HOUR: '0',
        },
        apiPort,
      );
      try {
        const base = `http://127.0.0.1:${apiPort}`;
        for (const [name, url] of await cases(base)) {
          rows.push(await measure(database, `${name}, ${label}`, url));
        }
        // Writes are never cached: measured once, with the guest cap off (one address here).
        if (label === 'no cache')
          rows.push(await measureOrders(database, base, await wellStocked(base)));
      } finally {
        await stop(api);
      }
    }
  } finally {
    await cleanup();
  }
}

const rows: Row[] = [];
if (await tcpProbe(new URL(postgresUrl()).hostname, Number(new URL(postgresUrl()).port || 5432))) {
  await benchDatabase('postgres', rows);
} else {
  console.log('SKIP PostgreSQL: no server answers (set TEST_DATABASE_URL or start one)');
}
await benchDatabase('pglite', rows);

console.log(
  `\n${products} products, ${connections} connections, ${seconds} s per case, latency in ms`,
);
console.table(
  rows.map((row) => {
    const hello = rows.find((r) => r.database === row.database && r.case === 'bare Fastify hello');
    return {
      ...row,
      'vs hello': hello ? `${((row.reqPerSec / hello.reqPerSec) * 100).toFixed(0)} %` : '',
    };
  }),
);
