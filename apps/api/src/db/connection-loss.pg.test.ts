import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, createTestApi, type TestApi } from '../test/harness.js';
import { openDatabase } from './client.js';

/**
 * PostgreSQL ending the API's connections under it (pg_terminate_backend, as a failover or a
 * restart does): the process survives, a request caught by it answers 503 (never 500), and the
 * pool serves again on fresh connections.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi('postgres', { seed: { products: 4 }, poolSize: 3 });
});
afterAll(() => api.close());

/** Ends every other connection to this test's database (the pool's, idle or in use). */
const terminateOthers = () =>
  api.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
  );

describe('connections ended by the database', () => {
  it('a connection ended while checked out does not bring the process down', async () => {
    const answered = await api.database.exclusive(async () => {
      // The exclusive connection holds the setup lock; end it while it is checked out.
      await terminateOthers();
      // Let the ended connection report itself before it is given back.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return 'done';
    });
    expect(answered).toBe('done');
    // The pool gives a fresh connection.
    const answer = (await api.database.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
    expect(answer.rows).toEqual([{ one: 1 }]);
  });

  it('requests during and after the loss answer 200 or 503, then 200', async () => {
    const url = '/api/products/items/?page=1';
    expect((await api.app.inject({ url })).statusCode).toBe(200);
    const during = await Promise.all([
      terminateOthers().then(() => undefined),
      ...Array.from({ length: 12 }, () => api.app.inject({ url })),
    ]);
    for (const answer of during) {
      if (answer === undefined) continue;
      expect([200, 503], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 503) expect(answer.headers['retry-after']).toBeDefined();
    }
    expect((await api.app.inject({ url })).statusCode).toBe(200);
  });

  it('a transaction whose connection is found ended at its start gives the connection back', async () => {
    const { url, drop } = await createPostgresDatabase();
    const own = await openDatabase({ url, poolSize: 3 });
    const inTransaction = () =>
      own.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
    try {
      for (let round = 0; round < 20; round++) {
        // Every connection of the pool idle, then ended under it.
        await Promise.all([1, 2, 3].map(() => inTransaction()));
        await api.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = ${new URL(url).pathname.slice(1)}`,
        );
        await Promise.allSettled([1, 2, 3].map(() => inTransaction()));
      }
      expect(await Promise.all([1, 2, 3].map(() => inTransaction()))).toHaveLength(3);
    } finally {
      // Closing waits for every connection given back: one kept would make this time out.
      const closed = await Promise.race([
        own.close().then(() => 'closed'),
        new Promise((resolve) => setTimeout(resolve, 5_000, 'a connection was never given back')),
      ]);
      await drop();
      expect(closed).toBe('closed');
    }
  });
});
