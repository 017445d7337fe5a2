import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/harness.js';
import { migrationsFolder } from './migrate.js';
import { siteSettings } from './schema.js';

/**
 * Migration 0015 gives a database seeded before the `shop_name` setting existed the name its
 * company setting held, in the three languages; it never overwrites a name an editor set, and a
 * fresh database (no settings yet when it runs) is left to its seed.
 */
describe('migration 0015_shop_name', () => {
  let api: TestApi;
  const migration = readFileSync(join(migrationsFolder(), '0015_shop_name.sql'), 'utf8');
  const run = () => api.database.db.execute(sql.raw(migration));
  const shopName = async () => {
    const [row] = await api.database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'shop_name'));
    return row?.value;
  };

  beforeAll(async () => {
    api = await createTestApi('pglite', { seed: false });
  });
  afterAll(() => api.close());

  it('adds nothing to a database without settings (the seed writes the name)', async () => {
    await run();
    expect(await shopName()).toBeUndefined();
  });

  it("copies an older database's company name into the three languages", async () => {
    await api.database.db
      .insert(siteSettings)
      .values({ key: 'company', value: { name: 'Unealta', legal_name: 'Unealta SRL' } });
    await run();
    expect(await shopName()).toEqual({ ro: 'Unealta', en: 'Unealta', ru: 'Unealta' });
  });

  it('keeps a name an editor already set', async () => {
    const edited = { ro: 'Unealta', en: 'Unealta Tools', ru: 'Уняльта' };
    await api.database.db
      .update(siteSettings)
      .set({ value: edited })
      .where(eq(siteSettings.key, 'shop_name'));
    await run();
    expect(await shopName()).toEqual(edited);
  });
});
