import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppConfig, type AppOptions } from '../app.js';
import { openDatabase, type DatabaseHandle, type Driver } from '../db/client.js';
import {
  categories,
  formAttachments,
  formSubmissions,
  outboundMessages,
  type FORM_KINDS,
} from '../db/schema.js';
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
  /** Passed to buildApp (an outbox, a fetch, the rate limits' clock, a logger). */
  app?: Pick<AppOptions, 'outbox' | 'fetch' | 'limiterClock' | 'logger'>;
  /** Connections of the PostgreSQL pool (race tests want more than the default 4). */
  poolSize?: number;
}

/**
 * Tests see the database as it is: the response cache and the category tree's cache are off
 * (their own tests turn them on). Messages go to the database outbox; no provider is configured
 * for social sign-in.
 */
export const TEST_CONFIG = {
  publicUrl: 'http://api.test',
  responseCacheMs: 0,
  categoryCacheMs: 0,
  storefrontUrl: 'http://shop.test',
  shopName: 'shop.test',
  trustProxy: 0,
  redisUrl: undefined,
  smtpUrl: undefined,
  smsUrl: undefined,
  mailFrom: 'Shop <no-reply@shop.test>',
  guestOrdersPerHour: 30,
  outboxLog: 'summary',
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
  // The default demo shop is copied from the run's template (see template.global-setup.ts) when
  // there is one: migrating and seeding every test file's database took most of the API suite.
  const template = options.seed === undefined ? await templateFor(driver) : undefined;
  const { url, drop } =
    driver === 'postgres'
      ? await createPostgresDatabase(template)
      : { url: undefined, drop: async () => {} };
  const loadDataDir =
    driver === 'pglite' && template ? new Blob([await readFile(template)]) : undefined;
  const database = await openDatabase({
    url,
    dataDir: 'memory://',
    poolSize: options.poolSize ?? 4,
    loadDataDir,
  });
  if (!template) {
    await migrateDatabase(database);
    if (options.seed !== false) {
      await seedDatabase(database.db, { passwordParams: TEST_PASSWORD_PARAMS, ...options.seed });
    }
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

async function migrateAndSeed(database: DatabaseHandle): Promise<void> {
  await migrateDatabase(database);
  await seedDatabase(database.db, { passwordParams: TEST_PASSWORD_PARAMS });
}

/** Where the run's copies of the seeded demo shop live (named by template.global-setup.ts). */
export interface DatabaseTemplates {
  /** A folder for the PGlite template's tarball, built by the first test file that needs it. */
  folder: string;
  /** The PostgreSQL template database's name, created by the first file that needs it. */
  postgres: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | undefined;
  }
}

/** Lock id for building the PostgreSQL template (any constant no other lock of ours uses). */
const TEMPLATE_LOCK = 727_002;

/**
 * The run's template of the default demo shop for this driver (a PGlite tarball's path or a
 * PostgreSQL database's name), built by the first test file that asks while the others wait;
 * undefined outside a run with the global setup (each file then migrates and seeds its own).
 */
async function templateFor(driver: Driver): Promise<string | undefined> {
  const templates = inject('databaseTemplates');
  if (!templates) return undefined;
  if (driver === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return undefined;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [
        templates.postgres,
      ]);
      if (found.rowCount === 0) {
        const { url, drop } = await createPostgresDatabase(
          undefined,
          serverUrl,
          templates.postgres,
        );
        const database = await openDatabase({ url, poolSize: 1 });
        try {
          await migrateAndSeed(database);
        } catch (error) {
          await database.close();
          await drop();
          throw error;
        }
        // A database can be copied only while nobody is connected to it.
        await database.close();
      }
    } finally {
      await admin.end();
    }
    return templates.postgres;
  }
  const file = join(templates.folder, 'pglite.tar');
  if (existsSync(file)) return file;
  const lock = await open(`${file}.lock`, 'wx').catch(() => undefined);
  if (!lock) {
    // Another worker builds it: wait for the finished file (it appears whole, by rename).
    for (let waited = 0; !existsSync(file); waited += 100) {
      if (waited > 300_000) throw new Error(`no PGlite template at ${file} after 5 minutes`);
      await sleep(100);
    }
    return file;
  }
  try {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateAndSeed(database);
      const dump = await database.dump?.();
      if (!dump) throw new Error('PGlite gave no dump of its data directory');
      await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
      await rename(`${file}.partial`, file);
    } finally {
      await database.close();
    }
  } catch (error) {
    // Let the next file try again rather than wait for a template that will not come.
    await rm(`${file}.lock`, { force: true });
    throw error;
  } finally {
    await lock.close();
  }
  return file;
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

/**
 * A category added under the first top category, as an editor adds one while the shop runs:
 * returns its id and its parent's slug.
 */
export async function addCategory(
  api: TestApi,
  slug: string,
  name: { ro: string; en: string; ru: string },
) {
  const [top] = await api.database.db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.id))
    .limit(1);
  if (!top) throw new Error('addCategory: the database has no top category');
  const [row] = await api.database.db
    .insert(categories)
    .values({ parentId: top.id, slug, name })
    .returning({ id: categories.id });
  if (!row) throw new Error('addCategory: nothing was inserted');
  return { id: row.id, parentSlug: top.slug };
}

/**
 * The submissions of one form, newest first, each with the names of its attached files: what a
 * browser test looks for after sending a form.
 */
export async function storedSubmissions(api: TestApi, kind: (typeof FORM_KINDS)[number]) {
  const rows = await api.database.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.kind, kind))
    .orderBy(desc(formSubmissions.id));
  const files = await api.database.db
    .select({ submissionId: formAttachments.submissionId, fileName: formAttachments.fileName })
    .from(formAttachments);
  return rows.map((row) => ({
    ...row,
    files: files.filter((file) => file.submissionId === row.id).map((file) => file.fileName),
  }));
}

/** A new database on the test server, empty or a copy of `template`, and its drop. */
export async function createPostgresDatabase(
  template?: string,
  serverUrl = process.env.TEST_DATABASE_URL,
  name = `shop_test_${randomBytes(6).toString('hex')}`,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('PostgreSQL suites need TEST_DATABASE_URL (set by the gate)');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
