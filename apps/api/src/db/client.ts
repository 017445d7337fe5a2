import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Driver = 'pglite' | 'postgres';

/**
 * The rows of a raw SQL query. Both drivers answer `{ rows }`; Drizzle's shared type does not say
 * so, hence the one cast here rather than at every call.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** What PostgreSQL (or PGlite) said of a refused statement: its SQLSTATE and constraint. */
export interface SqlRefusal {
  code: string;
  constraint: string | undefined;
}

/** SQLSTATE codes: a class of a digit and a character, or F0, HV, P0, XX (never Node's EPIPE…). */
const SQLSTATE = /^(?:[0-9][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/;

/**
 * The database's refusal inside an error, wherever the driver and Drizzle put it (Drizzle wraps
 * the driver's error as `cause`).
 */
export function sqlRefusal(error: unknown): SqlRefusal | undefined {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /** Runs `fn` while holding a database-wide lock, so concurrent processes take turns. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` opens again. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; absent selects embedded PGlite. */
  url?: string | undefined;
  /** Folder of the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /**
   * PGlite only: start from this tarball of a data directory (a `dump()`), skipping initdb. Tests
   * open a migrated and seeded database this way in a fraction of the time migrating takes.
   */
  loadDataDir?: Blob | undefined;
}

/** Lock id for migrations and seeding: any constant that no other lock of ours uses. */
const SETUP_LOCK = 727_001;

/**
 * Opens the shop's database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir`
 * (kept across restarts). PGlite serves one query at a time; PostgreSQL gets a pool.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? '.data', options.loadDataDir);
}

/**
 * PostgreSQL's SQLSTATE classes and codes, and Node's socket errors, that say the connection to
 * the database was lost or could not be made (not that the query was wrong): class 08
 * (connection exception), 57P01-57P03 (the server shutting down or starting), 53300 (too many
 * connections).
 */
const CONNECTION_LOSS_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** What node-postgres says when the server closes the connection under it. */
const CONNECTION_ENDED = /^Connection terminated|^Client has encountered a connection error/;

/**
 * Whether an error (or one of its causes: Drizzle wraps the driver's) says the database
 * connection was lost or could not be made, so the request could not be served for now.
 *
 * @example isConnectionLoss(Object.assign(new Error('terminating connection'), { code: '57P01' })) // true
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || CONNECTION_LOSS_CODES.has(code))) {
      return true;
    }
    if (CONNECTION_ENDED.test(at.message)) return true;
    at = at.cause;
  }
  return false;
}

/**
 * A lost connection, logged by what it says: never the client object or the connection's
 * settings (user, host, database, the cancel key), which pg attaches to some of its errors.
 */
function logLostConnection(where: string, error: Error): void {
  const code = (error as { code?: unknown }).code;
  console.error(
    `postgres ${where}: ${error.message}${typeof code === 'string' ? ` (${code})` : ''}`,
  );
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped connection must not crash the process: an idle one is reported by the pool, one
  // checked out (in a request or a transaction) by its client, whose query then fails and
  // answers 503; the pool replaces either.
  pool.on('error', (error) => logLostConnection('idle connection lost', error));
  pool.on('connect', (client) => {
    client.on('error', (error) => logLostConnection('connection lost', error));
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  // Drizzle's own transaction on a pool sends `begin` before its try block, so a connection
  // found dead at `begin` (ended while idle, before the pool noticed) was never given back: ten
  // such, and the pool had no connection left. Here the connection is checked out and given back
  // (dropped, if it was lost) around a transaction on that one connection.
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      const session = drizzlePg({ client, schema }) as unknown as Database;
      return await session.transaction(work, config);
    } catch (error) {
      if (isConnectionLoss(error)) lost = error as Error;
      throw error;
    } finally {
      client.release(lost);
    }
  };
  return {
    db,
    driver: 'postgres',
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Another live process has the embedded database open; opening it too would corrupt it. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the embedded database in ${dataDir} is in use by process ${pid}: stop it first (or use DATABASE_URL)`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/**
 * Lock files this process holds. A lock naming our own pid that is not in here was left by an
 * earlier process that had the same pid (a container restarted as pid 1), so it is stale.
 */
const heldLocks = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Takes `<dataDir>/shop.lock` for this process and returns its release. PGlite itself opens a
 * folder that another process has open, which corrupts the database. A lock whose process is gone
 * (killed, crashed) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'shop.lock');
  // A second round follows the removal of a stale lock; another process taking the lock in
  // between makes that round end in the in-use error, as it should.
  for (let round = 0; round < 2; round++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = lockHolder(file);
      const inUse = pid !== undefined && (pid === process.pid ? heldLocks.has(file) : isAlive(pid));
      if (inUse) throw new DatabaseInUseError(dataDir, pid);
      rmSync(file, { force: true });
      continue;
    }
    heldLocks.add(file);
    let released = false;
    // Once only: a second close must not remove a lock that a later open has taken.
    return () => {
      if (released) return;
      released = true;
      heldLocks.delete(file);
      rmSync(file, { force: true });
    };
  }
  throw new Error(`could not take the lock ${file}`);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(resolve(dataDir));
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    // One process owns an embedded database (the lock file), and PGlite runs one statement at a time.
    exclusive: (fn) => fn(),
    dump: () => client.dumpDataDir('none'),
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
