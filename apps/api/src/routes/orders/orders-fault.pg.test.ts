import { randomUUID } from 'node:crypto';
import { count, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import { queryRows } from '../../db/client.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import { call, nextAddress } from '../../test/http.js';
import { fastOrder, line, ORDER_URL, PLAIN, setProduct, stockOf } from './orders.test-helpers.js';

/**
 * Orders while PostgreSQL ends the shop's connections under them (a restart, a failover): the
 * database's every backend of the shop is terminated again and again during a burst of orders
 * from shoppers who send an order answered 503 again with its Idempotency-Key (the checkout keeps
 * the key while the order is the same).
 * The process survives, every order ends acknowledged, each is stored exactly once, and the
 * stock is what the stored orders took.
 */
const ORDERS = 300;
const SHOPPERS = 20;
const TERMINATIONS = 10;
const STOCK = 10_000;

let api: TestApi;
/** A connection of its own to the server, which the terminations leave alone. */
let terminator: pg.Client;
let databaseName = '';

beforeAll(async () => {
  api = await createTestApi('postgres', { seed: { products: 4 }, poolSize: 10 });
  await setProduct(api, 1, { ...PLAIN, balance: STOCK });
  await setProduct(api, 2, { ...PLAIN, balance: STOCK });
  const [row] = await queryRows<{ name: string }>(
    api.database.db,
    sql`select current_database() as name`,
  );
  databaseName = row?.name ?? '';
  terminator = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await terminator.connect();
});
afterAll(async () => {
  await terminator.end();
  await api.close();
});

/** Ends every backend connected to the shop's database; answers how many there were. */
async function terminateShopBackends(): Promise<number> {
  const answer = await terminator.query<{ ended: boolean }>(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid()`,
    [databaseName],
  );
  return answer.rows.filter((row) => row.ended).length;
}

interface Outcome {
  status: number;
  id: number | undefined;
  /** Answers 503 (the database away) before the order was acknowledged. */
  unavailable: number;
}

/** One shopper's order, sent again with the same key while the shop answers 503. */
async function orderUntilAnswered(index: number): Promise<Outcome> {
  const key = `burst-${randomUUID()}`;
  // A guest's key is theirs at their address: a retry comes from the same one.
  const address = nextAddress();
  const body = fastOrder([line(1, 1), line(2, 2)], {
    phone: `+373697${String(index).padStart(5, '0')}`,
  });
  for (let unavailable = 0; ; unavailable++) {
    const response = await call(api, 'POST', ORDER_URL, {
      body,
      address,
      headers: { 'Idempotency-Key': key },
    });
    if (response.statusCode !== 503 || unavailable >= 30) {
      const id = response.statusCode === 201 ? response.json<{ id: number }>().id : undefined;
      return { status: response.statusCode, id, unavailable };
    }
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('orders while the database ends the shop’s connections (postgres)', () => {
  it(`${ORDERS} orders at ${SHOPPERS} at a time through ${TERMINATIONS} terminations: each stored once, stock exact`, async () => {
    const before = (await api.database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
    let next = 0;
    let done = false;
    const outcomes: Outcome[] = [];
    const shopper = async () => {
      while (next < ORDERS) {
        const index = next++;
        outcomes.push(await orderUntilAnswered(index));
      }
    };
    const burst = Promise.all(Array.from({ length: SHOPPERS }, shopper)).finally(() => {
      done = true;
    });
    let terminated = 0;
    let terminations = 0;
    // Spread over the burst: a termination each time another tenth of the orders is answered.
    while (!done && terminations < TERMINATIONS) {
      if (outcomes.length >= (terminations * ORDERS) / TERMINATIONS) {
        terminated += await terminateShopBackends();
        terminations += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await burst;

    expect(terminations).toBe(TERMINATIONS);
    expect(terminated).toBeGreaterThan(0);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(ORDERS).fill(201));
    const ids = outcomes.map((outcome) => outcome.id ?? 0);
    expect(new Set(ids).size).toBe(ORDERS);
    const stored = await api.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(stored).toHaveLength(ORDERS);
    // No order stored without its shopper being told: nothing beyond the acknowledged ones.
    const after = (await api.database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
    expect(after - before).toBe(ORDERS);
    expect((await stockOf(api, 1)).balance).toBe(STOCK - ORDERS);
    expect((await stockOf(api, 2)).balance).toBe(STOCK - 2 * ORDERS);
    // The shop answers at once afterwards.
    expect((await call(api, 'GET', '/api/products/items/?page=1')).statusCode).toBe(200);
  });
});
