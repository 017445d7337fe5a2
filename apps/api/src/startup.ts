import { setTimeout as sleep } from 'node:timers/promises';
import { isConnectionLoss, type DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { serializeError } from './http/log.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.js';
import { isEmpty, seedDatabase } from './seed/index.js';

/**
 * Whether the API has its database ready (migrated, and seeded on a first start). It listens
 * before that, so that a database still away at start does not stop it: until then every call
 * but the health checks answers 503 (app.ts), and `/readyz` says it is starting.
 */
export interface Readiness {
  ready(): boolean;
}

/** Migrates the database and seeds the demo shop into an empty one. */
export async function prepareDatabase(
  database: DatabaseHandle,
  say: (line: string) => void,
): Promise<void> {
  await migrateDatabase(database);
  await database.exclusive(async () => {
    if (!(await isEmpty(database.db))) return;
    say('empty database: seeding the demo shop…');
    const started = Date.now();
    await seedDatabase(database.db);
    say(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const accounts = DEMO_ACCOUNTS.map(({ role, row }) => `${row.email} (${role})`).join(', ');
    say(`demo accounts, password ${DEMO_PASSWORD}: ${accounts}`);
  });
}

/** The waits between tries while the database is away: doubling from 0.5 s up to 10 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(10_000, 500 * 2 ** Math.max(0, attempt - 1));
}

export interface PrepareOptions {
  say: (line: string) => void;
  /** @default prepareDatabase */
  prepare?: (database: DatabaseHandle, say: (line: string) => void) => Promise<void>;
  /** @default node's timers */
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * Prepares the database, trying again for as long as it cannot be reached (a line per try, no
 * stack); any other failure (a migration that does not apply) is thrown. The returned readiness
 * turns ready once it is done.
 */
export function prepareWhenReachable(
  database: DatabaseHandle,
  options: PrepareOptions,
): Readiness & { done: Promise<void> } {
  const { say, prepare = prepareDatabase, wait = sleep } = options;
  let ready = false;
  const done = (async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await prepare(database, say);
        if (attempt > 1) say('database reachable: migrated, serving');
        ready = true;
        return;
      } catch (error) {
        if (!isConnectionLoss(error)) throw error;
        const delay = retryDelayMs(attempt);
        const { message, code } = serializeError(error);
        const reason = message || String(code);
        say(`database unavailable (${reason}); trying again in ${delay / 1000} s`);
        await wait(delay);
      }
    }
  })();
  // Awaited by the caller once it listens; a failure before then must not count as unhandled.
  done.catch(() => undefined);
  return { ready: () => ready, done };
}
