import { SETTINGS_COLOR_KEYS, type globalSettingsSchema } from '@shop/core/contract';
import type { LocaleCode } from '@shop/core/rules';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { readSettings } from '../../content/settings.js';
import type { Database } from '../../db/client.js';
import { shops } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { pick } from '../../http/locale.js';

type SettingsAnswer = z.input<typeof globalSettingsSchema>;

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
 * GET /api/site-settings/: the 11 theme colours of §3, the shop's name in the request's language,
 * and the header/footer data (support phone
 * and e-mail, live chat, social links, payment methods, shop addresses, demo and maintenance
 * switches). DEMO_MODE, when set, overrides the stored demo switch (config.ts).
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
      shop_name: pick(read('shop_name'), request.locale) || null,
      support_phone: support?.phone ?? null,
      support_email: support?.email ?? null,
      live_chat_url: support?.live_chat_url ?? null,
      social_links: read('socials') ?? [],
      payment_methods: read('payment_methods') ?? [],
      addresses: await shopAddresses(app.db, request.locale),
      is_demo: app.config.demoMode ?? flags?.is_demo ?? false,
      is_maintenance: flags?.is_maintenance ?? false,
    };
    publicCache(reply);
    return answer;
  });
};
