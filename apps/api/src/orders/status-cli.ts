import { parseArgs } from 'node:util';
import { ORDER_STATUSES, ORDER_STEPS } from '@shop/core/rules';
import { exitWith, withShopDatabase } from '../db/command.js';
import { changeOrderStatus, isOrderStatus } from './status.js';

/**
 * `pnpm --filter @shop/api order:status <order-id> <status> [--step N]`: the shop's staff move an
 * order along (see status.ts), in the database of DATABASE_URL or the embedded one in DATA_DIR.
 */
const USAGE = `usage: pnpm --filter @shop/api order:status <order-id> <${ORDER_STATUSES.join('|')}> [--step N]
  process          in process; --step 1 to ${ORDER_STEPS.length - 1}: ${ORDER_STEPS.slice(0, -1).join(', ')}
  pending_payment  waiting for an online card payment
  finished         delivered: every step complete
  canceled         cancelled: the stock goes back, the discount code's use is freed`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { step: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [id, status] = positionals;
  const orderId = Number(id);
  if (positionals.length !== 2 || !Number.isInteger(orderId) || !isOrderStatus(status)) {
    console.error(USAGE);
    return 2;
  }
  const step = values.step === undefined ? undefined : Number(values.step);
  return withShopDatabase(async (db) => {
    const result = await changeOrderStatus(db, { orderId, status, step });
    const back = result.restocked > 0 ? `, ${result.restocked} pieces back in stock` : '';
    return `order ${result.id} is now ${result.status}, step ${result.stepsReached} of ${ORDER_STEPS.length}${back}`;
  });
}

exitWith(main);
