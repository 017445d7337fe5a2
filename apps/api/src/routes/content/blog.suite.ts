import { blogArticlePageSchema, blogArticleSchema } from '@shop/core/contract';
import { desc, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { articles, blogCategories } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  LOCALES,
  expectAbsolute,
  expectBadRequest,
  expectCached,
  expectNotFound,
  getParsed,
  readAllPages,
} from './content.test-helpers.js';
import { PAGE_SIZE } from './shared.js';

/** The blog calls on one database; run by blog.test.ts and blog.pg.test.ts. */
export function blogSuite(driver: Driver): void {
  describe(`content: blog (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 100 } });
    });
    afterAll(() => api.close());

    /** The published articles, newest first, as the API must list them. */
    const published = () =>
      api.database.db
        .select({ article: articles, category: blogCategories })
        .from(articles)
        .leftJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
        .where(lte(articles.publishedAt, sql`now()`))
        .orderBy(desc(articles.publishedAt), desc(articles.id));

    it('?qt=5 answers the five latest articles (the home preview)', async () => {
      const stored = await published();
      expect(stored.length).toBeGreaterThanOrEqual(12);
      const preview = await getParsed(api, '/api/blog/category/?qt=5', blogArticlePageSchema);
      expect(preview.results.map((item) => item.id)).toEqual(
        stored.slice(0, 5).map((row) => row.article.id),
      );
      expect(preview.total).toBe(stored.length);
      expect(preview.pages).toBe(Math.ceil(stored.length / 5));
    });

    it('?page=n pages through every article, newest first', async () => {
      const stored = await published();
      const all = await readAllPages(
        api,
        (page) => `/api/blog/category/?page=${page}`,
        blogArticlePageSchema,
      );
      expect(all.total).toBe(stored.length);
      expect(all.pages).toBe(Math.ceil(stored.length / PAGE_SIZE.blog));
      expect(all.pages).toBeGreaterThan(1);
      expect(all.sizes.slice(0, -1).every((size) => size === PAGE_SIZE.blog)).toBe(true);
      expect(all.items.map((item) => item.id)).toEqual(stored.map((row) => row.article.id));

      const cards = new Map(all.items.map((item) => [item.id, item]));
      for (const { article, category } of stored) {
        const card = cards.get(article.id);
        expect(card).toMatchObject({
          slug: article.slug,
          title: article.title.ro,
          description: article.excerpt.ro,
          content: '',
          category: category && { id: category.id, slug: category.slug, name: category.title.ro },
        });
        expect(card?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expectAbsolute(card?.image);
      }
      expect(new Set(all.items.map((item) => item.category?.slug)).size).toBeGreaterThanOrEqual(3);
    });

    it('the list without a query is the first page; past the last page it is empty', async () => {
      const first = await getParsed(api, '/api/blog/category/', blogArticlePageSchema);
      expect(first.results).toHaveLength(PAGE_SIZE.blog);
      const past = await getParsed(
        api,
        `/api/blog/category/?page=${first.pages + 1}`,
        blogArticlePageSchema,
      );
      expect(past).toEqual({ pages: first.pages, total: first.total, results: [] });
    });

    it('/{slug} answers one article with its HTML content and SEO', async () => {
      const [latest] = await published();
      if (!latest) throw new Error('no article seeded');
      const article = await getParsed(
        api,
        `/api/blog/category/${latest.article.slug}`,
        blogArticleSchema,
      );
      expect(article).toMatchObject({
        id: latest.article.id,
        slug: latest.article.slug,
        title: latest.article.title.ro,
        content: latest.article.body.ro,
        seo: { title: latest.article.title.ro, description: latest.article.excerpt.ro },
      });
      expect(article.content).toMatch(/<\w+/);
    });

    it('texts follow Accept-Language', async () => {
      const [latest] = await published();
      if (!latest) throw new Error('no article seeded');
      for (const locale of LOCALES) {
        const article = await getParsed(
          api,
          `/api/blog/category/${latest.article.slug}`,
          blogArticleSchema,
          locale,
        );
        expect(article.title).toBe(latest.article.title[locale]);
        expect(article.content).toBe(latest.article.body[locale]);
        expect(article.category?.name).toBe(latest.category?.title[locale]);
        const page = await getParsed(
          api,
          '/api/blog/category/?qt=1',
          blogArticlePageSchema,
          locale,
        );
        expect(page.results[0]?.title).toBe(latest.article.title[locale]);
      }
      expect(new Set(LOCALES.map((locale) => latest.article.title[locale])).size).toBe(3);
    });

    it('an unknown article is a 404', async () => {
      await expectNotFound(api, '/api/blog/category/no-such-article');
    });

    it.each(['page=abc', 'page=0', 'page=-2', 'qt=abc', 'qt=0', 'page=1.5'])(
      '?%s is a 400',
      async (query) => {
        await expectBadRequest(api, `/api/blog/category/?${query}`);
      },
    );

    it('lists and articles are publicly cacheable and revalidate with 304', async () => {
      const [latest] = await published();
      await expectCached(api, '/api/blog/category/?qt=5');
      await expectCached(api, '/api/blog/category/?page=2');
      await expectCached(api, `/api/blog/category/${latest?.article.slug}`);
    });
  });
}
