import {
  HOME_FEATURE_ICONS,
  SETTINGS_COLOR_KEYS,
  brandSlidesResponseSchema,
  categorySlidesResponseSchema,
  globalSettingsSchema,
  homeFeaturesResponseSchema,
  homeSlidesResponseSchema,
  partnerBannerSchema,
  popupsResponseSchema,
  productOfTheDaySchema,
} from '@shop/core/contract';
import { formDialogPath, PATHS, shopDay, shopDayEnd } from '@shop/core/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import {
  brands,
  categories,
  homeSlides,
  popups,
  products,
  shops,
  siteSettings,
} from '../../db/schema.js';
import { buildApp } from '../../app.js';
import { createTestApi, TEST_CONFIG, type TestApi } from '../../test/harness.js';
import {
  LOCALES,
  absolute,
  expectAbsolute,
  expectCached,
  expectNotFound,
  getParsed,
} from './content.test-helpers.js';
import { productOfTheDay } from './home.js';

/** Popups, site settings and the home sliders on one database; run by home.test.ts and home.pg.test.ts. */
export function homeSuite(driver: Driver): void {
  describe(`content: popups, site settings, home sliders (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 100 } });
    });
    afterAll(() => api.close());

    const slidesOf = (kind: 'main' | 'category' | 'brand') =>
      api.database.db
        .select()
        .from(homeSlides)
        .where(eq(homeSlides.kind, kind))
        .orderBy(asc(homeSlides.position), asc(homeSlides.id));

    describe('GET /api/popups/items', () => {
      it('answers the active popups in their chain order, with times and links', async () => {
        const stored = await api.database.db
          .select()
          .from(popups)
          .orderBy(asc(popups.position), asc(popups.id));
        const active = stored.filter((popup) => popup.active);
        expect(active.length).toBeGreaterThanOrEqual(2);

        const answer = await getParsed(api, '/api/popups/items', popupsResponseSchema);
        expect(answer.map((popup) => popup.id)).toEqual(active.map((popup) => popup.id));
        answer.forEach((popup, index) => {
          const row = active[index];
          expect(popup).toMatchObject({
            title: row?.title.ro,
            description: row?.description.ro,
            inactive_time: row?.inactiveTime,
            active_time: row?.activeTime,
          });
          expect(popup.image).toBe(row?.image ? absolute(row.image) : null);
          if (row?.link) {
            expect(popup.link).toEqual({
              title: row.link.title.ro,
              url: row.link.url,
              bg_color: row.link.bgColor,
              text_color: row.link.textColor,
            });
          } else expect(popup.link).toBeNull();
        });
        expect(answer.some((popup) => popup.link !== null)).toBe(true);
        expect(answer.some((popup) => /<\w+/.test(popup.description))).toBe(true);
      });

      it('speaks the language of Accept-Language', async () => {
        const titles = await Promise.all(
          LOCALES.map(async (locale) => {
            const [first] = await getParsed(api, '/api/popups/items', popupsResponseSchema, locale);
            return first?.title;
          }),
        );
        expect(new Set(titles).size).toBe(3);
      });
    });

    describe('GET /api/site-settings/', () => {
      it('answers the 11 colours and the header and footer data', async () => {
        const rows = await api.database.db.select().from(siteSettings);
        const stored = new Map(rows.map((row) => [row.key, row.value]));
        const settings = await getParsed(api, '/api/site-settings/', globalSettingsSchema);

        const colours = stored.get('colors') as Record<string, string>;
        for (const key of SETTINGS_COLOR_KEYS) {
          expect(settings[key], key).toMatch(/^#[0-9a-f]{3,8}$/i);
          expect(settings[key], key).toBe(colours[key]);
        }
        expect(settings.support_phone).toMatch(/^\+373/);
        expect(settings.support_email).toMatch(/@/);
        expect(settings.social_links.length).toBeGreaterThan(0);
        for (const link of settings.social_links) expect(link.url).toMatch(/^https:\/\//);
        expect(settings.payment_methods).toEqual(expect.arrayContaining(['mastercard', 'visa']));
        // The bottom bar's live chat, and the demo switch the seeded demo shop has on.
        expect(settings.live_chat_url).toBe(
          (stored.get('support') as { live_chat_url: string }).live_chat_url,
        );
        expect(settings.live_chat_url).toMatch(/^https:\/\/t\.me\/\w+$/);
        expect(settings.is_demo).toBe(true);
        expect(settings.is_maintenance).toBe(false);

        const shopRows = await api.database.db
          .select()
          .from(shops)
          .orderBy(asc(shops.position), asc(shops.id));
        expect(settings.addresses).toEqual(
          shopRows.map((shop) => ({ id: shop.id, address: shop.address.ro })),
        );
      });

      it('gives the shop addresses in the language asked for', async () => {
        const [ro, ru] = await Promise.all(
          (['ro', 'ru'] as const).map((locale) =>
            getParsed(api, '/api/site-settings/', globalSettingsSchema, locale),
          ),
        );
        expect(ro?.addresses.map((a) => a.id)).toEqual(ru?.addresses.map((a) => a.id));
        expect(ro?.addresses[0]?.address).not.toBe(ru?.addresses[0]?.address);
        expect(ro?.main_color).toBe(ru?.main_color);
      });

      it('names the shop in the language asked for, as its editors stored it', async () => {
        const [row] = await api.database.db
          .select()
          .from(siteSettings)
          .where(eq(siteSettings.key, 'shop_name'));
        expect(row?.value).toEqual({ ro: 'CasaPlus', en: 'CasaPlus', ru: 'CasaPlus' });
        const named = { ro: 'CasaPlus', en: 'CasaPlus Home', ru: 'КасаПлюс' };
        await api.database.db
          .update(siteSettings)
          .set({ value: named })
          .where(eq(siteSettings.key, 'shop_name'));
        try {
          const names = await Promise.all(
            (['ro', 'en', 'ru'] as const).map(
              async (locale) =>
                (await getParsed(api, '/api/site-settings/', globalSettingsSchema, locale))
                  .shop_name,
            ),
          );
          expect(names).toEqual(['CasaPlus', 'CasaPlus Home', 'КасаПлюс']);
          // None stored: no name (the storefront falls back to its catalogue's).
          await api.database.db.delete(siteSettings).where(eq(siteSettings.key, 'shop_name'));
          const none = await getParsed(api, '/api/site-settings/', globalSettingsSchema, 'en');
          expect(none.shop_name).toBeNull();
        } finally {
          await api.database.db
            .insert(siteSettings)
            .values({ key: 'shop_name', value: row?.value ?? named })
            .onConflictDoUpdate({ target: siteSettings.key, set: { value: row?.value ?? named } });
        }
      });
    });

    it('DEMO_MODE overrides the stored demo switch either way; unset, the switch decides', async () => {
      const demoOf = async (demoMode: boolean | undefined) => {
        const app = await buildApp({
          database: api.database,
          config: { ...TEST_CONFIG, demoMode },
          logger: false,
        });
        try {
          const response = await app.inject({ method: 'GET', url: '/api/site-settings/' });
          expect(response.statusCode).toBe(200);
          return globalSettingsSchema.parse(response.json()).is_demo;
        } finally {
          await app.close();
        }
      };
      expect(await demoOf(false)).toBe(false);
      expect(await demoOf(true)).toBe(true);
      expect(await demoOf(undefined)).toBe(true);
      const [flags] = await api.database.db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.key, 'flags'));
      await api.database.db
        .update(siteSettings)
        .set({ value: { is_demo: false, is_maintenance: false } })
        .where(eq(siteSettings.key, 'flags'));
      try {
        expect(await demoOf(undefined)).toBe(false);
        expect(await demoOf(true)).toBe(true);
      } finally {
        await api.database.db
          .update(siteSettings)
          .set({ value: flags?.value })
          .where(eq(siteSettings.key, 'flags'));
      }
    });

    it('a stored chat link that is not an http(s) address is not answered', async () => {
      const [support] = await api.database.db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.key, 'support'));
      const stored = support?.value as Record<string, unknown>;
      try {
        for (const live_chat_url of ['javascript:alert(1)', '', null]) {
          await api.database.db
            .update(siteSettings)
            .set({ value: { ...stored, live_chat_url } })
            .where(eq(siteSettings.key, 'support'));
          const settings = await getParsed(api, '/api/site-settings/', globalSettingsSchema);
          expect(settings.live_chat_url, String(live_chat_url)).toBeNull();
          expect(settings.support_phone).toBe(stored.phone);
        }
      } finally {
        await api.database.db
          .update(siteSettings)
          .set({ value: stored })
          .where(eq(siteSettings.key, 'support'));
      }
    });

    it('a malformed settings row leaves its fields neutral, not the whole answer broken', async () => {
      const [socials] = await api.database.db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.key, 'socials'));
      await api.database.db
        .update(siteSettings)
        .set({ value: 'not a list' })
        .where(eq(siteSettings.key, 'socials'));
      try {
        const settings = await getParsed(api, '/api/site-settings/', globalSettingsSchema);
        expect(settings.social_links).toEqual([]);
        expect(settings.main_color).not.toBeNull();
        expect(settings.payment_methods.length).toBeGreaterThan(0);
      } finally {
        await api.database.db
          .update(siteSettings)
          .set({ value: socials?.value })
          .where(eq(siteSettings.key, 'socials'));
      }
    });

    describe('home sliders', () => {
      it('GET /api/homepage/home-page-slider/ answers the main slides in order', async () => {
        const stored = await slidesOf('main');
        expect(stored.length).toBeGreaterThan(0);
        const slides = await getParsed(
          api,
          '/api/homepage/home-page-slider/',
          homeSlidesResponseSchema,
        );
        expect(slides.map((slide) => slide.id)).toEqual(stored.map((slide) => slide.id));
        slides.forEach((slide, index) => {
          const row = stored[index];
          expect(slide.title).toBe(row?.title.ro);
          expect(slide.image).toBe(row ? absolute(row.image) : null);
          expectAbsolute(slide.image, slide.image_mobile);
          expect(slide.image_mobile).not.toBeNull();
        });
      });

      it('GET /api/homepage/slider-category-for-home-page/ answers category cards', async () => {
        const stored = await api.database.db
          .select({ slide: homeSlides, category: categories })
          .from(homeSlides)
          .innerJoin(categories, eq(categories.id, homeSlides.categoryId))
          .where(eq(homeSlides.kind, 'category'))
          .orderBy(asc(homeSlides.position), asc(homeSlides.id));
        expect(stored.length).toBeGreaterThan(0);
        const cards = await getParsed(
          api,
          '/api/homepage/slider-category-for-home-page/',
          categorySlidesResponseSchema,
        );
        expect(cards.map((card) => card.slug)).toEqual(stored.map((row) => row.category.slug));
        expect(cards.map((card) => card.id)).toEqual(stored.map((row) => row.category.id));
        for (const card of cards) expectAbsolute(card.image);
      });

      it('GET /api/homepage/slider-brands-for-home-page/ answers partner brands', async () => {
        const stored = await api.database.db
          .select({ slide: homeSlides, brand: brands })
          .from(homeSlides)
          .innerJoin(brands, eq(brands.id, homeSlides.brandId))
          .where(eq(homeSlides.kind, 'brand'))
          .orderBy(asc(homeSlides.position), asc(homeSlides.id));
        expect(stored.length).toBeGreaterThan(0);
        const logos = await getParsed(
          api,
          '/api/homepage/slider-brands-for-home-page/',
          brandSlidesResponseSchema,
        );
        expect(logos.map((logo) => logo.name)).toEqual(stored.map((row) => row.brand.name));
        for (const logo of logos) {
          expectAbsolute(logo.image);
          expect(logo.url).toMatch(/^\/|^https?:\/\//);
        }
      });

      it('slide and card texts follow Accept-Language', async () => {
        const titles = await Promise.all(
          LOCALES.map(async (locale) => {
            const [slide] = await getParsed(
              api,
              '/api/homepage/home-page-slider/',
              homeSlidesResponseSchema,
              locale,
            );
            const [card] = await getParsed(
              api,
              '/api/homepage/slider-category-for-home-page/',
              categorySlidesResponseSchema,
              locale,
            );
            return `${slide?.title} / ${card?.name}`;
          }),
        );
        expect(new Set(titles).size).toBe(3);
      });
    });

    /** Runs `check` with the site setting `key` replaced by `value` (null: removed). */
    async function withSetting(key: string, value: unknown, check: () => Promise<void>) {
      const [row] = await api.database.db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.key, key));
      if (value === null)
        await api.database.db.delete(siteSettings).where(eq(siteSettings.key, key));
      else
        await api.database.db.update(siteSettings).set({ value }).where(eq(siteSettings.key, key));
      try {
        await check();
      } finally {
        if (row) {
          await api.database.db
            .insert(siteSettings)
            .values(row)
            .onConflictDoUpdate({ target: siteSettings.key, set: { value: row.value } });
        }
      }
    }

    describe('GET /api/homepage/product-of-the-day/', () => {
      const url = '/api/homepage/product-of-the-day/';
      const rotation = async () => {
        const [row] = await api.database.db
          .select()
          .from(siteSettings)
          .where(eq(siteSettings.key, 'product_of_the_day'));
        return (row?.value as { product_ids: number[] }).product_ids;
      };

      it("answers today's product of the seeded rotation and the next midnight in Chișinău", async () => {
        const ids = await rotation();
        expect(ids.length).toBeGreaterThan(1);
        const before = new Date();
        const answer = await getParsed(api, url, productOfTheDaySchema);
        const after = new Date();
        // The seed rotates discounted products in stock; today's follows the shop's day.
        const stored = await api.database.db
          .select({ id: products.id, balance: products.balance })
          .from(products)
          .where(inArray(products.id, ids));
        const inStock = (id: number) => (stored.find((row) => row.id === id)?.balance ?? 0) > 0;
        const expected = [before, after].map((moment) => ({
          id: productOfTheDay(ids, shopDay(moment), inStock),
          endsAt: shopDayEnd(moment).toISOString(),
        }));
        expect(expected).toContainEqual({ id: answer.product.id, endsAt: answer.ends_at });
        expect(answer.product.is_promotion).toBe(true);
        expect(answer.product.balance).toBeGreaterThan(0);
        expectAbsolute(answer.product.image);
        // Never over: the day it names ends after now, within a day and an hour.
        const left = Date.parse(answer.ends_at) - Date.now();
        expect(left).toBeGreaterThan(0);
        expect(left).toBeLessThanOrEqual(25 * 3600_000);
      });

      it('names the product in the language asked for, and is never kept past midnight', async () => {
        const names = await Promise.all(
          LOCALES.map(
            async (locale) =>
              (await getParsed(api, url, productOfTheDaySchema, locale)).product.name,
          ),
        );
        expect(new Set(names).size).toBe(3);
        const response = await api.app.inject({ method: 'GET', url });
        const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]);
        expect(maxAge).toBeGreaterThan(0);
        expect(maxAge).toBeLessThanOrEqual(60);
        expect(response.headers['cache-control']).not.toMatch(/stale/);
      });

      it('passes a product that is out of stock or gone on to the next one', async () => {
        const ids = await rotation();
        const today = productOfTheDay(ids, shopDay(new Date()), () => true);
        const next = ids[(ids.indexOf(today ?? 0) + 1) % ids.length];
        await withSetting('product_of_the_day', { product_ids: [999_999, ...ids] }, async () => {
          // 999999 does not exist: the rotation is the seeded one, shifted by nothing.
          const answer = await getParsed(api, url, productOfTheDaySchema);
          expect(ids).toContain(answer.product.id);
        });
        const [row] = await api.database.db
          .select()
          .from(products)
          .where(eq(products.id, today ?? 0));
        await api.database.db
          .update(products)
          .set({ balance: 0 })
          .where(eq(products.id, today ?? 0));
        try {
          const answer = await getParsed(api, url, productOfTheDaySchema);
          expect(answer.product.id).toBe(next);
        } finally {
          await api.database.db
            .update(products)
            .set({ balance: row?.balance ?? 1 })
            .where(eq(products.id, today ?? 0));
        }
      });

      it('answers 404 on a day without one: no rotation, an empty or a malformed one', async () => {
        await withSetting('product_of_the_day', null, () => expectNotFound(api, url));
        await withSetting('product_of_the_day', { product_ids: [] }, () =>
          expectNotFound(api, url),
        );
        await withSetting('product_of_the_day', { product_ids: 'every day' }, () =>
          expectNotFound(api, url),
        );
      });
    });

    describe('GET /api/homepage/features/', () => {
      const url = '/api/homepage/features/';

      it('answers the four features with a known icon, a title and a text, in order', async () => {
        const features = await getParsed(api, url, homeFeaturesResponseSchema);
        expect(features.map((feature) => feature.id)).toEqual([1, 2, 3, 4]);
        expect(features.map((feature) => feature.icon)).toEqual([
          'delivery',
          'returns',
          'payment',
          'support',
        ]);
        for (const feature of features) {
          expect(HOME_FEATURE_ICONS).toContain(feature.icon);
          expect(feature.title).not.toBe('');
          expect(feature.text).not.toBe('');
          if (feature.url !== null) expect(feature.url).toMatch(/^\/pages\//);
        }
      });

      it('speaks the language asked for', async () => {
        const titles = await Promise.all(
          LOCALES.map(
            async (locale) =>
              (await getParsed(api, url, homeFeaturesResponseSchema, locale))[0]?.title,
          ),
        );
        expect(titles).toEqual(['Livrare gratuită', 'Free delivery', 'Бесплатная доставка']);
      });

      it('answers an empty list when the shop has none or the setting is malformed', async () => {
        await withSetting('home_features', null, async () => {
          expect(await getParsed(api, url, homeFeaturesResponseSchema)).toEqual([]);
        });
        await withSetting('home_features', [{ icon: 'delivery' }], async () => {
          expect(await getParsed(api, url, homeFeaturesResponseSchema)).toEqual([]);
        });
      });
    });

    describe('GET /api/homepage/partner-banner/', () => {
      const url = '/api/homepage/partner-banner/';

      it('invites partners, with a picture and a button to the dealer application', async () => {
        const banners = await Promise.all(
          LOCALES.map((locale) => getParsed(api, url, partnerBannerSchema, locale)),
        );
        expect(banners.map((banner) => banner.title)).toEqual([
          'Deveniți partenerul CasaPlus',
          'Become a CasaPlus partner',
          'Станьте партнёром CasaPlus',
        ]);
        for (const banner of banners) {
          expect(banner.url).toBe(formDialogPath('partner'));
          expect(banner.text).not.toBe('');
          expect(banner.button_text).not.toBeNull();
          expect(banner.image).toBe(absolute('/media/banners/partners.svg'));
        }
      });

      it('leads to the dealer application when the editors gave no address', async () => {
        await withSetting(
          'partner_banner',
          {
            title: { ro: 'Parteneri', en: 'Partners', ru: 'Партнёры' },
            text: { ro: '', en: '', ru: '' },
          },
          async () => {
            const banner = await getParsed(api, url, partnerBannerSchema, 'en');
            expect(banner).toEqual({
              title: 'Partners',
              text: '',
              image: null,
              button_text: null,
              url: PATHS.dealers,
            });
          },
        );
      });

      it('answers 404 when the shop has none', async () => {
        await withSetting('partner_banner', null, () => expectNotFound(api, url));
      });
    });

    it.each([
      '/api/homepage/product-of-the-day/',
      '/api/homepage/features/',
      '/api/homepage/partner-banner/',
      '/api/popups/items',
      '/api/site-settings/',
      '/api/homepage/home-page-slider/',
      '/api/homepage/slider-category-for-home-page/',
      '/api/homepage/slider-brands-for-home-page/',
    ])('%s is publicly cacheable and revalidates with 304', async (url) => {
      await expectCached(api, url);
    });
  });
}
