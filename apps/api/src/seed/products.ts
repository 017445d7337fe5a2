import { searchKey, type LocaleCode } from '@shop/core/rules';
import type { LocalizedText } from '../db/schema.js';
import type * as schema from '../db/schema.js';
import {
  ATTRIBUTES,
  CATEGORY_TREE,
  SPEC_SHEET_ATTRIBUTES,
  UNITS,
  slugify,
  t,
  type LeafDef,
  type SubDef,
  type TopDef,
} from './catalogue-data.js';
import { Random } from './random.js';

/**
 * Composes the products of the demo shop: names from the category's noun, a brand, an article
 * and a feature, in three languages; prices, promotions, stock, units, variants, attributes and
 * reviews. Pure: the same count gives the same rows.
 */

type ProductRow = typeof schema.products.$inferInsert;
type ProductUnitRow = typeof schema.productUnits.$inferInsert;
type ProductValueRow = typeof schema.productAttributeValues.$inferInsert;
type ReviewRow = typeof schema.reviews.$inferInsert;
type Parameters = NonNullable<ProductRow['parameters']>;

export interface CatalogueIds {
  /** Category id of every category slug. */
  categoryIds: Map<string, number>;
  /** Category id of every leaf slug. */
  leafIds: Map<string, number>;
  /** Brand id of every brand name. */
  brandIds: Map<string, number>;
  /** Attribute value id of every keyword. */
  valueIds: Map<string, number>;
}

export interface ProductRows {
  products: ProductRow[];
  productUnits: ProductUnitRow[];
  productValues: ProductValueRow[];
  reviews: ReviewRow[];
}

/** The day the demo shop "is": every date is counted back from it. */
export const BASE_DATE = Date.UTC(2026, 10, 1, 9, 0, 0);
const DAY = 86_400_000;

interface Placed {
  top: TopDef;
  sub: SubDef;
  leaf: LeafDef;
}

/**
 * The leaves in the order the first products fill them: one leaf of every top category in turn
 * (and within a top, one of every subcategory in turn), so even a small seed covers the whole
 * tree. The first leaf is the electric kettles, the tenth the washing machines.
 */
export function leafOrder(): Placed[] {
  const perTop = CATEGORY_TREE.map((top) => {
    const list: Placed[] = [];
    const longest = Math.max(...top.subs.map((sub) => sub.leaves.length));
    for (let k = 0; k < longest; k++) {
      for (const sub of top.subs) {
        const leaf = sub.leaves[k];
        if (leaf) list.push({ top, sub, leaf });
      }
    }
    return list;
  });
  const order: Placed[] = [];
  const longest = Math.max(...perTop.map((list) => list.length));
  for (let k = 0; k < longest; k++) {
    for (const list of perTop) {
      const placed = list[k];
      if (placed) order.push(placed);
    }
  }
  return order;
}

/** Fixed brand and article of a few products, so tests and demos can name them. */
const FIXED: Record<number, { brand: string; model: string; feature?: number }> = {
  0: { brand: 'Tefal', model: 'TF-KO1700', feature: 2 },
  2: { brand: 'Black & Decker', model: 'BD-DR5500', feature: 2 },
  9: { brand: 'Bosch', model: 'BS-WM8200', feature: 0 },
};

/** The seed of the technical sheets' own chance (plus the product id). */
const SPEC_SHEET_SEED = 7_000_000;

/**
 * Whether a product has a full technical sheet (more attributes than the product page's table
 * shows before 'show more'): the fixed products, which tests and demos name, and one in ten.
 */
export function hasFullSpecSheet(index: number): boolean {
  return index in FIXED || index % 10 === 0;
}

const SIZES = ['S', 'M', 'L', 'XL'];
const VERSION_CODES = ['STD', 'PLUS', 'PRO'];
const VERSIONS = [
  t('Standard', 'Standard', 'Стандарт'),
  t('Plus', 'Plus', 'Plus'),
  t('Pro', 'Pro', 'Pro'),
];

function money(bani: number): string {
  return `${Math.floor(bani / 100)}.${String(bani % 100).padStart(2, '0')}`;
}

