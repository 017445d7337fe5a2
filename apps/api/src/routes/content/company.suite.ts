import {
  adminContactsResponseSchema,
  clientLinksResponseSchema,
  footerPageSchema,
  requisitesResponseSchema,
  shopContactsResponseSchema,
  shopPageSchema,
  shopSchema,
  vacanciesResponseSchema,
} from '@shop/core/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { adminContacts, footerPages, requisites, shops, vacancies } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  LOCALES,
  absolute,
  expectAbsolute,
  expectBadRequest,
  expectCached,
  expectNotFound,
  getParsed,
  readAllPages,
} from './content.test-helpers.js';
import { PAGE_SIZE } from './shared.js';

/**
 * Careers, footer pages, contacts and shops on one database; run by company.test.ts and
 * company.pg.test.ts.
 */
export function companySuite(driver: Driver): void {
  describe(`content: careers, footer pages, contacts, shops (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 100 } });
    });
    afterAll(() => api.close());

    const storedShops = () =>
      api.database.db.select().from(shops).orderBy(asc(shops.position), asc(shops.id));

    describe('GET /api/customer/vacancies/', () => {
      it('answers the open vacancies in order, with their letter and town', async () => {
        const stored = await api.database.db
          .select()
          .from(vacancies)
          .orderBy(asc(vacancies.position), asc(vacancies.id));
        const open = stored.filter((vacancy) => vacancy.active);
        expect(open.length).toBeGreaterThan(0);
        const cards = await getParsed(api, '/api/customer/vacancies/', vacanciesResponseSchema);
        expect(cards.map((card) => card.id)).toEqual(open.map((vacancy) => vacancy.id));
        cards.forEach((card, index) => {
          const row = open[index];
          expect(card).toMatchObject({
            title: row?.title.ro,
            text: row?.text.ro,
            city: row?.city.ro,
            letter: row?.title.ro.charAt(0).toUpperCase(),
          });
        });
      });

      it('answers each text as safe HTML: its list stays, a script or handler goes', async () => {
        const [first] = await api.database.db
          .select()
          .from(vacancies)
          .where(eq(vacancies.active, true))
          .orderBy(asc(vacancies.position), asc(vacancies.id))
          .limit(1);
        if (!first) throw new Error('no open vacancy is seeded');
        const text = {
          ro: '<ul><li onclick="steal()">Ture</li></ul><script>steal()</script><h1>Apply</h1>',
          en: '<ul><li>Shifts</li></ul><a href="javascript:steal()">CV</a>',
          ru: '<ol><li>Смены</li></ol><img src="https://example.md/a.png" onerror="steal()">',
        };
        await api.database.db.update(vacancies).set({ text }).where(eq(vacancies.id, first.id));
        try {
          const answers = await Promise.all(
            LOCALES.map(async (locale) => {
              const cards = await getParsed(
                api,
                '/api/customer/vacancies/',
                vacanciesResponseSchema,
                locale,
              );
              return cards.find((card) => card.id === first.id)?.text;
            }),
          );
          expect(answers).toEqual([
            '<ul><li>Ture</li></ul><h2>Apply</h2>',
            '<ul><li>Shifts</li></ul><a>CV</a>',
            '<ol><li>Смены</li></ol><img src="https://example.md/a.png" />',
          ]);
        } finally {
          await api.database.db
            .update(vacancies)
            .set({ text: first.text })
            .where(eq(vacancies.id, first.id));
        }
      });

      it('speaks the language of Accept-Language', async () => {
        const titles = await Promise.all(
          LOCALES.map(async (locale) => {
            const [card] = await getParsed(
              api,
              '/api/customer/vacancies/',
              vacanciesResponseSchema,
              locale,
            );
            return card?.title;
          }),
        );
        expect(new Set(titles).size).toBe(3);
      });
    });

    describe('footer pages', () => {
      it('GET /api/customer/footer-pages/ answers the client-service links in order', async () => {
        const stored = await api.database.db
          .select()
          .from(footerPages)
          .where(eq(footerPages.group, 'client_service'))
          .orderBy(asc(footerPages.position), asc(footerPages.id));
        const links = await getParsed(
          api,
          '/api/customer/footer-pages/',
          clientLinksResponseSchema,
        );
        expect(links).toEqual(
          stored.map((page) => ({ id: page.id, slug: page.slug, title: page.title.ro })),
        );
        expect(links.map((link) => link.slug)).toEqual(
          expect.arrayContaining(['garantie-retur', 'return', 'terms', 'regulamente']),
        );
      });

      it('GET /api/customer/footer-pages/{slug} answers a page body in each language', async () => {
        const [stored] = await api.database.db
          .select()
          .from(footerPages)
          .where(eq(footerPages.slug, 'garantie-retur'));
        if (!stored) throw new Error('garantie-retur is not seeded');
        for (const locale of LOCALES) {
          const page = await getParsed(
            api,
            '/api/customer/footer-pages/garantie-retur',
            footerPageSchema,
            locale,
          );
          expect(page).toEqual({
            id: stored.id,
            slug: 'garantie-retur',
            title: stored.title[locale],
            // Made safe on the way out: the text's h1 is an h2 (the page has its own h1).
            content: stored.body[locale].replaceAll(/<(\/?)h1>/g, '<$1h2>'),
          });
        }
        expect(new Set(LOCALES.map((locale) => stored.title[locale])).size).toBe(3);
        await expectNotFound(api, '/api/customer/footer-pages/no-such-page');
      });
    });

    describe('contacts', () => {
      it('GET /api/contacts/requisites/ answers the label/value lines in order', async () => {
        const stored = await api.database.db
          .select()
          .from(requisites)
          .orderBy(asc(requisites.position), asc(requisites.id));
        expect(stored.length).toBeGreaterThan(0);
        for (const locale of LOCALES) {
          const lines = await getParsed(
            api,
            '/api/contacts/requisites/',
            requisitesResponseSchema,
            locale,
          );
          expect(lines).toEqual(
            stored.map((row) => ({ id: row.id, title: row.title[locale], value: row.value })),
          );
        }
      });

      it('GET /api/contacts/admin-contacts/ answers the administration block', async () => {
        const stored = await api.database.db
          .select()
          .from(adminContacts)
          .orderBy(asc(adminContacts.sort), asc(adminContacts.id));
        expect(stored.length).toBeGreaterThan(0);
        for (const locale of LOCALES) {
          const people = await getParsed(
            api,
            '/api/contacts/admin-contacts/',
            adminContactsResponseSchema,
            locale,
          );
          expect(people).toEqual(
            stored.map((row) => ({
              id: row.id,
              name: row.name[locale],
              position: row.position[locale],
              phone: row.phone,
              email: row.email,
            })),
          );
        }
      });

      it('GET /api/contacts/addresses/ answers one accordion entry per shop', async () => {
        const stored = await storedShops();
        expect(stored.length).toBeGreaterThanOrEqual(6);
        expect(new Set(stored.map((shop) => shop.city.ro)).size).toBeGreaterThan(1);
        const entries = await getParsed(
          api,
          '/api/contacts/addresses/',
          shopContactsResponseSchema,
        );
        expect(entries.map((entry) => entry.id)).toEqual(stored.map((shop) => shop.id));
        entries.forEach((entry, index) => {
          const row = stored[index];
          expect(entry).toMatchObject({
            city: row?.city.ro,
            location: row?.address.ro,
            type: row?.type.ro,
            phone: row?.phones[0] ?? null,
            email: row?.email,
            schedule: row?.schedule.ro,
            latitude: Number(row?.latitude),
            longitude: Number(row?.longitude),
          });
          expect(entry.map_url).toMatch(
            /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
          );
        });
        const ru = await getParsed(
          api,
          '/api/contacts/addresses/',
          shopContactsResponseSchema,
          'ru',
        );
        expect(ru[0]?.city).toBe(stored[0]?.city.ru);
        expect(ru[0]?.schedule).toBe(stored[0]?.schedule.ru);
      });
    });

    describe('shops', () => {
      it('GET /api/pages/shops/?page pages through the shop cards', async () => {
        const stored = await storedShops();
        const all = await readAllPages(
          api,
          (page) => `/api/pages/shops/?page=${page}`,
          shopPageSchema,
        );
        expect(all.total).toBe(stored.length);
        expect(all.pages).toBe(Math.ceil(stored.length / PAGE_SIZE.shops));
        expect(all.items.map((shop) => shop.slug)).toEqual(stored.map((shop) => shop.slug));
        all.items.forEach((card, index) => {
          const row = stored[index];
          expect(card).toMatchObject({
            title: row?.title.ro,
            text: row?.text.ro,
            numbers: row?.phones,
            video: null,
            images: [],
            latitude: Number(row?.latitude),
          });
          expect(card.address).toBe(row?.address.ro);
          expect(card.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expectAbsolute(card.image);
        });
      });

      it('GET /api/pages/shops/{slug} answers the shop page with video, images and map', async () => {
        const stored = await storedShops();
        const row = stored.find((shop) => shop.video !== null && shop.images.length > 0);
        if (!row) throw new Error('no shop with a video and images seeded');
        const page = await getParsed(api, `/api/pages/shops/${row.slug}`, shopSchema);
        expect(page).toMatchObject({
          id: row.id,
          title: row.title.ro,
          images: row.images.map(absolute),
          latitude: Number(row.latitude),
          longitude: Number(row.longitude),
        });
        expect(page.video).toBe(row.video && absolute(row.video));
        expect(page.video_cover).toBe(row.image && absolute(row.image));
        expect(page.slider.length).toBeGreaterThanOrEqual(page.images.length);
        for (const url of [...page.images, ...page.slider]) expectAbsolute(url);

        const titles = await Promise.all(
          LOCALES.map(
            async (locale) =>
              (await getParsed(api, `/api/pages/shops/${row.slug}`, shopSchema, locale)).title,
          ),
        );
        expect(titles).toEqual(LOCALES.map((locale) => row.title[locale]));
      });

      it("sends a shop's text as safe HTML (an editor's script never reaches the page)", async () => {
        const [row] = await storedShops();
        if (!row) throw new Error('no shop seeded');
        const text = { ...row.text, ro: '<p>Deschis zilnic</p><script>alert(1)</script>' };
        await api.database.db.update(shops).set({ text }).where(eq(shops.id, row.id));
        try {
          const page = await getParsed(api, `/api/pages/shops/${row.slug}`, shopSchema);
          expect(page.text).toBe('<p>Deschis zilnic</p>');
        } finally {
          await api.database.db.update(shops).set({ text: row.text }).where(eq(shops.id, row.id));
        }
      });

      it('an unknown shop is a 404; a malformed page a 400', async () => {
        await expectNotFound(api, '/api/pages/shops/no-such-shop');
        await expectBadRequest(api, '/api/pages/shops/?page=abc');
      });
    });

    it('every call is publicly cacheable and revalidates with 304', async () => {
      const [shop] = await storedShops();
      for (const url of [
        '/api/customer/vacancies/',
        '/api/customer/footer-pages/',
        '/api/customer/footer-pages/terms',
        '/api/contacts/requisites/',
        '/api/contacts/admin-contacts/',
        '/api/contacts/addresses/',
        '/api/pages/shops/?page=1',
        `/api/pages/shops/${shop?.slug}`,
      ]) {
        await expectCached(api, url);
      }
    });
  });
}
