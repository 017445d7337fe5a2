import {
  aboutPageSchema,
  dealersPageSchema,
  deliveryPageSchema,
  faqPageSchema,
  fidelityPageSchema,
} from '@shop/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { homeSlides, siteSettings } from '../../db/schema.js';
import { DELIVERY } from '../../seed/content.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  LOCALES,
  absolute,
  expectAbsolute,
  expectCached,
  expectNotFound,
  getParsed,
} from './content.test-helpers.js';

type Text = { ro: string; en: string; ru: string };

/** The info pages (about, delivery, FAQ, fidelity, dealers) on one database; run by pages.test.ts and .pg.test.ts. */
export function pagesSuite(driver: Driver): void {
  describe(`content: info pages (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 10 } });
    });
    afterAll(() => api.close());

    const stored = async <Value>(key: string): Promise<Value> => {
      const [row] = await api.database.db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.key, key));
      if (!row) throw new Error(`no ${key} seeded`);
      return row.value as Value;
    };

    /** Removes the setting `key` while `run` runs, then puts it back. */
    const without = async (key: string, run: () => Promise<void>) => {
      const value = await stored<unknown>(key);
      await api.database.db.delete(siteSettings).where(eq(siteSettings.key, key));
      try {
        await run();
      } finally {
        await api.database.db.insert(siteSettings).values({ key, value });
      }
    };

    describe('GET /api/pages/about/', () => {
      const url = '/api/pages/about/';
      it('answers the stored page in each language', async () => {
        const about = await stored<{
          title: Text;
          description: Text;
          quote: Text;
          quote_author: Text;
          statistics: { value: string; label: Text }[];
          milestones: { year: number; text: Text }[];
          carousel: string[];
          team: { name: string; position: Text; image: string }[];
        }>('about');
        const quotes = new Set<string>();
        for (const locale of LOCALES) {
          const page = await getParsed(api, url, aboutPageSchema, locale);
          expect(page.title).toBe(about.title[locale]);
          expect(page.seo?.title).toBe(about.title[locale]);
          expect(page.seo?.description).toBe(about.description[locale]);
          expect(page.quote).toBe(about.quote[locale]);
          expect(page.quote_author).toBe(about.quote_author[locale]);
          expect(page.statistics).toEqual(
            about.statistics.map((item) => ({ value: item.value, label: item.label[locale] })),
          );
          expect(page.milestones).toEqual(
            about.milestones.map((item) => ({ year: item.year, text: item.text[locale] })),
          );
          expect(page.carousel).toEqual(about.carousel.map(absolute));
          expect(page.team).toEqual(
            about.team.map((member) => ({
              name: member.name,
              position: member.position[locale],
              image: absolute(member.image),
            })),
          );
          quotes.add(page.quote);
        }
        expect(quotes.size).toBe(3);
      });
      it('is cached publicly per language', () => expectCached(api, url));
      it('answers 404 when the page is missing', () =>
        without('about', () => expectNotFound(api, url)));
    });

    describe('GET /api/pages/delivery/', () => {
      const url = '/api/pages/delivery/';
      it('answers banner, three items, a four-column table and informers in each language', async () => {
        const delivery = await stored<{
          title: Text;
          table: { columns: Text[]; rows: Text[][] };
          informers: Text[];
        }>('delivery_page');
        const titles = new Set<string>();
        for (const locale of LOCALES) {
          const page = await getParsed(api, url, deliveryPageSchema, locale);
          expect(page.title).toBe(delivery.title[locale]);
          expect(page.seo?.description).toBeTruthy();
          expectAbsolute(page.banner);
          expect(page.banner).not.toBeNull();
          expect(page.items).toHaveLength(3);
          for (const item of page.items) expect(item.icon).not.toBe('');
          expect(page.table.columns).toEqual(delivery.table.columns.map((c) => c[locale]));
          expect(page.table.columns).toHaveLength(4);
          for (const row of page.table.rows) expect(row).toHaveLength(4);
          expect(page.table.rows).toEqual(
            delivery.table.rows.map((row) => row.map((cell) => cell[locale])),
          );
          expect(page.informers).toEqual(delivery.informers.map((text) => text[locale]));
          titles.add(page.title);
        }
        expect(titles.size).toBe(3);
      });
      it('is cached publicly per language', () => expectCached(api, url));
      it('answers 404 when the page is missing', () =>
        without('delivery_page', () => expectNotFound(api, url)));
    });

    describe('GET /api/pages/faq/', () => {
      const url = '/api/pages/faq/';
      it('answers at least 5 groups and 20 questions, the same ids in each language', async () => {
        const pages = await Promise.all(
          LOCALES.map((locale) => getParsed(api, url, faqPageSchema, locale)),
        );
        const [ro, en, ru] = pages;
        if (!ro || !en || !ru) throw new Error('no page');
        expect(ro.groups.length).toBeGreaterThanOrEqual(5);
        expect(ro.groups.flatMap((group) => group.items).length).toBeGreaterThanOrEqual(20);
        const ids = (page: typeof ro) =>
          page.groups.map((group) => [group.id, group.items.map((item) => item.id)]);
        expect(ids(en)).toEqual(ids(ro));
        expect(ids(ru)).toEqual(ids(ro));
        expect(new Set(pages.map((page) => page.groups[0]?.items[0]?.question)).size).toBe(3);
        const allIds = ro.groups.flatMap((group) => group.items.map((item) => item.id));
        expect(new Set(allIds).size).toBe(allIds.length);
        expect(ro.seo?.title).toBe(ro.title);
      });
      it('quotes the delivery figures of the settings', async () => {
        const settings = await stored<{ free_delivery_threshold: string; shipping_fee: string }>(
          'delivery',
        );
        expect(Number(settings.free_delivery_threshold)).toBe(DELIVERY.freeFrom);
        expect(Number(settings.shipping_fee)).toBe(DELIVERY.fee);
        const page = await getParsed(api, url, faqPageSchema, 'en');
        const answers = page.groups.flatMap((group) => group.items.map((item) => item.answer));
        expect(answers.some((answer) => answer.includes(`${DELIVERY.freeFrom} lei`))).toBe(true);
        expect(answers.some((answer) => answer.includes(`${DELIVERY.fee} lei`))).toBe(true);
      });
      it('sanitises the answers', async () => {
        const faq = await stored<
          Record<string, unknown> & { groups: { items: { answer: Text }[] }[] }
        >('faq_page');
        const first = faq.groups[0]?.items[0];
        if (!first) throw new Error('no question seeded');
        const original = first.answer;
        first.answer = { ...original, ro: '<p>Da<script>alert(1)</script></p>' };
        await api.database.db
          .update(siteSettings)
          .set({ value: faq })
          .where(eq(siteSettings.key, 'faq_page'));
        try {
          const page = await getParsed(api, url, faqPageSchema, 'ro');
          expect(page.groups[0]?.items[0]?.answer).toBe('<p>Da</p>');
        } finally {
          first.answer = original;
          await api.database.db
            .update(siteSettings)
            .set({ value: faq })
            .where(eq(siteSettings.key, 'faq_page'));
        }
      });
      it('is cached publicly per language', () => expectCached(api, url));
      it('answers 404 when the page is missing', () =>
        without('faq_page', () => expectNotFound(api, url)));
    });

    describe('GET /api/pages/fidelity/', () => {
      const url = '/api/pages/fidelity/';
      it('answers lead, levels, body and the regulation in each language', async () => {
        const leads = new Set<string>();
        for (const locale of LOCALES) {
          const page = await getParsed(api, url, fidelityPageSchema, locale);
          expect(page.title).not.toBe('');
          expect(page.levels.length).toBeGreaterThanOrEqual(2);
          const thresholds = page.levels.map((level) => level.threshold);
          expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
          expect(page.body).toContain('<h2>');
          expect(page.regulation_slug).toBe('regulamentul-programului-de-fidelitate');
          leads.add(page.lead);
        }
        expect(leads.size).toBe(3);
        const regulation = await api.app.inject({
          method: 'GET',
          url: '/api/customer/regulaments/regulamentul-programului-de-fidelitate',
        });
        expect(regulation.statusCode).toBe(200);
      });
      it('is cached publicly per language', () => expectCached(api, url));
      it('answers 404 when the page is missing', () =>
        without('fidelity_page', () => expectNotFound(api, url)));
    });

    describe('GET /api/pages/dealers/', () => {
      const url = '/api/pages/dealers/';
      it('answers the lead, benefits, the form heading and the brand logos in each language', async () => {
        const seeded = await stored<{ title: Text; form_title: Text }>('dealers_page');
        const slides = await api.database.db
          .select()
          .from(homeSlides)
          .where(eq(homeSlides.kind, 'brand'));
        for (const locale of LOCALES) {
          const page = await getParsed(api, url, dealersPageSchema, locale);
          expect(page.title).toBe(seeded.title[locale]);
          expect(page.form_title).toBe(seeded.form_title[locale]);
          expect(page.benefits.length).toBeGreaterThanOrEqual(3);
          expect(page.benefits.every((benefit) => benefit.title && benefit.text)).toBe(true);
          expect(page.partner_title).not.toBe('');
          expect(page.logos).toHaveLength(slides.length);
          for (const logo of page.logos) expectAbsolute(logo.image);
        }
      });
      it('is cached publicly per language', () => expectCached(api, url));
      it('answers 404 when the page is missing', () =>
        without('dealers_page', () => expectNotFound(api, url)));
    });
  });
}
