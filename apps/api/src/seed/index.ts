import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema.js';
import { hashPassword, OWASP_SCRYPT, type ScryptParams } from '../auth/passwords.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';
import { ATTRIBUTES, CATEGORY_TREE, UNITS, allBrandNames, slugify } from './catalogue-data.js';
import { buildContent } from './content.js';
import { buildProducts, type CatalogueIds } from './products.js';
import { DEMO_PROMO_CODES } from './promo-codes.js';
import { buildShopStock } from './shop-stock.js';
import { SIZE_CHARTS } from './size-charts.js';

export interface SeedOptions {
  /** Number of products. @default 1000 */
  products?: number;
  /** scrypt cost of the demo accounts' passwords (tests pass a cheap one). @default OWASP_SCRYPT */
  passwordParams?: ScryptParams;
}

/** Whether the catalogue is empty (a first start). */
export async function isEmpty(db: Database): Promise<boolean> {
  const row = await db.query.products.findFirst({ columns: { id: true } });
  return row === undefined;
}

/** Rows per INSERT statement. */
const BATCH = 1000;

/**
 * Inserts rows in batches of BATCH, each batch one statement with one parameter: the rows as a
 * JSON array that `jsonb_populate_recordset` turns into records of the table. Binding one value
 * instead of a value per cell makes bulk seeding several times faster on PGlite, and works the
 * same on PostgreSQL. Every row must carry the same keys (no column left to its default).
 */
async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const pairs = keys.map((key): [string, string] => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return [key, column.name];
  });
  const list = sql.raw(pairs.map(([, name]) => `"${name}"`).join(', '));
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row: Record<string, unknown>) => {
      if (Object.keys(row).length !== keys.length || !keys.every((key) => key in row)) {
        throw new Error(`${getTableName(table)}: every seeded row must set the same columns`);
      }
      const record: Record<string, unknown> = {};
      for (const [key, name] of pairs) record[name] = row[key] ?? null;
      return record;
    });
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(batch)}::jsonb)`,
    );
  }
}

/** Tables whose ids the seed writes itself; their sequences continue after the seeded rows. */
const SERIAL_TABLES = [
  'categories',
  'brands',
  'units',
  'attributes',
  'attribute_values',
  'products',
  'reviews',
  'popups',
  'blog_categories',
  'articles',
  'promotions',
  'regulations',
  'shops',
  'requisites',
  'admin_contacts',
  'vacancies',
  'footer_pages',
  'home_slides',
  'landing_pages',
] as const;

/**
 * Fills an empty database with the demo shop. Deterministic: the same options give the same shop
 * (ids included); offers' and publication dates count from the seeding moment (SeedClock).
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  const productCount = options.products ?? 1000;
  if (!Number.isInteger(productCount) || productCount < 1) {
    throw new Error('products must be a whole number of 1 or more');
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordParams ?? OWASP_SCRYPT);

  await db.transaction(async (tx) => {
    // Accounts first: where a demo account exists already (a reseed keeps users), it is left be.
    await tx
      .insert(schema.users)
      .values(DEMO_ACCOUNTS.map(({ row }) => ({ ...row, passwordHash })))
      .onConflictDoNothing();
    const ids = await seedCatalogue(tx);
    const rows = buildProducts(productCount, ids);
    await insertAll(tx, schema.products, rows.products);
    await insertAll(tx, schema.productUnits, rows.productUnits);
    await insertAll(tx, schema.productAttributeValues, rows.productValues);
    await insertAll(tx, schema.reviews, rows.reviews);

    const content = buildContent(ids, productsOfTheDay(rows.products));
    await insertAll(tx, schema.popups, content.popups);
    await insertAll(tx, schema.blogCategories, content.blogCategories);
    await insertAll(tx, schema.articles, content.articles);
    await insertAll(tx, schema.promotions, content.promotions);
    await insertAll(tx, schema.regulations, content.regulations);
    await insertAll(tx, schema.shops, content.shops);
    await insertAll(tx, schema.shopStock, buildShopStock(rows.products, content.shops));
    await insertAll(tx, schema.requisites, content.requisites);
    await insertAll(tx, schema.adminContacts, content.adminContacts);
    await insertAll(tx, schema.vacancies, content.vacancies);
    await insertAll(tx, schema.footerPages, content.footerPages);
    await insertAll(tx, schema.homeSlides, content.homeSlides);
    await insertAll(tx, schema.landingPages, content.landingPages);
    await insertAll(tx, schema.siteSettings, content.siteSettings);
    await insertAll(tx, schema.promoCodes, DEMO_PROMO_CODES);

    for (const table of SERIAL_TABLES) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), ` +
            `(select coalesce(max(id), 0) + 1 from "${table}"), false)`,
        ),
      );
    }
  });
  // Fresh statistics and visibility map, so the planner uses the search, price and category
  // indexes (index-only where it can) from the first request.
  await db.execute(sql`vacuum analyze`);
}

