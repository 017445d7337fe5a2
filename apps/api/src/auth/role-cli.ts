import { parseArgs } from 'node:util';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { isRole, parseDiscount, ROLES, setRole } from './roles.js';

/**
 * `pnpm --filter @shop/api user:role <email-or-phone> <customer|dealer|manager> [--discount N]`:
 * sets an account's role in the database of DATABASE_URL, or the embedded one in DATA_DIR.
 */
const USAGE = `usage: pnpm --filter @shop/api user:role <email-or-phone> <${ROLES.join('|')}> [--discount <percent>]
  customer  a plain customer (physical or juridical by the profile)
  dealer    wholesale prices less --discount percent (0 to 100)
  manager   a manager (agent): wholesale prices, fast orders`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { discount: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const [login, role] = positionals;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 2 || !login || !isRole(role)) {
    console.error(USAGE);
    return 2;
  }
  const discount = values.discount === undefined ? undefined : parseDiscount(values.discount);
  const config = readConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const result = await setRole(database.db, { login, role, discount });
    const who = [result.email, result.phone].filter(Boolean).join(', ');
    const detail = result.role === 'dealer' ? ` with a ${result.discount} % discount` : '';
    process.stdout.write(`account ${result.id} (${who}) is now a ${result.role}${detail}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
