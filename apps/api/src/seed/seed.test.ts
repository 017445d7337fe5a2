import { SETTINGS_COLOR_KEYS } from '@shop/core/contract';
import {
  addDays,
  bicField,
  ibanField,
  idnoField,
  searchKey,
  shopDay,
  tvaField,
} from '@shop/core/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalizedText } from '../db/schema.js';
import * as schema from '../db/schema.js';
import { MEDIA_KINDS } from '../routes/media.js';
import { createTestApi, type TestApi } from '../test/harness.js';
import { ATTRIBUTES, CATEGORY_TREE, allBrandNames } from './catalogue-data.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedDatabase } from './index.js';
import { buildProducts, hasFullSpecSheet, type CatalogueIds } from './products.js';

const MEDIA_PATH = new RegExp(
  `^/media/(${Object.keys(MEDIA_KINDS).join('|')})/[a-z0-9]+(?:-[a-z0-9]+)*\\.svg$`,
);

function localized(value: LocalizedText | null | undefined): boolean {
  return !!value && value.ro.trim() !== '' && value.en.trim() !== '' && value.ru.trim() !== '';
}

describe('seedDatabase (default 1000 products)', () => {
  let api: TestApi;
  let seconds = 0;
  beforeAll(async () => {
    api = await createTestApi('pglite', { seed: false });
    const started = performance.now();
    await seedDatabase(api.database.db);
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(() => api.close());

  it('is fast enough to run on every first start', () => {
    expect(seconds).toBeLessThan(20);
  });

  it('files the catalogue in three levels under at least 8 top categories', async () => {
    const rows = await api.database.db.select().from(schema.categories);
    const tops = rows.filter((row) => row.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    const childrenOf = (id: number) => rows.filter((row) => row.parentId === id);
    for (const top of tops) {
      expect(top.icon).toMatch(MEDIA_PATH);
      const subs = childrenOf(top.id);
      expect(subs.length, top.slug).toBeGreaterThan(0);
      for (const sub of subs) {
        const leaves = childrenOf(sub.id);
        expect(leaves.length, sub.slug).toBeGreaterThan(0);
        for (const leaf of leaves) expect(childrenOf(leaf.id)).toEqual([]);
      }
    }
    for (const row of rows) {
      expect(row.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(localized(row.name), row.slug).toBe(true);
    }
    expect(tops.filter((top) => top.banner?.buttonUrl).length).toBeGreaterThanOrEqual(3);
    expect(tops.some((top) => top.showInHome)).toBe(true);
    expect(tops.some((top) => top.showInFooter)).toBe(true);
    expect(tops.some((top) => top.onSalesPage)).toBe(true);

    // Products sit in the deepest categories only.
    const leafIds = new Set(
      rows.filter((row) => childrenOf(row.id).length === 0).map((row) => row.id),
    );
    const products = await api.database.db
      .select({ categoryId: schema.products.categoryId })
      .from(schema.products);
    expect(products.every((product) => leafIds.has(product.categoryId))).toBe(true);
  });

  it('has 30+ brands, one with "&", and the three sale units', async () => {
    const brands = await api.database.db.select().from(schema.brands);
    expect(brands.length).toBeGreaterThanOrEqual(30);
    expect(brands.map((b) => b.name)).toContain('Black & Decker');
    const units = await api.database.db.select().from(schema.units);
    expect(units.map((unit) => [unit.nameCod, unit.name.ro])).toEqual([
      [1, 'Buc'],
      [100, 'Set'],
      [200, 'Cutie'],
    ]);
  });

  it('has attributes with unique ASCII keywords, a colour attribute among them', async () => {
    const attributes = await api.database.db.select().from(schema.attributes);
    expect(attributes.length).toBeGreaterThanOrEqual(4);
    const colour = attributes.find((a) => a.isColor);
    const values = await api.database.db.select().from(schema.attributeValues);
    expect(new Set(values.map((v) => v.keyword)).size).toBe(values.length);
    for (const value of values) expect(value.keyword).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const colours = values.filter((v) => v.attributeId === colour?.id);
    expect(colours.length).toBeGreaterThanOrEqual(6);
    for (const value of colours) expect(value.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('seeds 1000 products with the home lists, promotions and stock edge cases', async () => {
    const products = await api.database.db.select().from(schema.products);
    expect(products.length).toBe(1000);
    expect(new Set(products.map((p) => p.slug)).size).toBe(1000);
    expect(new Set(products.map((p) => p.model)).size).toBe(1000);
    expect(products.filter((p) => p.isTop).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.isRecommended).length).toBeGreaterThanOrEqual(10);

    const promoted = products.filter((p) => p.isPromotion);
    expect(promoted.length).toBeGreaterThanOrEqual(8);
    for (const p of promoted) expect(Number(p.promotionPrice)).toBeLessThan(Number(p.price));
    expect(products.some((p) => !p.isPromotion && p.promotionPrice === '0.00')).toBe(true);

    expect(products.filter((p) => p.balance === 0).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.balance === 1).length).toBeGreaterThanOrEqual(3);
    expect(products.some((p) => p.priceAngro === null)).toBe(true);
    expect(products.some((p) => p.image === null)).toBe(true);
    expect(products.some((p) => p.angroSaleQt === null)).toBe(true);
    for (const p of products) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(p.price)).toBeGreaterThanOrEqual(20);
      expect(Number(p.price)).toBeLessThanOrEqual(25000);
      if (p.priceAngro !== null) expect(Number(p.priceAngro)).toBeLessThan(Number(p.price));
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(localized(p.name) && localized(p.description), p.slug).toBe(true);
      if (p.image !== null) {
        expect(p.gallery.length).toBeGreaterThanOrEqual(2);
        expect(p.gallery.length).toBeLessThanOrEqual(5);
      }
    }

    // Variants point at sibling products that exist, with one item checked.
    const slugs = new Set(products.map((p) => p.slug));
    const withVariants = products.filter((p) =>
      p.parameters.some((g) => g.items.some((i) => i.slug)),
    );
    expect(withVariants.length).toBeGreaterThan(0);
    for (const p of withVariants) {
      for (const group of p.parameters) {
        expect(group.items.filter((item) => item.checked).length).toBe(1);
        for (const item of group.items) if (item.slug) expect(slugs.has(item.slug)).toBe(true);
      }
    }
  });

  it("indexes every product's search text from its names, article and brand", async () => {
    const rows = await api.database.db
      .select({
        name: schema.products.name,
        model: schema.products.model,
        searchText: schema.products.searchText,
        brand: schema.brands.name,
      })
      .from(schema.products)
      .innerJoin(schema.brands, eq(schema.brands.id, schema.products.brandId));
    expect(rows.length).toBe(1000);
    for (const row of rows) {
      expect(row.searchText).toBe(
        searchKey(`${row.name.ro} ${row.name.en} ${row.name.ru} ${row.model} ${row.brand}`),
      );
    }
    const names = rows.map((row) => `${row.name.ro} | ${row.name.ru}`).join('\n');
    expect(names).toContain('Fierbător electric');
    expect(names).toContain('Mașină de spălat');
    expect(names).toContain('Чайник');
  });

  it('gives products units, attributes and reviews', async () => {
    const units = await api.database.db.select().from(schema.productUnits);
    const byProduct = new Map<number, number[]>();
    for (const row of units)
      byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.unitId]);
    expect(byProduct.size).toBeGreaterThan(900);
    expect(units.some((row) => row.unitId === 2)).toBe(true);
    expect(units.some((row) => row.unitId === 3)).toBe(true);

    const values = await api.database.db.select().from(schema.productAttributeValues);
    const counts = new Map<number, number>();
    for (const row of values) counts.set(row.productId, (counts.get(row.productId) ?? 0) + 1);
    expect(counts.size).toBe(1000);
    for (const [productId, count] of counts) {
      if (hasFullSpecSheet(productId - 1)) {
        // A full technical sheet: more rows than the product page's table shows at first (9).
        expect(count).toBeGreaterThanOrEqual(10);
        expect(count).toBeLessThanOrEqual(ATTRIBUTES.length);
      } else {
        expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(4);
      }
    }
    expect([...counts.keys()].filter((id) => hasFullSpecSheet(id - 1)).length).toBeGreaterThan(90);

    const reviews = await api.database.db.select().from(schema.reviews);
    expect(reviews.length).toBeGreaterThan(100);
    for (const review of reviews) {
      expect(review.grade).toBeGreaterThanOrEqual(1);
      expect(review.grade).toBeLessThanOrEqual(5);
    }
    // Every review says its language; the three languages all occur.
    expect(new Set(reviews.map((review) => review.lang))).toEqual(new Set(['ro', 'en', 'ru']));
    const cyrillic = reviews.filter((review) => /[а-яё]/i.test(review.text));
    expect(cyrillic.length).toBeGreaterThan(0);
    expect(cyrillic.every((review) => review.lang === 'ru')).toBe(true);
    const perProduct = new Map<number, number>();
    for (const r of reviews) perProduct.set(r.productId, (perProduct.get(r.productId) ?? 0) + 1);
    expect(Math.max(...perProduct.values())).toBeLessThanOrEqual(12);
  });

  it('seeds the content: popups, blog, promotions, regulations, shops, contacts, careers', async () => {
    const db = api.database.db;
    const popups = (await db.select().from(schema.popups)).filter((p) => p.active);
    expect(popups.length).toBeGreaterThanOrEqual(2);
    for (const popup of popups) {
      expect(popup.inactiveTime).toBeGreaterThan(0);
      expect(popup.activeTime).toBeGreaterThan(0);
      expect(localized(popup.title) && localized(popup.description)).toBe(true);
    }

    expect((await db.select().from(schema.blogCategories)).length).toBeGreaterThanOrEqual(3);
    const articles = await db.select().from(schema.articles);
    expect(articles.length).toBeGreaterThanOrEqual(10);
    for (const a of articles) expect(a.body.ro).toContain('<p>');

    const promotions = await db.select().from(schema.promotions);
    expect(promotions.length).toBeGreaterThanOrEqual(6);
    for (const p of promotions) expect(p.tabs.length).toBeGreaterThanOrEqual(2);
    // Dates count from the seeding day: most offers run today, one or two have ended, none is
    // only to come, and the sales page ends in the future.
    const today = shopDay(new Date());
    const ended = promotions.filter((p) => p.endsAt && shopDay(p.endsAt) < today);
    const running = promotions.filter((p) => shopDay(p.startsAt) <= today && !ended.includes(p));
    expect(ended.length).toBeGreaterThanOrEqual(1);
    expect(ended.length).toBeLessThanOrEqual(2);
    expect(running.length).toBe(promotions.length - ended.length);
    const [sales] = await db
      .select()
      .from(schema.siteSettings)
      .where(eq(schema.siteSettings.key, 'sales_page'));
    const endDate = (sales?.value as { end_date?: string } | undefined)?.end_date ?? '';
    expect(endDate > today).toBe(true);
    // Articles are in the past, the newest a few days ago.
    const newest = Math.max(...articles.map((a) => a.publishedAt.getTime()));
    expect(newest).toBeLessThan(Date.now());
    expect(shopDay(new Date(newest)) >= addDays(today, -7)).toBe(true);
    expect((await db.select().from(schema.regulations)).length).toBeGreaterThanOrEqual(5);

    const shops = await db.select().from(schema.shops);
    expect(shops.length).toBeGreaterThanOrEqual(5);
    expect(new Set(shops.map((s) => s.city.ro)).size).toBeGreaterThanOrEqual(3);
    for (const shop of shops) {
      expect(shop.phones.length).toBeGreaterThan(0);
      expect(Number(shop.latitude)).toBeGreaterThan(45);
      expect(Number(shop.longitude)).toBeGreaterThan(26);
    }
    expect((await db.select().from(schema.requisites)).length).toBeGreaterThanOrEqual(5);
    expect((await db.select().from(schema.adminContacts)).length).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(schema.vacancies)).length).toBeGreaterThanOrEqual(4);
  });

  it('keeps stock in the pickup shops within each product’s stock, none at the service centre', async () => {
    const rows = await api.database.db
      .select({
        shopId: schema.shopStock.shopId,
        pickup: schema.shops.pickup,
        pieces: schema.shopStock.pieces,
        balance: schema.products.balance,
        productId: schema.shopStock.productId,
      })
      .from(schema.shopStock)
      .innerJoin(schema.shops, eq(schema.shops.id, schema.shopStock.shopId))
      .innerJoin(schema.products, eq(schema.products.id, schema.shopStock.productId));
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.every((row) => row.pickup && row.pieces > 0)).toBe(true);
    const held = new Map<number, { pieces: number; balance: number }>();
    for (const row of rows) {
      const total = held.get(row.productId) ?? { pieces: 0, balance: row.balance };
      held.set(row.productId, { ...total, pieces: total.pieces + row.pieces });
    }
    expect([...held.values()].every((total) => total.pieces <= total.balance)).toBe(true);
    // Every pickup shop holds some products, and lacks some others.
    const shops = await api.database.db.select().from(schema.shops);
    for (const shop of shops.filter((candidate) => candidate.pickup)) {
      const count = rows.filter((row) => row.shopId === shop.id).length;
      expect(count, shop.slug).toBeGreaterThan(100);
      expect(count, shop.slug).toBeLessThan(held.size);
    }
    expect(shops.filter((shop) => !shop.pickup).map((shop) => shop.slug)).toEqual([
      'chisinau-service',
    ]);
  });

  it('seeds the footer pages, with the client-service slugs the ui knows', async () => {
    const pages = await api.database.db.select().from(schema.footerPages);
    const service = pages.filter((p) => p.group === 'client_service').map((p) => p.slug);
    expect(service).toEqual(
      expect.arrayContaining(['garantie-retur', 'return', 'terms', 'regulamente']),
    );
    expect(pages.filter((p) => p.group === 'company').length).toBeGreaterThanOrEqual(3);
  });

  it('seeds the three home sliders linked to categories and brands', async () => {
    const slides = await api.database.db
      .select()
      .from(schema.homeSlides)
      .orderBy(asc(schema.homeSlides.id));
    const kind = (k: string) => slides.filter((s) => s.kind === k);
    expect(kind('main').length).toBeGreaterThanOrEqual(3);
    expect(kind('category').length).toBeGreaterThanOrEqual(6);
    expect(kind('category').every((s) => s.categoryId !== null)).toBe(true);
    expect(kind('brand').length).toBeGreaterThanOrEqual(8);
    expect(kind('brand').every((s) => s.brandId !== null)).toBe(true);
  });

  it('stores the site settings: the 11 colours, support, socials, payments, sales page', async () => {
    const rows = await api.database.db.select().from(schema.siteSettings);
    const settings = new Map(rows.map((row) => [row.key, row.value]));
    const colours = settings.get('colors') as Record<string, string>;
    expect(Object.keys(colours).sort()).toEqual([...SETTINGS_COLOR_KEYS].sort());
    for (const value of Object.values(colours)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    const support = settings.get('support') as { phone: string; email: string };
    expect(support.phone).toBe('+373 22 000 000');
    expect(support.email).toMatch(/^[a-z]+@[a-z.]+$/);
    expect(settings.get('payment_methods')).toEqual(['mastercard', 'visa']);
    expect((settings.get('socials') as unknown[]).length).toBeGreaterThan(0);
    const salesPage = settings.get('sales_page') as { background_image: string };
    expect(salesPage.background_image).toMatch(MEDIA_PATH);
  });

  it('stores the home blocks: a week of products of the day, four features, the partner banner', async () => {
    const rows = await api.database.db.select().from(schema.siteSettings);
    const settings = new Map(rows.map((row) => [row.key, row.value]));
    const { product_ids: ids } = settings.get('product_of_the_day') as { product_ids: number[] };
    expect(ids).toHaveLength(7);
    const rotation = await api.database.db
      .select()
      .from(schema.products)
      .where(inArray(schema.products.id, ids));
    expect(rotation).toHaveLength(7);
    for (const product of rotation) {
      expect(product.isPromotion).toBe(true);
      expect(product.balance).toBeGreaterThan(0);
    }
    expect(new Set(rotation.map((product) => product.categoryId)).size).toBe(7);

    const features = settings.get('home_features') as { icon: string; title: LocalizedText }[];
    expect(features.map((feature) => feature.icon)).toEqual([
      'delivery',
      'returns',
      'payment',
      'support',
    ]);
    for (const { title } of features) expect(new Set([title.ro, title.en, title.ru]).size).toBe(3);
    const banner = settings.get('partner_banner') as { image: string; url: string };
    expect(banner.image).toMatch(MEDIA_PATH);
    expect(banner.url).toBe('/pages/signup-dealers?form=partner');
  });

  it("gives companies and the shop's own requisites codes that pass the forms' rules", async () => {
    const companies = DEMO_ACCOUNTS.filter((account) => account.row.personType === 'juridical');
    expect(companies.length).toBeGreaterThanOrEqual(2);
    for (const { row } of companies) {
      expect(idnoField.safeParse(row.idno).success, row.companyName ?? undefined).toBe(true);
      expect(ibanField.safeParse(row.iban).success, row.companyName ?? undefined).toBe(true);
      expect(bicField.safeParse(row.bic).success, row.companyName ?? undefined).toBe(true);
      expect(tvaField.safeParse(row.tva ?? '').success, row.companyName ?? undefined).toBe(true);
    }
    const rows = await api.database.db.select().from(schema.requisites);
    const value = (title: string) => rows.find((row) => row.title.en === title)?.value;
    expect(idnoField.safeParse(value('IDNO')).success).toBe(true);
    expect(ibanField.safeParse(value('IBAN')).success).toBe(true);
    expect(bicField.safeParse(value('BIC')).success).toBe(true);
    expect(tvaField.safeParse(value('VAT code')).success).toBe(true);
  });

  it('refers only to images the media route draws', async () => {
    const db = api.database.db;
    const paths = [
      ...(await db.select().from(schema.categories)).flatMap((c) => [
        c.icon,
        c.image,
        c.banner?.image,
      ]),
      ...(await db.select().from(schema.brands)).map((b) => b.image),
      ...(await db.select().from(schema.products)).flatMap((p) => [p.image, ...p.gallery]),
      ...(await db.select().from(schema.popups)).map((p) => p.image),
      ...(await db.select().from(schema.articles)).map((a) => a.image),
      ...(await db.select().from(schema.promotions)).map((p) => p.banner),
      ...(await db.select().from(schema.shops)).flatMap((s) => [s.image, ...s.images]),
      ...(await db.select().from(schema.homeSlides)).flatMap((s) => [s.image, s.mobileImage]),
    ].filter((path): path is string => typeof path === 'string');
    expect(paths.length).toBeGreaterThan(1000);
    for (const path of paths) expect(path).toMatch(MEDIA_PATH);
    const sample = [...new Set(paths)].filter((_, index) => index % 25 === 0);
    for (const url of sample) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('seedDatabase is deterministic', () => {
  it('builds the same product rows twice', () => {
    const leaves = CATEGORY_TREE.flatMap((top) => top.subs.flatMap((sub) => sub.leaves));
    const ids: CatalogueIds = {
      categoryIds: new Map(),
      leafIds: new Map(leaves.map((leaf, index) => [leaf.slug, index + 1])),
      brandIds: new Map(allBrandNames().map((name, index) => [name, index + 1])),
      valueIds: new Map(
        ATTRIBUTES.flatMap((a) => a.values).map((value, index) => [value.keyword, index + 1]),
      ),
    };
    expect(buildProducts(200, ids)).toEqual(buildProducts(200, ids));
  });

  it('gives identical product rows in two databases seeded with { products: 60 }', async () => {
    const first = await createTestApi('pglite', { seed: { products: 60 } });
    const second = await createTestApi('pglite', { seed: { products: 60 } });
    try {
      const read = (api: TestApi) =>
        api.database.db.select().from(schema.products).orderBy(asc(schema.products.id));
      const [a, b] = [await read(first), await read(second)];
      expect(a.length).toBe(60);
      expect(a).toEqual(b);
      const reviews = (api: TestApi) =>
        api.database.db.select().from(schema.reviews).orderBy(asc(schema.reviews.id));
      expect(await reviews(first)).toEqual(await reviews(second));
      // A small seed still fills the home lists.
      expect(a.filter((p) => p.isTop).length).toBeGreaterThanOrEqual(5);
      expect(a.filter((p) => p.isRecommended).length).toBeGreaterThanOrEqual(10);
      expect(a.filter((p) => p.isPromotion).length).toBeGreaterThanOrEqual(8);
      expect(a.some((p) => p.balance === 0) && a.some((p) => p.balance === 1)).toBe(true);

      // The id sequences continue after the rows the seed numbered itself.
      const [review] = await first.database.db
        .insert(schema.reviews)
        .values({ productId: 1, userName: 'Test', grade: 5, text: 'ok' })
        .returning({ id: schema.reviews.id });
      const ids = (await reviews(first)).map((row) => row.id);
      expect(review?.id).toBe(Math.max(...ids));
    } finally {
      await first.close();
      await second.close();
    }
  });
});
