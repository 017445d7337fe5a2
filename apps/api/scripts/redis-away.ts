import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { tcpProbe } from '../../../packages/test-env/src/gates.js';
import { benchDatabaseEnv, oneClickOrderBody, run, startProcess, stop } from './bench-kit.js';

/**
 * `pnpm bench:api:redis`: the API's Redis stopped for 30 s while shoppers sign in and place
 * one-click guest orders (issue 40's aim: 0 answers of 5xx). The built API runs on a PostgreSQL
 * database of its own with its rate limits in a Redis started here; SHOPPERS shoppers, each from
 * an address of its own (the API trusts one proxy), go on without pause:
 *
 * - the demo customer's sign-in with the right password (200), or one with a wrong password for
 *   a new login (400, then 429 once the address's tries are spent);
 * - a one-click guest order of one piece (201; 429 at the guests' hourly cap).
 *
 * Redis runs for the first phase, is killed (SIGKILL: connections refused at once) for the
 * second, and is started again (empty, as a restarted Redis is) for the third. Each phase's
 * answers are counted by status, with their p99 latency; then the orders answered 201 are
 * counted in the database, which must hold each of them once.
 *
 * Options (env): REDIS_AWAY_SECONDS (30), REDIS_PHASE_SECONDS before and after (10),
 * REDIS_SHOPPERS (20), REDIS_SERVER_PATH (/usr/bin/redis-server).
 */
const awaySeconds = Number(process.env.REDIS_AWAY_SECONDS ?? 30);
const phaseSeconds = Number(process.env.REDIS_PHASE_SECONDS ?? 10);
const shoppers = Number(process.env.REDIS_SHOPPERS ?? 20);
const redisBinary = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const apiPort = 8093;
const redisPort = 8094;
const base = `http://127.0.0.1:${apiPort}`;

type Phase = 'Redis up' | 'Redis away' | 'Redis back';

interface Answer {
  phase: Phase;
  kind: 'sign-in' | 'order';
  /** The HTTP status, or 0 when no answer came (a refused or cut connection). */
  status: number;
  ms: number;
}

function startRedis(): ChildProcess {
  return spawn(
    redisBinary,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}

async function redisListening(): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await tcpProbe('127.0.0.1', redisPort, 200)) return;
    await sleep(50);
  }
  throw new Error(`redis-server did not listen on ${redisPort}`);
}

/** Products with stock for every order of the run (each order takes one piece). */
async function stockedProducts(): Promise<number[]> {
  const answer = await fetch(`${base}/api/products/items/?page=1&qt=100`);
  const listing = (await answer.json()) as { results: { id: number; balance: number }[] };
  const ids = listing.results.filter((product) => product.balance >= 100).map(({ id }) => id);
  if (ids.length === 0) throw new Error('no well-stocked product to order');
  return ids;
}

async function timed(
  phase: () => Phase,
  kind: Answer['kind'],
  call: () => Promise<Response>,
  into: Answer[],
): Promise<void> {
  const started = performance.now();
  const at = phase();
  let status = 0;
  try {
    const response = await call();
    await response.arrayBuffer();
    status = response.status;
  } catch {
    // No answer at all: counted as status 0.
  }
  into.push({ phase: at, kind, status, ms: performance.now() - started });
}

/** One shopper's requests until `done()`: sign-ins and orders in turn, from its own address. */
async function shopper(
  index: number,
  products: number[],
  phase: () => Phase,
  done: () => boolean,
  into: Answer[],
): Promise<void> {
  const address = `10.40.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const json = { 'content-type': 'application/json', 'x-forwarded-for': address };
  for (let turn = 0; !done(); turn += 1) {
    const rightPassword = turn % 4 === 0;
    const username = rightPassword ? 'client@demo.md' : `nobody-${index}-${turn}@example.md`;
    await timed(
      phase,
      'sign-in',
      () =>
        fetch(`${base}/auth/token/login/`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ username, password: rightPassword ? 'demo-shop-1' : 'wrong-1' }),
        }),
      into,
    );
    const productId = products[(index + turn) % products.length] ?? 1;
    await timed(
      phase,
      'order',
      () =>
        fetch(`${base}/api/orders/orders/`, {
          method: 'POST',
          headers: json,
          body: oneClickOrderBody(productId, 'Redis away', '+37369000098'),
        }),
      into,
    );
  }
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0);
}

if (!existsSync(redisBinary)) {
  console.log(`SKIP: no redis-server at ${redisBinary} (set REDIS_SERVER_PATH)`);
  process.exit(0);
}

const { env, cleanup } = await benchDatabaseEnv('postgres', 'shop_redis_away');
let redis = startRedis();
let api: ChildProcess | undefined;
const answers: Answer[] = [];
try {
  await redisListening();
  await run(process.execPath, ['dist/seed-cli.js', '--products', '200'], env);
  api = await startProcess(
    ['dist/main.js'],
    {
      ...env,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      TRUST_PROXY: '1',
    },
    apiPort,
  );
  const products = await stockedProducts();
  let phase: Phase = 'Redis up';
  let done = false;
  const load = Promise.all(
    Array.from({ length: shoppers }, (_, index) =>
      shopper(
        index,
        products,
        () => phase,
        () => done,
        answers,
      ),
    ),
  );
  await sleep(phaseSeconds * 1000);
  phase = 'Redis away';
  redis.kill('SIGKILL');
  await once(redis, 'exit');
  await sleep(awaySeconds * 1000);
  redis = startRedis();
  await redisListening();
  phase = 'Redis back';
  await sleep(phaseSeconds * 1000);
  done = true;
  await load;

  const rows = (['Redis up', 'Redis away', 'Redis back'] as const).flatMap((at) =>
    (['sign-in', 'order'] as const).map((kind) => {
      const these = answers.filter((answer) => answer.phase === at && answer.kind === kind);
      const count = (test: (status: number) => boolean) =>
        these.filter((answer) => test(answer.status)).length;
      return {
        phase: at,
        kind,
        requests: these.length,
        '2xx': count((status) => status >= 200 && status < 300),
        'refused (400)': count((status) => status === 400),
        'limited (429)': count((status) => status === 429),
        '5xx': count((status) => status >= 500),
        'no answer': count((status) => status === 0),
        'p99 ms': p99(these.map((answer) => answer.ms)),
      };
    }),
  );
  console.log(
    `\nRedis away for ${awaySeconds} s between ${phaseSeconds} s with it and ${phaseSeconds} s after its restart; ${shoppers} shoppers`,
  );
  console.table(rows);

  const placed = answers.filter((answer) => answer.kind === 'order' && answer.status === 201);
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const stored = await client.query<{ count: string }>(
      "select count(*) from orders where name = 'Redis away'",
    );
    console.log(`orders answered 201: ${placed.length}; stored: ${stored.rows[0]?.count ?? '?'}`);
  } finally {
    await client.end();
  }
  const failed = answers.filter((answer) => answer.status >= 500 || answer.status === 0);
  if (failed.length > 0) process.exitCode = 1;
} finally {
  if (api) await stop(api);
  redis.kill();
  await cleanup();
}
