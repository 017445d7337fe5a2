import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppConfig, type AppOptions } from '../app.js';
import { openDatabase, type DatabaseHandle, type Driver } from '../db/client.js';
import { outboundMessages } from '../db/schema.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDatabase, type SeedOptions } from '../seed/index.js';

/**
 * A migrated (and, unless told otherwise, seeded) API for one test file, on either database:
 * PGlite in memory, or a fresh PostgreSQL database created on the test server (TEST_DATABASE_URL,
 * set by the PostgreSQL gate) and dropped afterwards.
 */
export interface TestApi {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Seed the demo shop (default) with these options, or leave the database empty (false). */
  seed?: SeedOptions | false;
  /** Configuration over TEST_CONFIG (e.g. the OAuth mock's endpoints). */
  config?: Partial<AppConfig>;
  /** Passed to buildApp (an outbox, a fetch, the rate limits' clock, a logger, production mode). */
  app?: Pick<AppOptions, 'outbox' | 'fetch' | 'limiterClock' | 'logger' | 'production'>;
  /** Connections of the PostgreSQL pool (race tests want more than the default 4). */
  poolSize?: number;
}

/**
 * Tests see the database as it is: the response cache is off (its own test turns it on). Messages
 * go to the database outbox; no provider is configured for social sign-in.
 */
export const TEST_CONFIG = {
  publicUrl: 'http://api.test',
  responseCacheMs: 0,
  storefrontUrl: 'http://shop.test',
  shopName: 'shop.test',
  trustProxy: 0,
  redisUrl: undefined,
  smtpUrl: undefined,
  smsUrl: undefined,
  mailFrom: 'Shop <no-reply@shop.test>',
  guestOrdersPerHour: 30,
  oauth: {
    googleClientId: undefined,
    googleTokenInfoUrl: 'http://127.0.0.1:9/tokeninfo',
    googleUserInfoUrl: 'http://127.0.0.1:9/userinfo',
    facebookAppId: undefined,
    facebookAppSecret: undefined,
    facebookGraphUrl: 'http://127.0.0.1:9',
  },
} as const satisfies AppConfig;

/** A cheap scrypt cost for tests: hashing at the OWASP cost would take most of a test's time. */
export const TEST_PASSWORD_PARAMS = { logN: 10, r: 8, p: 1 } as const;

export async function createTestApi(
  driver: Driver,
  options: TestApiOptions = {},
): Promise<TestApi> {
  const { url, drop } =
    driver === 'postgres'
      ? await createPostgresDatabase()
      : { url: undefined, drop: async () => {} };
  const database = await openDatabase({
    url,
    dataDir: 'memory://',
    poolSize: options.poolSize ?? 4,
  });
  await migrateDatabase(database);
  if (options.seed !== false) {
    await seedDatabase(database.db, { passwordParams: TEST_PASSWORD_PARAMS, ...options.seed });
  }
  const app = await buildApp({
    database,
    config: { ...TEST_CONFIG, ...options.config },
    passwordParams: TEST_PASSWORD_PARAMS,
    ...options.app,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The messages kept in the outbox for a recipient, newest first, once background work is done. */
export async function outboxFor(api: TestApi, recipient: string) {
  await api.app.accounts.settled();
  return api.database.db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, recipient))
    .orderBy(desc(outboundMessages.id));
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('PostgreSQL suites need TEST_DATABASE_URL (set by the gate)');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
