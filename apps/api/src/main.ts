import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareWhenReachable } from './startup.js';

/**
 * Starts the API: opens the database (PGlite in DATA_DIR, or PostgreSQL by DATABASE_URL) and
 * listens on API_PORT (8000) at once; then migrates and seeds the demo shop on first start, as
 * soon as the database can be reached. Until then `/healthz` and `/readyz` answer 503 and every
 * other call 503 with Retry-After.
 */
const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const say = (line: string) => console.warn(line);
const setup = prepareWhenReachable(database, { say });

const app = await buildApp({
  database,
  config,
  logger: { level: config.logLevel },
  readiness: setup,
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
say(
  `API on http://localhost:${config.port} (${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
);
const outboxNote =
  'kept in the database outbox (pnpm --filter @shop/api outbox; OUTBOX_LOG=full logs them)';
if (!config.smtpUrl) say(`no SMTP_URL: e-mails are ${outboxNote}`);
if (!config.smsUrl) say(`no SMS_URL: SMS are ${outboxNote}`);

try {
  await setup.done;
} catch (error) {
  console.error(
    `the database could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
  );
  await app.close();
  await database.close().catch(() => undefined);
  process.exit(1);
}
