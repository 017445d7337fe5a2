import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.js';
import { isEmpty, seedDatabase } from './seed/index.js';

/**
 * Starts the API: opens the database (PGlite in DATA_DIR, or PostgreSQL by DATABASE_URL), applies
 * migrations, seeds the demo shop on first start, and listens on API_PORT (8000).
 */
const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
await database.exclusive(async () => {
  if (await isEmpty(database.db)) {
    console.warn('empty database: seeding the demo shop…');
    const started = Date.now();
    await seedDatabase(database.db);
    console.warn(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const accounts = DEMO_ACCOUNTS.map(({ role, row }) => `${row.email} (${role})`).join(', ');
    console.warn(`demo accounts, password ${DEMO_PASSWORD}: ${accounts}`);
  }
});

const app = await buildApp({
  database,
  config,
  logger: { level: config.logLevel },
});

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.warn(
  `API on http://localhost:${config.port} (${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
);
const outboxNote = 'kept in the database outbox (pnpm --filter @shop/api outbox)';
if (!config.smtpUrl) console.warn(`no SMTP_URL: e-mails are ${outboxNote}`);
if (!config.smsUrl) console.warn(`no SMS_URL: SMS are ${outboxNote}`);
