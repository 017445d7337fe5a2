import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { LocaleCode } from '@shop/core/rules';
import type { Database } from '../db/client.js';
import { siteSettings } from '../db/schema.js';
import { pick } from '../http/locale.js';

/**
 * How the rows of `site_settings` are read. Each value is jsonb written by the seed or an editor;
 * a row that is missing or malformed leaves its fields at the neutral value (the theme default,
 * no socials…) instead of failing the whole header. The settings route answers them and the
 * forms read the support address from them, so both read through here.
 */
/** A text in the three languages, as the editors store it. */
const localizedText = z.object({ ro: z.string(), en: z.string(), ru: z.string() });

const storedSettings = {
  /** Keyed by the contract's colour names; other keys are ignored, not an error. */
  colors: z.record(z.string(), z.unknown()),
  /** Support contacts; `live_chat_url` is the bottom bar's chat (the contract keeps http(s) only). */
  support: z.object({
    phone: z.string().nullish(),
    email: z.string().nullish(),
    live_chat_url: z.string().nullish(),
  }),
  socials: z.array(z.object({ network: z.string(), url: z.string() })),
  payment_methods: z.array(z.string()),
  flags: z.object({ is_demo: z.boolean().nullish(), is_maintenance: z.boolean().nullish() }),
  /**
   * The shop's name in each language (the logo, page titles, og:site_name, JSON-LD, e-mails);
   * migration 0014 copied it from `company.name` into databases seeded before it existed.
   */
  shop_name: localizedText,
  /**
   * The home page's product of the day: the products it rotates through, one a shop day, in
   * this order (routes/content/home.ts).
   */
  product_of_the_day: z.object({ product_ids: z.array(z.number().int().positive()) }),
  /** The home page's features block: an icon key, a title and a text each, in order. */
  home_features: z.array(
    z.object({
      icon: z.string(),
      title: localizedText,
      text: localizedText,
      url: z.string().nullish(),
    }),
  ),
  /** The home page's partner banner (the invitation to become a dealer). */
  partner_banner: z.object({
    title: localizedText,
    text: localizedText,
    image: z.string().nullish(),
    button_text: localizedText.nullish(),
    url: z.string().nullish(),
  }),
};
export type StoredSettingKey = keyof typeof storedSettings;
export type StoredSetting<Key extends StoredSettingKey> = z.output<(typeof storedSettings)[Key]>;

function parseSetting<Key extends StoredSettingKey>(
  key: Key,
  value: unknown,
): StoredSetting<Key> | null {
  const parsed = storedSettings[key].safeParse(value);
  return parsed.success ? (parsed.data as StoredSetting<Key>) : null;
}

/** One stored setting, read with its schema; null when missing or malformed. */
export async function readSetting<Key extends StoredSettingKey>(
  db: Database,
  key: Key,
): Promise<StoredSetting<Key> | null> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return parseSetting(key, row?.value);
}

/** Every stored setting in one read: a reader of each, null when missing or malformed. */
export async function readSettings(
  db: Database,
): Promise<<Key extends StoredSettingKey>(key: Key) => StoredSetting<Key> | null> {
  const rows = await db.select().from(siteSettings);
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return (key) => parseSetting(key, values.get(key));
}

/**
 * The shop's name in a language, as the settings give it (`shop_name`); `fallback` (SHOP_NAME, or
 * the storefront's host) when an editor has set none. E-mails and texts sign with it.
 */
export async function shopNameIn(
  db: Database,
  locale: LocaleCode,
  fallback: string,
): Promise<string> {
  const names = await readSetting(db, 'shop_name');
  return (names && pick(names, locale).trim()) || fallback;
}
