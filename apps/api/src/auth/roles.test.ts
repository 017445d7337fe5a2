import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { users } from '../db/schema.js';
import { createTestApi, type TestApi } from '../test/harness.js';
import { parseDiscount, setRole } from './roles.js';

const run = promisify(execFile);

describe('roles', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite', { seed: false });
    await api.database.db.insert(users).values([
      { email: 'vera@example.md', phone: '+37369111111', personType: 'physical' },
      { email: 'gheorghe@example.md', phone: '+37369222222', personType: 'juridical' },
    ]);
  });
  afterAll(() => api.close());

  it('makes an account a dealer with a discount, a manager, then a customer again', async () => {
    const db = api.database.db;
    expect(
      await setRole(db, { login: 'VERA@example.md', role: 'dealer', discount: 12.5 }),
    ).toMatchObject({
      role: 'dealer',
      discount: 12.5,
    });
    expect(await setRole(db, { login: '+37369111111', role: 'manager' })).toMatchObject({
      role: 'manager',
    });
    const [manager] = await db.select().from(users).where(eq(users.email, 'vera@example.md'));
    expect(manager).toMatchObject({ isAgent: true, isDealer: false, dealerDiscount: '0.00' });
    await setRole(db, { login: 'vera@example.md', role: 'customer' });
    const [customer] = await db.select().from(users).where(eq(users.email, 'vera@example.md'));
    expect(customer).toMatchObject({ isAgent: false, isDealer: false });
  });

  it('refuses an unknown account, a dealer without a discount, and a discount for another role', async () => {
    const db = api.database.db;
    await expect(setRole(db, { login: 'nobody@example.md', role: 'manager' })).rejects.toThrow(
      /no account/,
    );
    await expect(setRole(db, { login: 'vera@example.md', role: 'dealer' })).rejects.toThrow(
      /needs a discount/,
    );
    await expect(
      setRole(db, { login: 'vera@example.md', role: 'manager', discount: 5 }),
    ).rejects.toThrow(/only a dealer/);
  });

  it('reads a discount from 0 to 100 with at most two decimals', () => {
    expect(parseDiscount('0')).toBe(0);
    expect(parseDiscount('15.25')).toBe(15.25);
    expect(parseDiscount('100')).toBe(100);
    for (const bad of ['', ' ', '-1', '100.01', '12.345', 'ten', 'Infinity']) {
      expect(() => parseDiscount(bad), bad).toThrow();
    }
  });

  it('`pnpm --filter @shop/api user:role` sets a role in the embedded database of DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-role-'));
    try {
      const database = await openDatabase({ dataDir });
      await migrateDatabase(database);
      await database.db.insert(users).values({ email: 'dan@example.md', personType: 'physical' });
      await database.close();

      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
      const cwd = fileURLToPath(new URL('../..', import.meta.url));
      const cli = ['--silent', 'run', 'user:role'];
      const done = await run('pnpm', [...cli, 'dan@example.md', 'dealer', '--discount', '7.5'], {
        env,
        cwd,
      });
      expect(done.stdout).toMatch(/is now a dealer with a 7\.5 % discount/);
      const refused = await run('pnpm', [...cli, 'dan@example.md', 'admin'], { env, cwd }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({ code: 2 });
      expect((refused as { stderr: string }).stderr).toMatch(/usage:/);

      const reopened = await openDatabase({ dataDir });
      const [row] = await reopened.db.select().from(users);
      await reopened.close();
      expect(row).toMatchObject({ isDealer: true, dealerDiscount: '7.50' });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