/** A shop price: whole lei ending in .00, .50, .90 or .99. */
function shopPrice(rng: Random, min: number, max: number): number {
  const lei = Math.round(Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min))));
  const cents = rng.pick([0, 0, 90, 90, 99, 50]);
  const bani = Math.max(20, Math.min(24_999, lei)) * 100 + cents;
  return Math.min(bani, 2_500_000);
}

function brandCode(brand: string): string {
  const letters = slugify(brand)
    .replace(/[^a-z]/g, '')
    .toUpperCase();
  const first = letters.charAt(0);
  const consonant = letters.slice(1).match(/[BCDFGHJKLMNPQRSTVWXZ]/)?.[0] ?? letters.charAt(1);
  return first + consonant;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function joinName(noun: string, brand: string, model: string, feature: string): string {
  return `${noun} ${brand} ${model}, ${feature}`;
}

function describe(
  name: LocalizedText,
  brand: string,
  model: string,
  feature: LocalizedText,
  top: TopDef,
  warrantyMonths: number,
): LocalizedText {
  const b = escapeHtml(brand);
  const m = escapeHtml(model);
  return {
    ro:
      `<p><strong>${escapeHtml(name.ro)}</strong> de la ${b} este alegerea potrivită pentru ${top.purpose.ro}.</p>` +
      `<ul><li>Articol: ${m}</li><li>Caracteristică: ${escapeHtml(feature.ro)}</li>` +
      `<li>Garanție: ${warrantyMonths} de luni</li></ul>` +
      `<p>Livrăm în toată Republica Moldova; comenzile de peste 500 lei se livrează gratuit. ` +
      `Produsul poate fi ridicat și din magazinele noastre din Chișinău, Bălți și Cahul.</p>`,
    en:
      `<p><strong>${escapeHtml(name.en)}</strong> by ${b} is the right choice for ${top.purpose.en}.</p>` +
      `<ul><li>Article: ${m}</li><li>Feature: ${escapeHtml(feature.en)}</li>` +
      `<li>Warranty: ${warrantyMonths} months</li></ul>` +
      `<p>We deliver all over Moldova; orders over 500 lei ship free. ` +
      `You can also pick it up at our shops in Chișinău, Bălți and Cahul.</p>`,
    ru:
      `<p><strong>${escapeHtml(name.ru)}</strong> от ${b} — удачный выбор для ${top.purpose.ru}.</p>` +
      `<ul><li>Артикул: ${m}</li><li>Особенность: ${escapeHtml(feature.ru)}</li>` +
      `<li>Гарантия: ${warrantyMonths} мес.</li></ul>` +
      `<p>Доставляем по всей Молдове; заказы от 500 леев — бесплатно. ` +
      `Товар можно забрать в наших магазинах в Кишинёве, Бельцах и Кагуле.</p>`,
  };
}

const REVIEWERS = [
  'Ion Popescu',
  'Maria Ceban',
  'Andrei Rusu',
  'Elena Lungu',
  'Victor Botnari',
  'Ana Cojocaru',
  'Olga Țurcan',
  'Vasile Munteanu',
  'Irina Popa',
  'Mihai Guțu',
  'Cristina Bîrcă',
  'Natalia Spînu',
  'Сергей Иванов',
  'Наталья Морозова',
  'Дмитрий Руссу',
  'Екатерина Ткач',
  'Алексей Попов',
  'Tatiana Rotaru',
  'Igor Sandu',
  'Doina Grosu',
];

/** Review texts by grade, each with the language it is written in. */
const REVIEW_TEXTS: Record<number, { lang: LocaleCode; text: string }[]> = {
  5: [
    {
      lang: 'ro',
      text: 'Produs excelent, funcționează perfect. Livrarea a fost rapidă, recomand!',
    },
    { lang: 'ro', text: 'Sunt foarte mulțumită de cumpărătură, calitatea e peste așteptări.' },
    { lang: 'en', text: 'Great value for money, works exactly as described.' },
    { lang: 'ru', text: 'Отличный товар, пользуюсь каждый день. Доставили на следующий день.' },
    { lang: 'ru', text: 'Всё супер, рекомендую этот магазин и этот товар!' },
  ],
  4: [
    { lang: 'ro', text: 'Bun raport calitate-preț. Instrucțiunile puteau fi mai clare.' },
    { lang: 'en', text: 'Good product, the packaging was a bit damaged but everything works.' },
    { lang: 'ru', text: 'Хороший товар за свои деньги, небольшие замечания к упаковке.' },
    { lang: 'ro', text: 'Îmi place, doar culoarea e puțin diferită față de poză.' },
  ],
  3: [
    { lang: 'ro', text: 'E în regulă pentru prețul ăsta, dar mă așteptam la mai mult.' },
    { lang: 'en', text: 'Average. Does the job, nothing special.' },
    { lang: 'ru', text: 'Нормально, но есть товары и получше.' },
  ],
  2: [
    { lang: 'ro', text: 'Calitatea lasă de dorit, după o lună a apărut o zgârietură.' },
    { lang: 'ru', text: 'Не очень доволен: шумит сильнее, чем ожидал.' },
  ],
  1: [
    {
      lang: 'ro',
      text: 'Nu recomand, s-a defectat după câteva zile. Magazinul l-a înlocuit fără probleme.',
    },
    { lang: 'en', text: 'Stopped working after a week; the shop exchanged it under warranty.' },
  ],
};

function reviewGrade(rng: Random): number {
  const x = rng.next();
  if (x < 0.45) return 5;
  if (x < 0.75) return 4;
  if (x < 0.87) return 3;
  if (x < 0.94) return 2;
  return 1;
}

interface Draft {
  index: number;
  top: TopDef;
  leaf: LeafDef;
  brand: string;
  model: string;
  feature: LocalizedText;
  slug: string;
  /** Products of one variant family share a key; their radio group links them by slug. */
  family: { members: number[]; labels: LocalizedText[]; codes: string[] } | null;
}

export function buildProducts(count: number, ids: CatalogueIds): ProductRows {
  const rng = new Random(20261101);
  const order = leafOrder();
  const usedModels = new Set<string>();
  const drafts: Draft[] = [];

  // First pass: what each product is (category, brand, article, name, slug, variant family).
  for (let index = 0; index < count; index++) {
    const previous = drafts[index - 1];
    const inFamily = previous?.family && previous.family.members.includes(index);
    if (inFamily && previous.family) {
      const position = previous.family.members.indexOf(index);
      const baseModel = previous.model.replace(/-[A-Z0-9]+$/, '');
      const label = previous.family.labels[position] ?? t('', '', '');
      const model = `${baseModel}-${previous.family.codes[position] ?? position}`;
      usedModels.add(model);
      drafts.push({
        ...previous,
        index,
        model,
        feature: previous.top.variants === 'size' ? sizeFeature(label.en) : label,
        slug: slugify(`${previous.leaf.noun.ro} ${previous.brand} ${model}`),
      });
      continue;
    }
    const placed = index < order.length ? order[index] : rng.pick(order);
    if (!placed) throw new Error('the category tree has no leaves');
    const { top, sub, leaf } = placed;
    const fixed = FIXED[index];
    const brand = fixed?.brand ?? rng.pick(sub.brands ?? top.brands);
    let model = fixed?.model ?? '';
    while (model === '' || usedModels.has(model)) {
      model = `${brandCode(brand)}-${leaf.code}${rng.int(100, 9899)}`;
    }
    usedModels.add(model);

    let family: Draft['family'] = null;
    if (index >= 20 && index + 2 < count && rng.chance(0.05)) {
      const size = rng.int(2, 3);
      const labels =
        top.variants === 'size'
          ? SIZES.slice(0, size).map((s) => t(s, s, s))
          : VERSIONS.slice(0, size);
      const codes = top.variants === 'size' ? SIZES.slice(0, size) : VERSION_CODES.slice(0, size);
      family = { members: Array.from({ length: size }, (_, k) => index + k), labels, codes };
      model = `${model}-${codes[0] ?? 'A'}`;
      usedModels.add(model);
    }
    const firstLabel = family?.labels[0];
    const feature = firstLabel
      ? top.variants === 'size'
        ? sizeFeature(firstLabel.en)
        : firstLabel
      : (sub.features[fixed?.feature ?? rng.int(0, sub.features.length - 1)] ?? t('', '', ''));
    drafts.push({
      index,
      top,
      leaf,
      brand,
      model,
      feature,
      slug: slugify(`${leaf.noun.ro} ${brand} ${model}`),
      family,
    });
  }

  const rows: ProductRows = { products: [], productUnits: [], productValues: [], reviews: [] };
  let reviewId = 0;

  for (const draft of drafts) {
    const { index, top, leaf, brand, model, feature } = draft;
    const id = index + 1;
    const categoryId = ids.leafIds.get(leaf.slug);
    const brandId = ids.brandIds.get(brand);
    if (categoryId === undefined || brandId === undefined) {
      throw new Error(`unknown leaf or brand: ${leaf.slug}, ${brand}`);
    }
    const name: LocalizedText = {
      ro: joinName(leaf.noun.ro, brand, model, feature.ro),
      en: joinName(leaf.noun.en, brand, model, feature.en),
      ru: joinName(leaf.noun.ru, brand, model, feature.ru),
    };

    const priceBani = shopPrice(rng, leaf.price[0], leaf.price[1]);
    const isPromotion = index % 5 === 0;
    const zeroPromotion = !isPromotion && index % 50 === 23;
    let promotionPrice: string | null = null;
    if (isPromotion) {
      const promo = Math.floor((priceBani * (0.7 + rng.next() * 0.22)) / 100) * 100 + 90;
      promotionPrice = money(promo < priceBani ? promo : priceBani - 100);
    } else if (zeroPromotion) {
      promotionPrice = '0.00';
    }
    const priceAngro =
      index % 9 === 4 ? null : money(Math.round(priceBani * (0.78 + rng.next() * 0.12)));

    // Stock: a few sold out and a few last pieces, the rest anywhere up to 300.
    let balance: number;
    if (index % 20 === 4 || rng.chance(0.03)) balance = 0;
    else if (index % 20 === 14 || rng.chance(0.02)) balance = 1;
    else balance = Math.floor(2 + Math.pow(rng.next(), 2) * 298);
    const balanceAngro = rng.chance(0.1) ? 0 : balance === 0 ? rng.int(0, 40) : rng.int(5, 600);

    // Units: most sell by the piece, some by the set or the box as well.
    const unitIds: number[] = [];
    if (rng.chance(0.93)) unitIds.push(UNITS[0].id);
    if (rng.chance(0.25)) unitIds.push(UNITS[1].id);
    if (rng.chance(0.2)) unitIds.push(UNITS[2].id);
    for (const unitId of unitIds) rows.productUnits.push({ productId: id, unitId });
    const codes = unitIds.map((unitId) => UNITS.find((unit) => unit.id === unitId)?.nameCod ?? 1);
    const angroMinSaleUnit =
      codes.length === 0 ? null : rng.chance(0.7) ? (codes[0] ?? 1) : rng.pick(codes);
    const angroSaleQt = rng.chance(0.25) ? null : rng.pick([1, 1, 2, 3, 5, 6, 10, 12]);

    // Radio groups: variant families link their members by slug; some products offer a choice.
    const parameters: Parameters = [];
    const family = draft.family;
    if (family) {
      const first = family.members[0] ?? index;
      parameters.push({
        id: first + 1,
        title:
          top.variants === 'size'
            ? t('Mărime', 'Size', 'Размер')
            : t('Variantă', 'Version', 'Вариант'),
        items: family.members.map((member, k) => ({
          id: (first + 1) * 10 + k,
          title: family.labels[k] ?? t('', '', ''),
          checked: member === index,
          slug: drafts[member]?.slug ?? null,
        })),
      });
    } else if (rng.chance(0.08)) {
      const options = [
        t('Fără garanție extinsă', 'No extended warranty', 'Без расширенной гарантии'),
        t('+1 an de garanție', '+1 year warranty', '+1 год гарантии'),
        t('+2 ani de garanție', '+2 years warranty', '+2 года гарантии'),
      ];
      parameters.push({
        id: 1_000_000 + id,
        title: t('Garanție extinsă', 'Extended warranty', 'Расширенная гарантия'),
        items: options.map((title, k) => ({
          id: (1_000_000 + id) * 10 + k,
          title,
          checked: k === 0,
          slug: null,
        })),
      });
    }

    // Attributes: a colour, then one to three of the warranty, origin and the top's own.
    const colour = ATTRIBUTES[0];
    const valueKeywords: string[] = [];
    if (colour) valueKeywords.push(rng.pick(colour.values).keyword);
    const others = rng.sample(['garantie', 'tara-de-origine', ...top.attributes], rng.int(1, 3));
    for (const slug of others) {
      const attribute = ATTRIBUTES.find((a) => a.slug === slug);
      if (attribute) valueKeywords.push(rng.pick(attribute.values).keyword);
    }
    // A full technical sheet (the fixed products and one in ten): every attribute of the sheet
    // and of the category, chosen by a chance of its own so the other products stay as they were.
    if (hasFullSpecSheet(index)) {
      const sheet = new Random(SPEC_SHEET_SEED + id);
      const chosen = new Set(others);
      for (const slug of [...SPEC_SHEET_ATTRIBUTES, ...top.attributes]) {
        const attribute = ATTRIBUTES.find((a) => a.slug === slug);
        if (!attribute || chosen.has(slug)) continue;
        chosen.add(slug);
        valueKeywords.push(sheet.pick(attribute.values).keyword);
      }
    }
    for (const keyword of valueKeywords) {
      const valueId = ids.valueIds.get(keyword);
      if (valueId !== undefined) rows.productValues.push({ productId: id, valueId });
    }
    const warrantyKeyword = valueKeywords.find((k) => k.startsWith('garantie-'));
    const warrantyMonths = warrantyKeyword ? Number(warrantyKeyword.split('-')[1]) : 24;

    const hasImage = index % 40 !== 7;
    // '/media/products/ko-1-2.svg': the category code tells the media route which shape to draw.
    const picture = (k: number) => `/media/products/${leaf.code.toLowerCase()}-${id}-${k}.svg`;
    const galleryCount = rng.int(2, 5);
    const createdAt = new Date(BASE_DATE - Math.floor(rng.next() * 365 * DAY));

    rows.products.push({
      id,
      slug: draft.slug,
      name,
      description: describe(name, brand, model, feature, top, warrantyMonths),
      image: hasImage ? picture(1) : null,
      gallery: hasImage ? Array.from({ length: galleryCount }, (_, k) => picture(k + 1)) : [],
      price: money(priceBani),
      promotionPrice,
      isPromotion,
      priceAngro,
      model,
      brandId,
      categoryId,
      balance,
      balanceAngro,
      angroMinSaleUnit,
      angroSaleQt,
      parameters,
      seo: {
        title: {
          ro: `${name.ro} — cumpără online în Moldova`,
          en: `${name.en} — buy online in Moldova`,
          ru: `${name.ru} — купить онлайн в Молдове`,
        },
        description: {
          ro: `${leaf.noun.ro} ${brand} ${model} la preț bun, cu livrare în toată Moldova și garanție.`,
          en: `${leaf.noun.en} ${brand} ${model} at a good price, with delivery across Moldova and warranty.`,
          ru: `${leaf.noun.ru} ${brand} ${model} по выгодной цене, с доставкой по Молдове и гарантией.`,
        },
      },
      isTop: index % 12 === 3,
      isRecommended: index % 6 === 1,
      popularity: Math.floor(Math.pow(rng.next(), 3) * 5000),
      createdAt,
      searchText: searchKey(`${name.ro} ${name.en} ${name.ru} ${model} ${brand}`),
    });

    // Reviews: about four products in ten have some, dated after the product appeared.
    if (rng.chance(0.4)) {
      const reviewCount = rng.int(1, 12);
      for (let k = 0; k < reviewCount; k++) {
        const grade = reviewGrade(rng);
        reviewId += 1;
        const age = BASE_DATE - createdAt.getTime();
        rows.reviews.push({
          id: reviewId,
          productId: id,
          userName: rng.pick(REVIEWERS),
          grade,
          ...rng.pick(REVIEW_TEXTS[grade] ?? [{ lang: 'ro', text: '' }]),
          createdAt: new Date(createdAt.getTime() + Math.floor(rng.next() * age)),
        });
      }
    }
  }
  return rows;
}

function sizeFeature(size: string): LocalizedText {
  return t(`mărimea ${size}`, `size ${size}`, `размер ${size}`);
}
