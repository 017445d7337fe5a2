import { readConfig } from '../config.js';
import type { Database } from './client.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';

/**
 * Runs a staff command's work on the shop's database (DATABASE_URL, or the embedded one in
 * DATA_DIR), migrated first, closed after, and answers the line the command prints.
 */
export async function withShopDatabase(work: (db: Database) => Promise<string>): Promise<number> {
  const config = readConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    process.stdout.write(`${await work(database.db)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * Ends a command with its exit code: 0 done, 2 a usage error; a thrown error prints its message
 * (no stack: the staff's mistakes are expected) and exits 1.
 */
export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
