import { socialPageListSchema, socialPageSchema, successPageSchema } from '@shop/core/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { landingPages } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  LOCALES,
  absolute,
  expectCached,
  expectNotFound,
  getParsed,
} from './content.test-helpers.js';

/** Social landing pages and success pages on one database; run by hidden.test.ts and .pg.test.ts. */
export function hiddenPagesSuite(driver: Driver): void {
  describe(`content: hidden social and success pages (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 10 } });
    });
    afterAll(() => api.close());

    const stored = (kind: 'social' | 'success') =>
      api.database.db
        .select()
        .from(landingPages)
        .where(eq(landingPages.kind, kind))
        .orderBy(asc(landingPages.position), asc(landingPages.id));

    it('GET /api/pages/social/ lists the social pages in order, in each language', async () => {
      const rows = await stored('social');
      expect(rows.length).toBe(3);
      for (const locale of LOCALES) {
        const list = await getParsed(api, '/api/pages/social/', socialPageListSchema, locale);
        expect(list.map((page) => page.slug)).toEqual(rows.map((row) => row.slug));
        expect(list.map((page) => page.title)).toEqual(rows.map((row) => row.title[locale]));
      }
    });

    it('/api/pages/social/{slug} answers the page with its HTML, picture and button', async () => {
      const [row] = (await stored('social')).filter((item) => item.image && item.button);
      if (!row) throw new Error('no social page with a picture and a button seeded');
      for (const locale of LOCALES) {
        const page = await getParsed(
          api,
          `/api/pages/social/${row.slug}`,
          socialPageSchema,
          locale,
        );
        expect(page).toMatchObject({
          id: row.id,
          slug: row.slug,
          title: row.title[locale],
          content: row.body[locale],
          image: absolute(row.image ?? ''),
          button: { title: row.button?.title[locale], url: row.button?.url },
        });
      }
      expect(new Set(LOCALES.map((locale) => row.title[locale])).size).toBe(3);
    });

    it('/api/pages/success/{slug} answers the four success pages in each language', async () => {
      const rows = await stored('success');
      expect(rows.map((row) => row.slug)).toEqual(
        expect.arrayContaining([
          'dealer-application',
          'contact-message',
          'vacancy-application',
          'newsletter',
        ]),
      );
      for (const row of rows) {
        for (const locale of LOCALES) {
          const page = await getParsed(
            api,
            `/api/pages/success/${row.slug}`,
            successPageSchema,
            locale,
          );
          expect(page).toEqual({
            slug: row.slug,
            title: row.title[locale],
            content: row.body[locale],
            button: row.button && { title: row.button.title[locale], url: row.button.url },
          });
        }
      }
    });

    it('an unknown slug is a 404, and a page of one kind is not found under the other', async () => {
      await expectNotFound(api, '/api/pages/social/no-such-page');
      await expectNotFound(api, '/api/pages/success/no-such-page');
      await expectNotFound(api, '/api/pages/success/facebook-toamna');
      await expectNotFound(api, '/api/pages/social/newsletter');
    });

    it('sends the editors’ HTML sanitised and an unsafe button address as the home page', async () => {
      const [row] = await stored('success');
      if (!row) throw new Error('no success page seeded');
      const evil = { ro: '<p onclick="x()">Gata<script>alert(1)</script></p>', en: '', ru: '' };
      await api.database.db
        .update(landingPages)
        .set({ body: evil, button: { title: row.title, url: '//evil.example' } })
        .where(and(eq(landingPages.kind, 'success'), eq(landingPages.id, row.id)));
      try {
        const page = await getParsed(api, `/api/pages/success/${row.slug}`, successPageSchema);
        expect(page.content).not.toMatch(/script|onclick/);
        expect(page.content).toContain('Gata');
        expect(page.button?.url.startsWith('//')).toBe(false);
      } finally {
        await api.database.db
          .update(landingPages)
          .set({ body: row.body, button: row.button })
          .where(eq(landingPages.id, row.id));
      }
    });

    it('is cached for a minute', async () => {
      const [social] = await stored('social');
      const [success] = await stored('success');
      await expectCached(api, '/api/pages/social/');
      await expectCached(api, `/api/pages/social/${social?.slug}`);
      await expectCached(api, `/api/pages/success/${success?.slug}`);
    });
  });
}
