// Whether this run has a browser, PostgreSQL and Redis: decided once, read anywhere. Kept apart
// from vitest.ts (the projects' config), whose Vitest browser imports would bring the browser
// mode's matcher types into any test program that only wants to know the decision.
import { resolveBrowser, resolvePostgres, resolveRedis } from './gates.js';

/**
 * The gates are decided once per run. Vitest loads the root config and every project config in
 * one process, each bundled on its own, so the decision travels in environment variables (which
 * the test workers inherit too) rather than in module state. The SKIP line is printed once.
 */
const BROWSER_KEY = 'SHOP_TEST_CHROMIUM';
const POSTGRES_KEY = 'SHOP_TEST_DATABASE_URL';
const REDIS_KEY = 'SHOP_TEST_REDIS_SERVER';
const SKIPPED = 'skip';

/** Path of the Chromium binary to use, or undefined when browser suites are skipped this run. */
export function browserForRun(): string | undefined {
  let decided = process.env[BROWSER_KEY];
  if (decided === undefined) {
    const gate = resolveBrowser();
    if (!gate.run) console.warn(gate.skipLine);
    decided = gate.run ? gate.executablePath : SKIPPED;
    process.env[BROWSER_KEY] = decided;
  }
  return decided === SKIPPED ? undefined : decided;
}

/** URL of the PostgreSQL database for this run, or undefined when its suites are skipped. */
export async function postgresForRun(): Promise<string | undefined> {
  let decided = process.env[POSTGRES_KEY];
  if (decided === undefined) {
    const gate = await resolvePostgres();
    if (!gate.run) console.warn(gate.skipLine);
    decided = gate.run ? gate.url : SKIPPED;
    process.env[POSTGRES_KEY] = decided;
  }
  return decided === SKIPPED ? undefined : decided;
}

/** Path of redis-server for this run, or undefined when Redis suites are skipped. */
export function redisServerForRun(): string | undefined {
  let decided = process.env[REDIS_KEY];
  if (decided === undefined) {
    const gate = resolveRedis();
    if (!gate.run) console.warn(gate.skipLine);
    decided = gate.run ? gate.serverPath : SKIPPED;
    process.env[REDIS_KEY] = decided;
  }
  return decided === SKIPPED ? undefined : decided;
}
