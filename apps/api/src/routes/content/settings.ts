import { SETTINGS_COLOR_KEYS, type globalSettingsSchema } from '@shop/core/contract';
import type { LocaleCode } from '@shop/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { shops, siteSettings } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { pick } from '../../http/locale.js';

type SettingsAnswer = z.input<typeof globalSettingsSchema>;

/**
 * How the rows of `site_settings` are read. Each value is jsonb written by the seed or an editor;
 * a row that is missing or malformed leaves its fields at the neutral value (the theme default,
 * no socials…) instead of failing the whole header.
 */
const storedSettings = {
  /** Keyed by the contract's colour names; other keys are ignored, not an error. */
  colors: z.record(z.string(), z.unknown()),
  support: z.object({ phone: z.string().nullish(), email: z.string().nullish() }),
  socials: z.array(z.object({ network: z.string(), url: z.string() })),
  payment_methods: z.array(z.string()),
  flags: z.object({ is_demo: z.boolean().nullish(), is_maintenance: z.boolean().nullish() }),
};
type StoredKey = keyof typeof storedSettings;

/** One stored setting, read with its schema; null when missing or malformed. */
export async function readSetting<Key extends StoredKey>(
  db: Database,
  key: Key,
): Promise<z.output<(typeof storedSettings)[Key]> | null> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  const parsed = storedSettings[key].safeParse(row?.value);
  return parsed.success ? (parsed.data as z.output<(typeof storedSettings)[Key]>) : null;
}

async function readSettings(db: Database) {
  const rows = await db.select().from(siteSettings);
  const values = new Map(rows.map((row) => [row.key, row.value]));
  function read<Key extends StoredKey>(key: Key): z.output<(typeof storedSettings)[Key]> | null {
    const parsed = storedSettings[key].safeParse(values.get(key));
    return parsed.success ? (parsed.data as z.output<(typeof storedSettings)[Key]>) : null;
  }
  return read;
}

/**
 * The shop addresses of the header and footer (the stored address names its town); their ids are
 * the contacts page's `mapid`.
 */
async function shopAddresses(db: Database, locale: LocaleCode) {
  const rows = await db
    .select({ id: shops.id, address: shops.address })
    .from(shops)
    .orderBy(asc(shops.position), asc(shops.id));
  return rows.map((row) => ({ id: row.id, address: pick(row.address, locale) }));
}

/**
 * GET /api/site-settings/: the 11 theme colours of §3 and the header/footer data (support phone
 * and e-mail, social links, payment methods, shop addresses, demo and maintenance switches).
 */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/site-settings/', async (request, reply) => {
    const read = await readSettings(app.db);
    const colors = read('colors') ?? {};
    const support = read('support');
    const flags = read('flags');
    const answer: SettingsAnswer = {
      ...Object.fromEntries(
        SETTINGS_COLOR_KEYS.map((key) => {
          const value = colors[key];
          return [key, typeof value === 'string' ? value : null];
        }),
      ),
      support_phone: support?.phone ?? null,
      support_email: support?.email ?? null,
      social_links: read('socials') ?? [],
      payment_methods: read('payment_methods') ?? [],
      addresses: await shopAddresses(app.db, request.locale),
      is_demo: flags?.is_demo ?? false,
      is_maintenance: flags?.is_maintenance ?? false,
    };
    publicCache(reply);
    return answer;
  });
};
