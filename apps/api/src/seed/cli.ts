import { sql } from 'drizzle-orm';
import { readConfig } from '../config.js';
import { openDatabase, queryRows } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDatabase } from './index.js';

/**
 * Reseeds the database: `pnpm --filter @shop/api seed [--products N]`. Everything in the catalogue
 * and content tables is replaced by the demo shop; accounts stay (missing demo accounts are added).
 */
function productsArgument(argv: readonly string[]): number | undefined {
  const index = argv.indexOf('--products');
  if (index < 0) return undefined;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error('--products takes a whole number of 1 or more');
  }
  return value;
}

/** Accounts and what hangs on them survive a reseed; only the shop's catalogue and content go. */
const KEPT_TABLES = new Set([
  'users',
  'auth_tokens',
  'social_accounts',
  'password_resets',
  'rate_limits',
  'outbound_messages',
  'newsletter_subscriptions',
]);

const products = productsArgument(process.argv.slice(2));
const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
await database.exclusive(async () => {
  const tables = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = tables
    .filter((row) => !KEPT_TABLES.has(row.tablename))
    .map((row) => `"${row.tablename}"`)
    .join(', ');
  if (names) await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
  const started = Date.now();
  await seedDatabase(database.db, products === undefined ? {} : { products });
  console.warn(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
await database.close();