/** How many products the home page's product of the day rotates through: a week's worth. */
const PRODUCT_OF_THE_DAY_ROTATION = 7;

/**
 * The product of the day's rotation: discounted products in stock, each from another category,
 * in id order (so a small demo shop has some too).
 */
function productsOfTheDay(products: readonly (typeof schema.products.$inferInsert)[]): number[] {
  const categories = new Set<number>();
  const picked: number[] = [];
  for (const product of products) {
    if (picked.length === PRODUCT_OF_THE_DAY_ROTATION) break;
    if (!product.isPromotion || (product.balance ?? 0) <= 0 || product.id === undefined) continue;
    if (categories.has(product.categoryId)) continue;
    categories.add(product.categoryId);
    picked.push(product.id);
  }
  return picked;
}

/** Categories, brands, units and attributes; answers the ids products refer to. */
async function seedCatalogue(db: Database): Promise<CatalogueIds> {
  const categoryRows: (typeof schema.categories.$inferInsert)[] = [];
  const leafIds = new Map<string, number>();
  const categoryIds = new Map<string, number>();
  let nextId = 1;
  CATEGORY_TREE.forEach((top, topPosition) => {
    const topId = nextId++;
    const banner = top.banner
      ? {
          title: top.tagline,
          buttonUrl: `/pages/catalog/${top.slug}`,
          buttonText: { ro: 'Vezi toate', en: 'See all', ru: 'Смотреть все' },
          image: `/media/banners/category-${top.slug}.svg`,
        }
      : top.slug === 'casa-si-decor'
        ? {
            title: null,
            buttonUrl: null,
            buttonText: null,
            image: `/media/banners/category-${top.slug}.svg`,
          }
        : null;
    categoryRows.push({
      id: topId,
      parentId: null,
      slug: top.slug,
      name: top.name,
      icon: `/media/icons/${top.slug}.svg`,
      image: `/media/categories/${top.slug}.svg`,
      banner,
      position: topPosition,
      showInHome: top.showInHome,
      showInFooter: top.showInFooter,
      onSalesPage: top.onSalesPage,
    });
    top.subs.forEach((sub, subPosition) => {
      const subId = nextId++;
      categoryRows.push({
        id: subId,
        parentId: topId,
        slug: sub.slug,
        name: sub.name,
        icon: null,
        image: `/media/categories/${sub.slug}.svg`,
        banner: null,
        position: subPosition,
        // A few subcategories are popular enough for the home grid.
        showInHome: subPosition === 0 && topPosition < 4,
        showInFooter: false,
        onSalesPage: false,
      });
      sub.leaves.forEach((leaf, leafPosition) => {
        const leafId = nextId++;
        leafIds.set(leaf.slug, leafId);
        categoryRows.push({
          id: leafId,
          parentId: subId,
          slug: leaf.slug,
          name: leaf.name,
          icon: null,
          image: `/media/categories/${leaf.slug}.svg`,
          banner: null,
          position: leafPosition,
          showInHome: false,
          showInFooter: false,
          onSalesPage: false,
        });
      });
    });
  });
  await insertAll(db, schema.categories, categoryRows);
  for (const row of categoryRows) if (row.id !== undefined) categoryIds.set(row.slug, row.id);

  await insertAll(
    db,
    schema.sizeCharts,
    SIZE_CHARTS.map((chart) => {
      const categoryId = categoryIds.get(chart.category);
      if (categoryId === undefined) throw new Error(`no category ${chart.category} for its chart`);
      return {
        categoryId,
        title: chart.title,
        note: chart.note,
        columns: chart.columns,
        rows: chart.rows,
      };
    }),
  );

  const brandIds = new Map<string, number>();
  const brandRows = allBrandNames().map((name, index) => {
    brandIds.set(name, index + 1);
    const slug = slugify(name);
    return { id: index + 1, slug, name, image: `/media/brands/${slug}.svg` };
  });
  await insertAll(db, schema.brands, brandRows);

  await insertAll(
    db,
    schema.units,
    UNITS.map((unit) => ({ ...unit })),
  );

  const valueIds = new Map<string, number>();
  const valueRows: (typeof schema.attributeValues.$inferInsert)[] = [];
  const attributeRows = ATTRIBUTES.map((attribute, index) => {
    attribute.values.forEach((value, position) => {
      const id = valueRows.length + 1;
      valueIds.set(value.keyword, id);
      valueRows.push({
        id,
        attributeId: index + 1,
        keyword: value.keyword,
        title: value.title,
        color: value.color ?? null,
        position,
      });
    });
    return {
      id: index + 1,
      slug: attribute.slug,
      title: attribute.title,
      isColor: attribute.isColor,
      position: index,
    };
  });
  await insertAll(db, schema.attributes, attributeRows);
  await insertAll(db, schema.attributeValues, valueRows);

  return { categoryIds, leafIds, brandIds, valueIds };
}
