import { parseArgs } from 'node:util';
import { exitWith, withShopDatabase } from '../db/command.js';
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
  return withShopDatabase(async (db) => {
    const result = await setRole(db, { login, role, discount });
    const who = [result.email, result.phone].filter(Boolean).join(', ');
    const detail = result.role === 'dealer' ? ` with a ${result.discount} % discount` : '';
    return `account ${result.id} (${who}) is now a ${result.role}${detail}`;
  });
}

exitWith(main);
