import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRefusal, type Driver } from '../db/client.js';
import { authTokens, socialAccounts, users } from '../db/schema.js';
import { createTestApi, type TestApi } from '../test/harness.js';
import { hashPassword } from './passwords.js';
import { issueToken } from './tokens.js';

async function refusedWith(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    return sqlRefusal(error)?.code;
  }
  return undefined;
}

const UNIQUE = '23505';
const CHECK = '23514';

/**
 * The accounts tables (migrations 0003 and 0004) hold what the rules say, on one database. Run by
 * accounts-schema.test.ts (PGlite) and accounts-schema.pg.test.ts (PostgreSQL).
 */
export function accountsSchemaSuite(driver: Driver): void {
  describe(`accounts tables (${driver})`, () => {
    let api: TestApi;
    let passwordHash: string;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: false });
      passwordHash = await hashPassword('parola-sigura-1', { logN: 10, r: 8, p: 1 });
    });
    afterAll(() => api.close());

    const db = () => api.database.db;
    const physical = (email: string | null, phone: string | null) => ({
      email,
      phone,
      passwordHash,
      personType: 'physical' as const,
    });

    it('keeps an account with its defaults: a customer, not a dealer or a manager', async () => {
      const [row] = await db()
        .insert(users)
        .values(physical('ana@example.md', '+37369000001'))
        .returning();
      expect(row).toMatchObject({
        email: 'ana@example.md',
        phone: '+37369000001',
        personType: 'physical',
        isAgent: false,
        isDealer: false,
        dealerDiscount: '0.00',
        newsletter: false,
        firstName: '',
      });
    });

    it('refuses a second account with the same email, whatever its case, or the same phone', async () => {
      expect(
        await refusedWith(db().insert(users).values(physical('ANA@Example.md', '+37369000002'))),
      ).toBe(UNIQUE);
      expect(
        await refusedWith(db().insert(users).values(physical('ion@example.md', '+37369000001'))),
      ).toBe(UNIQUE);
    });

    it('refuses a password account without email and phone, an unknown person type or a discount over 100 %', async () => {
      expect(await refusedWith(db().insert(users).values(physical(null, null)))).toBe(CHECK);
      expect(
        await refusedWith(
          db()
            .insert(users)
            .values({ ...physical('x@example.md', null), personType: 'company' as 'physical' }),
        ),
      ).toBe(CHECK);
      expect(
        await refusedWith(
          db()
            .insert(users)
            .values({
              ...physical('y@example.md', null),
              isDealer: true,
              dealerDiscount: '100.01',
            }),
        ),
      ).toBe(CHECK);
    });

    it('allows an account made by a provider with only an email and no password', async () => {
      const [row] = await db()
        .insert(users)
        .values({
          email: 'google@example.md',
          phone: null,
          passwordHash: null,
          personType: 'physical',
        })
        .returning();
      expect(row?.passwordHash).toBeNull();
    });

    it('allows a provider account with neither email nor phone, linked once per provider and subject', async () => {
      const [row] = await db()
        .insert(users)
        .values({ email: null, phone: null, passwordHash: null, personType: 'physical' })
        .returning();
      if (!row) throw new Error('no account');
      await db()
        .insert(socialAccounts)
        .values({ userId: row.id, provider: 'facebook', subject: '1001' });
      expect(
        await refusedWith(
          db()
            .insert(socialAccounts)
            .values({ userId: row.id, provider: 'facebook', subject: '1001' }),
        ),
      ).toBe(UNIQUE);
      expect(
        await refusedWith(
          db()
            .insert(socialAccounts)
            .values({ userId: row.id, provider: 'vk' as 'google', subject: '1001' }),
        ),
      ).toBe(CHECK);
      await db()
        .insert(socialAccounts)
        .values({ userId: row.id, provider: 'google', subject: '1001' });
    });

    it('keeps each token hash once, and drops an account’s tokens with it', async () => {
      const [owner] = await db()
        .insert(users)
        .values(physical('tokens@example.md', '+37369000009'))
        .returning();
      if (!owner) throw new Error('no account');
      const issued = issueToken();
      await db()
        .insert(authTokens)
        .values({ userId: owner.id, tokenHash: issued.hash, expiresAt: issued.expiresAt });
      expect(
        await refusedWith(
          db()
            .insert(authTokens)
            .values({ userId: owner.id, tokenHash: issued.hash, expiresAt: issued.expiresAt }),
        ),
      ).toBe(UNIQUE);
      await db().delete(users).where(eq(users.id, owner.id));
      expect(await db().select().from(authTokens).where(eq(authTokens.userId, owner.id))).toEqual(
        [],
      );
    });
  });
}
