import { mediaUrl } from '../../http/media-url.js';
import type { productSchema } from '@shop/core/contract';
import type { LocaleCode } from '@shop/core/rules';
import { asc, avg, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import {
  attributeValues,
  attributes,
  brands,
  productAttributeValues,
  productUnits,
  products,
  reviews,
  units,
} from '../../db/schema.js';
import { pick } from '../../http/locale.js';

/**
 * The product JSON of every catalogue answer (the contract's `productSchema`): texts in the
 * request's language, image paths made absolute, money as the decimal strings PostgreSQL gives,
 * promotion_price null or 0 exactly as stored. A page of products costs four queries whatever its
 * size (products with brands, units, attribute values, review aggregates): no query per product.
 */

/** What the API sends for one product; the contract parses it into `Product`. */
export type ProductAnswer = z.input<typeof productSchema>;

/** What serialising needs besides the rows: the database, the language and the public URL. */
export interface CatalogueContext {
  db: Database;
  locale: LocaleCode;
  /** Where the API is reached from browsers (`app.config.publicUrl`), for absolute image URLs. */
  publicUrl: string;
}

/** The product columns a card needs: everything but the description and the search columns. */
const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  image: products.image,
  gallery: products.gallery,
  price: products.price,
  promotionPrice: products.promotionPrice,
  isPromotion: products.isPromotion,
  priceAngro: products.priceAngro,
  model: products.model,
  categoryId: products.categoryId,
  balance: products.balance,
  balanceAngro: products.balanceAngro,
  angroMinSaleUnit: products.angroMinSaleUnit,
  angroSaleQt: products.angroSaleQt,
  parameters: products.parameters,
  seo: products.seo,
  brand: { id: brands.id, name: brands.name, slug: brands.slug, image: brands.image },
};

/**
 * The products of these ids, in the order asked; unknown ids are left out and a repeated id
 * answers once.
 */
export async function loadProducts(
  context: CatalogueContext,
  ids: readonly number[],
): Promise<ProductAnswer[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await selectProductRows(context.db, unique);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return serializeRows(context, ordered);
}

function selectProductRows(db: Database, ids: readonly number[]) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...ids]));
}

type ProductRow = Awaited<ReturnType<typeof selectProductRows>>[number];

async function serializeRows(
  context: CatalogueContext,
  rows: readonly ProductRow[],
): Promise<ProductAnswer[]> {
  const { db, locale, publicUrl } = context;
  const ids = rows.map((row) => row.id);
  const [unitRows, attributeRows, ratingRows] = await Promise.all([
    db
      .select({
        productId: productUnits.productId,
        id: units.id,
        name: units.name,
        nameCod: units.nameCod,
        coef: units.coef,
      })
      .from(productUnits)
      .innerJoin(units, eq(units.id, productUnits.unitId))
      .where(inArray(productUnits.productId, ids))
      .orderBy(asc(units.nameCod), asc(units.id)),
    db
      .select({
        productId: productAttributeValues.productId,
        title: attributes.title,
        value: attributeValues.title,
      })
      .from(productAttributeValues)
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(inArray(productAttributeValues.productId, ids))
      .orderBy(
        asc(attributes.position),
        asc(attributes.id),
        asc(attributeValues.position),
        asc(attributeValues.id),
      ),
    db
      .select({ productId: reviews.productId, average: avg(reviews.grade), total: count() })
      .from(reviews)
      .where(inArray(reviews.productId, ids))
      .groupBy(reviews.productId),
  ]);
  const unitsOf = groupBy(unitRows, (row) => row.productId);
  const attributesOf = groupBy(attributeRows, (row) => row.productId);
  const ratingOf = new Map(ratingRows.map((row) => [row.productId, row]));
  const media = (path: string | null | undefined) => mediaUrl(publicUrl, path);

  return rows.map((row): ProductAnswer => {
    const name = pick(row.name, locale);
    const rating = ratingOf.get(row.id);
    return {
      id: row.id,
      slug: row.slug,
      name,
      image: media(row.image),
      price: row.price,
      promotion_price: row.promotionPrice,
      is_promotion: row.isPromotion,
      price_angro: row.priceAngro,
      model: row.model,
      brand: row.brand && {
        id: row.brand.id,
        name: row.brand.name,
        slug: row.brand.slug,
        image: media(row.brand.image),
      },
      balance: row.balance,
      balance_angro: row.balanceAngro,
      products_units: (unitsOf.get(row.id) ?? []).map((unit) => ({
        id: unit.id,
        name: pick(unit.name, locale),
        name_cod: unit.nameCod,
        coef: unit.coef,
      })),
      product_attributes: (attributesOf.get(row.id) ?? []).map((attribute) => ({
        titles: {
          title_ro: attribute.title.ro,
          title_ru: attribute.title.ru,
          title_en: attribute.title.en,
        },
        value: { title: pick(attribute.value, locale) },
      })),
      angro_min_sale_unit: row.angroMinSaleUnit,
      angro_sale_qt: row.angroSaleQt,
      parameters: row.parameters.map((group) => ({
        id: group.id,
        title: pick(group.title, locale),
        items: group.items.map((item) => ({
          id: item.id,
          title: pick(item.title, locale),
          checked: item.checked,
          slug: item.slug,
        })),
      })),
      product_gallery: row.gallery.flatMap((path, index) => {
        const image = media(path);
        return image === null ? [] : [{ id: index + 1, image, alt: name }];
      }),
      seo: row.seo && {
        title: pick(row.seo.title, locale),
        description: pick(row.seo.description, locale),
        keywords: null,
        og_image: media(row.image),
      },
      real_product_cart_unit: null,
      rating: rating ? roundRating(rating.average) : null,
      reviews_count: rating?.total ?? 0,
    };
  });
}

/** An average grade to one decimal (4.333… → 4.3); null without reviews. */
export function roundRating(average: string | number | null): number | null {
  if (average === null) return null;
  return Math.round(Number(average) * 10) / 10;
}

function groupBy<Row, Key>(rows: readonly Row[], key: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
