import { connect, createServer, type Server, type Socket } from 'node:net';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { prepareWhenReachable } from './startup.js';
import { createPostgresDatabase, TEST_CONFIG } from './test/harness.js';

/**
 * The API started while its PostgreSQL is away (issue 40): it listens and answers its health
 * checks 503 instead of exiting, and once the database can be reached it migrates and serves.
 * The database is reached through a gate on this machine that can be shut and opened, the way a
 * database server that is restarting or not up yet behaves to a client.
 */
class DatabaseGate {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** Connections to `port` reach the database. */
  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.server = server;
  }

  /** Connections to `port` are refused, and the open ones cut. */
  async shut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let created: { url: string; drop: () => Promise<void> };
let gate: DatabaseGate;
let database: DatabaseHandle;
beforeAll(async () => {
  created = await createPostgresDatabase();
  const direct = new URL(created.url);
  gate = new DatabaseGate(await freePort(), {
    host: direct.hostname,
    port: Number(direct.port || 5432),
  });
  const gated = new URL(created.url);
  gated.hostname = '127.0.0.1';
  gated.port = String(gate.port);
  database = await openDatabase({ url: gated.toString(), poolSize: 2 });
});
afterAll(async () => {
  await gate.shut();
  await database.close();
  await created.drop();
});

describe('the API started while its database is away', () => {
  it('answers 503 meanwhile, then migrates and serves once the database is back', async () => {
    const said: string[] = [];
    const setup = prepareWhenReachable(database, {
      say: (line) => said.push(line),
      prepare: (handle) => migrateDatabase(handle),
      // The real waits double from 0.5 s; the test needs only that it keeps trying.
      wait: () => sleep(50),
    });
    const app = await buildApp({ database, config: TEST_CONFIG, readiness: setup });
    try {
      const health = await app.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        status: 'unavailable',
        detail: 'database unavailable',
      });
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'starting' });
      const products = await app.inject({ url: '/api/products/items/?page=1' });
      expect(products.statusCode).toBe(503);
      expect(products.headers['retry-after']).toBe('5');
      expect(products.json()).toEqual({ detail: 'service_unavailable' });
      // It keeps trying, a line each time, without a stack.
      while (said.length < 2) await sleep(20);
      expect(said[0]).toMatch(
        /^database unavailable \(.*ECONNREFUSED.*\); trying again in 0\.5 s$/,
      );

      await gate.open();
      await setup.done;
      expect(said.at(-1)).toBe('database reachable: migrated, serving');
      expect((await app.inject({ url: '/readyz' })).json()).toEqual({
        status: 'ready',
        database: 'postgres',
      });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/products/items/?page=1' })).statusCode).toBe(200);

      // Away again after it was ready: calls answer 503 and it comes back by itself.
      await gate.shut();
      const away = await app.inject({ url: '/api/products/items/?page=1' });
      expect(away.statusCode).toBe(503);
      expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({
        status: 'unavailable',
      });
      await gate.open();
      expect((await app.inject({ url: '/api/products/items/?page=1' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
