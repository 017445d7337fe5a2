import { mediaUrl } from '../http/media-url.js';
import type { productSchema } from '@shop/core/contract';
import { roundAverageGrade, type LocaleCode } from '@shop/core/rules';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import {
  attributeValues,
  attributes,
  brands,
  productAttributeValues,
  productUnits,
  products,
  reviews,
  units,
  type LocalizedText,
} from '../db/schema.js';
import { pick } from '../http/locale.js';

/**
 * The product JSON of every catalogue answer (the contract's `productSchema`): texts in the
 * request's language, image paths made absolute, money as the decimal strings PostgreSQL gives,
 * promotion_price null or 0 exactly as stored. A page of products is one query whatever its size:
 * units, attribute rows and the review aggregate come as subqueries of the product row.
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

/** A product's units, smallest code first, as one column of its row (the cart and orders too). */
export const unitsOfProduct = sql<UnitJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', u.id, 'name', u.name, 'nameCod', u.name_cod, 'coef', u.coef
  ) order by u.name_cod, u.id), '[]'::json)
  from ${productUnits} pu join ${units} u on u.id = pu.unit_id
  where pu.product_id = ${products.id}
)`;

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
  units: unitsOfProduct,
  /** Its attribute rows, in the attributes' and values' order. */
  attributeRows: sql<AttributeJson[]>`(
    select coalesce(json_agg(json_build_object('title', a.title, 'value', av.title)
      order by a.position, a.id, av.position, av.id), '[]'::json)
    from ${productAttributeValues} pav
    join ${attributeValues} av on av.id = pav.value_id
    join ${attributes} a on a.id = av.attribute_id
    where pav.product_id = ${products.id}
  )`,
  /** The review average and count. */
  ratingAverage: sql<string | null>`(
    select avg(r.grade) from ${reviews} r where r.product_id = ${products.id}
  )`,
  reviewsCount: sql<number>`(
    select count(*)::int from ${reviews} r where r.product_id = ${products.id}
  )`,
};

export interface UnitJson {
  id: number;
  name: LocalizedText;
  nameCod: number;
  coef: number;
}

interface AttributeJson {
  title: LocalizedText;
  value: LocalizedText;
}

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

function serializeRows(context: CatalogueContext, rows: readonly ProductRow[]): ProductAnswer[] {
  const { locale, publicUrl } = context;
  const media = (path: string | null | undefined) => mediaUrl(publicUrl, path);

  return rows.map((row): ProductAnswer => {
    const name = pick(row.name, locale);
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
      products_units: row.units.map((unit) => ({
        id: unit.id,
        name: pick(unit.name, locale),
        name_cod: unit.nameCod,
        coef: unit.coef,
      })),
      product_attributes: row.attributeRows.map((attribute) => ({
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
      rating: roundAverageGrade(row.ratingAverage === null ? null : Number(row.ratingAverage)),
      reviews_count: row.reviewsCount,
    };
  });
}
