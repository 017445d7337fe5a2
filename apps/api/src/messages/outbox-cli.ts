import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../config.js';
import { DatabaseInUseError, openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { formatOutbox, listOutbox, parseOutboxArgs } from './outbox-list.js';

/**
 * Prints the database outbox, newest first: `pnpm --filter @shop/api outbox [--limit N]`. It reads
 * the database the API uses: DATABASE_URL, or the embedded one in DATA_DIR (default `.data`),
 * which both resolve against apps/api, the folder pnpm runs the API's and this package's scripts
 * in.
 */
async function main(): Promise<number> {
  const { limit } = parseOutboxArgs(process.argv.slice(2));
  const config = readConfig();
  const source = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  // Opening an absent folder would create and migrate an empty database just to report it empty.
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'PG_VERSION'))) {
    process.stdout.write(
      `The outbox is empty: there is no embedded database in ${config.dataDir} yet (the shop creates it on its first start).\n`,
    );
    return 0;
  }
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(
      [
        `The embedded database in ${error.dataDir} is in use by process ${error.pid} (the running shop?).`,
        'With the embedded database, the outbox can be read while the shop is stopped; while it runs,',
        'the API prints each stored message in its log. On PostgreSQL (DATABASE_URL) this command',
        'reads the outbox at any time.',
      ].join('\n'),
    );
    return 1;
  }
  try {
    await migrateDatabase(database);
    process.stdout.write(formatOutbox(await listOutbox(database.db, limit), source));
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
