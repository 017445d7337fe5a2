import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { orderSchema } from '@shop/core/contract';
import { orderProgress } from '@shop/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { orders, promoCodes } from '../db/schema.js';
import {
  checkoutOrder,
  fastOrder,
  line,
  ORDER_URL,
  PLAIN,
  setProduct,
  stockOf,
} from '../routes/orders/orders.test-helpers.js';
import { createTestApi, type TestApi } from '../test/harness.js';
import { call, demoToken } from '../test/http.js';
import { changeOrderStatus } from './status.js';

const run = promisify(execFile);

describe('order status (staff)', () => {
  let api: TestApi;
  const place = async (body: unknown, token?: string) => {
    const response = await call(api, 'POST', ORDER_URL, {
      body,
      ...(token !== undefined && { token }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; link_token: string }>();
  };
  const read = async (order: { id: number; link_token: string }) =>
    orderSchema.parse(
      (await call(api, 'GET', `/orders/orders/${order.id}?token=${order.link_token}`)).json(),
    );

  beforeAll(async () => {
    api = await createTestApi('pglite', { seed: { products: 4 } });
    await setProduct(api, 1, PLAIN);
  });
  afterAll(() => api.close());

  it('moves an order through the five steps to finished', async () => {
    const placed = await place(fastOrder([line(1, 1)]));
    const progress = async () => {
      const order = await read(placed);
      return orderProgress(order.status, order.steps_reached).map((step) => step.state);
    };
    expect(await progress()).toEqual([
      'complete',
      'in_process',
      'not_reached',
      'not_reached',
      'not_reached',
    ]);
    await changeOrderStatus(api.database.db, { orderId: placed.id, status: 'process', step: 3 });
    expect(await progress()).toEqual([
      'complete',
      'complete',
      'complete',
      'in_process',
      'not_reached',
    ]);
    expect(
      await changeOrderStatus(api.database.db, { orderId: placed.id, status: 'finished' }),
    ).toMatchObject({ status: 'finished', stepsReached: 5, restocked: 0 });
    expect(await progress()).toEqual(Array(5).fill('complete'));
    await expect(
      changeOrderStatus(api.database.db, { orderId: placed.id, status: 'canceled' }),
    ).rejects.toThrow(/finished and does not move again/);
  });

  it('cancelling gives the stock back to the stock it came from and frees the code', async () => {
    const manager = await demoToken(api, 'manager');
    const before = await stockOf(api, 1);
    const byManager = await place(fastOrder([line(1, 3)]), manager);
    const byGuest = await place(checkoutOrder([line(1, 5)], { promo_code: 'UNIC100' }));
    expect(await stockOf(api, 1)).toEqual({
      balance: before.balance - 5,
      balanceAngro: before.balanceAngro - 3,
    });
    const [used] = await api.database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, 'UNIC100'));
    expect(used?.usedCount).toBe(1);

    expect(
      await changeOrderStatus(api.database.db, { orderId: byManager.id, status: 'canceled' }),
    ).toMatchObject({ status: 'canceled', restocked: 3 });
    expect(
      await changeOrderStatus(api.database.db, { orderId: byGuest.id, status: 'canceled' }),
    ).toMatchObject({ restocked: 5 });
    expect(await stockOf(api, 1)).toEqual(before);
    const [freed] = await api.database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, 'UNIC100'));
    expect(freed?.usedCount).toBe(0);
    expect((await read(byGuest)).status).toBe('canceled');
    await expect(
      changeOrderStatus(api.database.db, { orderId: byGuest.id, status: 'process' }),
    ).rejects.toThrow(/canceled and does not move again/);
  });

  it('refuses unknown orders, abandoned saves and steps that do not fit', async () => {
    const db = api.database.db;
    await expect(changeOrderStatus(db, { orderId: 999_999, status: 'finished' })).rejects.toThrow(
      /no order/,
    );
    const saved = await call(api, 'POST', ORDER_URL, {
      body: checkoutOrder([line(1, 1)], { is_abandoned: true }),
    });
    const abandonedId = saved.json<{ id: number }>().id;
    await expect(
      changeOrderStatus(db, { orderId: abandonedId, status: 'process' }),
    ).rejects.toThrow(/no order/);
    const placed = await place(fastOrder([line(1, 1)]));
    await expect(
      changeOrderStatus(db, { orderId: placed.id, status: 'process', step: 5 }),
    ).rejects.toThrow(/the step is 1 to 4/);
    await expect(
      changeOrderStatus(db, { orderId: placed.id, status: 'finished', step: 2 }),
    ).rejects.toThrow(/a step goes with/);
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ status: 'process', stepsReached: 1 });
  });

  it('`pnpm --filter @shop/api order:status` moves an order in the embedded database of DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-order-status-'));
    try {
      const database = await openDatabase({ dataDir });
      await migrateDatabase(database);
      const [order] = await database.db
        .insert(orders)
        .values({
          status: 'process',
          isFastOrder: true,
          payMethod: 'cash',
          name: 'Ion',
          phone: '+37369000000',
          lang: 'ro',
          role: 'visitor',
          itemsTotal: '10.00',
          totalPrice: '10.00',
        })
        .returning({ id: orders.id });
      await database.close();
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
      const cwd = fileURLToPath(new URL('../..', import.meta.url));
      const cli = ['--silent', 'run', 'order:status'];
      const done = await run('pnpm', [...cli, String(order?.id), 'process', '--step', '2'], {
        env,
        cwd,
      });
      expect(done.stdout).toMatch(/is now process, step 2 of 5/);
      const refused = await run('pnpm', [...cli, String(order?.id), 'lost'], { env, cwd }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({ code: 2 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
