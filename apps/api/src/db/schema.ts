import type { DeliveryMethod, PayMethod } from '@shop/core/contract';
import type { LocaleCode, Role, UtmRecord } from '@shop/core/rules';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The catalogue and content of SPEC §3. Every text a shopper reads is stored in the three
 * languages as `{ ro, en, ru }` (jsonb) and picked by Accept-Language when answering. Money is
 * numeric(12,2) in lei, read back as a decimal string and turned into bani by @shop/core.
 */

/** A text in the shop's three languages. */
export interface LocalizedText {
  ro: string;
  en: string;
  ru: string;
}

const localized = (name: string) => jsonb(name).$type<LocalizedText>();
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** tsvector, for the generated full-text column of products. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    /** null for a top category; categories nest three levels deep. */
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    icon: text('icon'),
    image: text('image'),
    /** The desktop catalogue menu banner: a title, a button and its link, or an image alone. */
    banner: jsonb('banner').$type<{
      title: LocalizedText | null;
      buttonUrl: string | null;
      buttonText: LocalizedText | null;
      image: string | null;
    }>(),
    position: integer('position').notNull().default(0),
    showInHome: boolean('show_in_home').notNull().default(false),
    showInFooter: boolean('show_in_footer').notNull().default(false),
    /** A tab of the sales page. */
    onSalesPage: boolean('on_sales_page').notNull().default(false),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
  ],
);

/**
 * The size chart of a category (SPEC: the size chart modal of product pages whose products have
 * sizes). A product shows the chart of the nearest category up its tree that has one. Headings
 * and cells are texts in the three languages; each row has one cell per heading, the first naming
 * the size.
 */
export const sizeCharts = pgTable(
  'size_charts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    title: localized('title').notNull(),
    /** A line under the table: how to measure, tolerances. */
    note: localized('note'),
    columns: jsonb('columns').$type<LocalizedText[]>().notNull(),
    rows: jsonb('rows').$type<LocalizedText[][]>().notNull(),
  },
  (t) => [
    uniqueIndex('size_charts_category_key').on(t.categoryId),
    check('size_charts_columns_check', sql`jsonb_typeof(${t.columns}) = 'array'`),
    check('size_charts_rows_check', sql`jsonb_typeof(${t.rows}) = 'array'`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    image: text('image'),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug), uniqueIndex('brands_name_key').on(t.name)],
);

/** Sale units: name_cod 1 piece, 100 set, 200 box; coef is the pieces a unit holds. */
export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  nameCod: smallint('name_cod').notNull(),
  coef: integer('coef').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    /** HTML in the three languages. */
    description: localized('description').notNull(),
    image: text('image'),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    price: money('price').notNull(),
    promotionPrice: money('promotion_price'),
    isPromotion: boolean('is_promotion').notNull().default(false),
    priceAngro: money('price_angro'),
    model: text('model'),
    brandId: integer('brand_id').references(() => brands.id),
    /** The deepest category the product is filed under. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    balance: integer('balance').notNull().default(0),
    balanceAngro: integer('balance_angro').notNull().default(0),
    angroMinSaleUnit: smallint('angro_min_sale_unit'),
    angroSaleQt: integer('angro_sale_qt'),
    /** Radio groups of the product page (size, feature); items may point at a variant product. */
    parameters: jsonb('parameters')
      .$type<
        {
          id: number;
          title: LocalizedText;
          items: { id: number; title: LocalizedText; checked: boolean; slug: string | null }[];
        }[]
      >()
      .notNull()
      .default([]),
    seo: jsonb('seo').$type<{ title: LocalizedText; description: LocalizedText }>(),
    isTop: boolean('is_top').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    /** Sales rank: the 'popularity' sort. */
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Name (three languages), article and brand, lower-cased and without diacritics, written by
     * the application with the same function that normalises a search text.
     */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', search_text)`,
    ),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    // A category page in each sort order reads its first rows from one of these, without a sort.
    index('products_category_popularity_idx').on(t.categoryId, t.popularity.desc(), t.id),
    index('products_category_created_idx').on(t.categoryId, t.createdAt.desc(), t.id),
    index('products_brand_idx').on(t.brandId),
    index('products_popularity_idx').on(t.popularity.desc(), t.id),
    index('products_price_idx').on(t.price, t.id),
    /** The price a shopper pays (the promotion price when there is one): price filters and sorts. */
    index('products_effective_price_idx').on(
      sql`(case when ${t.promotionPrice} > 0 then ${t.promotionPrice} else ${t.price} end)`,
      t.id,
    ),
    index('products_created_idx').on(t.createdAt.desc(), t.id),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_model_trgm_idx').using('gin', sql`lower(${t.model}) gin_trgm_ops`),
  ],
);

export const productUnits = pgTable(
  'product_units',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.unitId] })],
);

/** A filterable attribute (colour, power, material…). */
export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    isColor: boolean('is_color').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attributes_slug_key').on(t.slug)],
);

/** One value of an attribute; `keyword` is what the `attributes` query parameter carries. */
export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    title: localized('title').notNull(),
    /** A CSS colour for colour attributes. */
    color: text('color'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_keyword_key').on(t.keyword)],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.valueId] }),
    index('product_attribute_values_value_idx').on(t.valueId),
  ],
);

/**
 * Product reviews: the seeded ones have no account; one written through the API has its author,
 * who may review a product once.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    grade: smallint('grade').notNull(),
    text: text('text').notNull().default(''),
    /**
     * The language the review was written in (ro, en, ru): a posted one's is the request's; null
     * for reviews from before the column.
     */
    lang: text('lang').$type<LocaleCode>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt.desc()),
    uniqueIndex('reviews_user_product_key')
      .on(t.userId, t.productId)
      .where(sql`${t.userId} is not null`),
    check('reviews_grade_check', sql`${t.grade} between 1 and 5`),
    check('reviews_lang_check', sql`${t.lang} in ('ro', 'en', 'ru')`),
  ],
);

export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  image: text('image'),
  /** HTML. */
  description: localized('description').notNull(),
  inactiveTime: integer('inactive_time').notNull(),
  activeTime: integer('active_time').notNull(),
  link: jsonb('link').$type<{
    title: LocalizedText;
    url: string;
    bgColor: string | null;
    textColor: string | null;
  } | null>(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id').references(() => blogCategories.id),
    title: localized('title').notNull(),
    excerpt: localized('excerpt').notNull(),
    /** HTML. */
    body: localized('body').notNull(),
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    index('articles_published_idx').on(t.publishedAt.desc()),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    excerpt: localized('excerpt').notNull(),
    banner: text('banner'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Tabs of the promotion page: a title and an HTML body each. */
    tabs: jsonb('tabs').$type<{ title: LocalizedText; body: LocalizedText }[]>().notNull(),
    button: jsonb('button').$type<{ text: LocalizedText; url: string } | null>(),
    /**
     * The slug of the category whose products (and its subcategories') the promotion page shows;
     * null when the promotion lists no products.
     */
    productsCategory: text('products_category'),
  },
  (t) => [
    uniqueIndex('promotions_slug_key').on(t.slug),
    index('promotions_starts_idx').on(t.startsAt.desc()),
  ],
);

export const regulations = pgTable(
  'regulations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    /** HTML. */
    body: localized('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('regulations_slug_key').on(t.slug)],
);

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    city: localized('city').notNull(),
    address: localized('address').notNull(),
    /** Shop, warehouse, service centre… */
    type: localized('type').notNull(),
    text: localized('text').notNull(),
    image: text('image'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video'),
    phones: jsonb('phones').$type<string[]>().notNull().default([]),
    email: text('email'),
    /** Opening hours as the contacts accordion shows them. */
    schedule: localized('schedule').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    position: integer('position').notNull().default(0),
    /** Gives orders for pickup (a service centre does not). */
    pickup: boolean('pickup').notNull().default(true),
  },
  (t) => [uniqueIndex('shops_slug_key').on(t.slug)],
);

/**
 * The pieces of a product a shop holds for pickup: a part of the product's stock (the seed keeps
 * their sum within `products.balance`). A pickup order takes its pieces from here and from the
 * product's stock in one statement, under the product row's lock (orders/place.ts). No row: none.
 */
export const shopStock = pgTable(
  'shop_stock',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pieces: integer('pieces').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.productId] }),
    index('shop_stock_product_idx').on(t.productId),
    check('shop_stock_pieces_check', sql`${t.pieces} >= 0`),
  ],
);

/** Company requisites (legal name, IDNO, bank…) of the contacts page. */
export const requisites = pgTable('requisites', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  value: text('value').notNull(),
  position: integer('position').notNull().default(0),
});

/** The administration block of the contacts page. */
export const adminContacts = pgTable('admin_contacts', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  position: localized('position').notNull(),
  phone: text('phone'),
  email: text('email'),
  sort: integer('sort').notNull().default(0),
});

export const vacancies = pgTable('vacancies', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  /** HTML; the career card clamps it to six lines. */
  text: localized('text').notNull(),
  city: localized('city').notNull(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/**
 * Pages of the footer: company links and client-service links (garantie-retur, return, terms,
 * regulamente…), each an HTML page in three languages.
 */
export const footerPages = pgTable(
  'footer_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    group: text('group').$type<'company' | 'client_service'>().notNull(),
    title: localized('title').notNull(),
    body: localized('body').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('footer_pages_slug_key').on(t.slug)],
);

/** Slides of the home page: the main slider, the category slider and the brand slider. */
export const homeSlides = pgTable('home_slides', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'main' | 'category' | 'brand'>().notNull(),
  title: localized('title').notNull(),
  subtitle: localized('subtitle'),
  image: text('image').notNull(),
  mobileImage: text('mobile_image'),
  url: text('url'),
  buttonText: localized('button_text'),
  categoryId: integer('category_id').references(() => categories.id),
  brandId: integer('brand_id').references(() => brands.id),
  position: integer('position').notNull().default(0),
});

/**
 * Site-wide settings as one row per key (theme colours, support phone and e-mail, socials,
 * payment methods, sales page background…), so adding a setting needs no migration.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

/**
 * Accounts (SPEC §3 "User", §6): customers, physical or juridical, some of them dealers (with a
 * discount) or managers ("agents"). Registration gives both an email (kept lower-cased) and a
 * phone ('+' and digits, the `username`); an account made through Google or Facebook may lack
 * one of them, never both. The password hash is null for an account that only signs in through
 * a provider. Role columns are set by the operators' command, never by the public API.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    personType: text('person_type').$type<'physical' | 'juridical'>().notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name'),
    idno: text('idno'),
    tva: text('tva'),
    iban: text('iban'),
    bic: text('bic'),
    isAgent: boolean('is_agent').notNull().default(false),
    isDealer: boolean('is_dealer').notNull().default(false),
    /** Percent off the wholesale price for a dealer (SPEC §5 "Line total"). */
    dealerDiscount: numeric('dealer_discount', { precision: 5, scale: 2 }).notNull().default('0'),
    birthDate: date('birth_date', { mode: 'string' }),
    address: text('address'),
    /** The newsletter switches of the profile: by e-mail and by SMS. */
    newsletter: boolean('newsletter').notNull().default(false),
    newsletterSms: boolean('newsletter_sms').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    // An account with a password needs a login name; one made by a Google or Facebook sign-in may
    // have neither until the profile is completed.
    check(
      'users_login_check',
      sql`${t.passwordHash} is null or ${t.email} is not null or ${t.phone} is not null`,
    ),
    check('users_person_type_check', sql`${t.personType} in ('physical', 'juridical')`),
    check(
      'users_dealer_discount_check',
      sql`${t.dealerDiscount} >= 0 and ${t.dealerDiscount} <= 100`,
    ),
  ],
);

/**
 * Sign-in tokens: only their SHA-256 is kept (see src/auth/tokens.ts). Logout sets `revoked_at`;
 * a password change or reset revokes the account's other tokens.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Google and Facebook identities: an account is found by provider and the provider's subject id,
 * never by an e-mail the provider has not verified.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_subject_key').on(t.provider, t.subject),
    index('social_accounts_user_idx').on(t.userId),
    check('social_accounts_provider_check', sql`${t.provider} in ('google', 'facebook')`),
  ],
);

/**
 * Password resets in progress: the SHA-256 of the e-mail link's token or of the SMS code, with
 * its expiry, when it was used, and the wrong codes tried against it.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'phone'>().notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    index('password_resets_secret_idx').on(t.secretHash),
    index('password_resets_user_idx').on(t.userId),
    check('password_resets_channel_check', sql`${t.channel} in ('email', 'phone')`),
  ],
);

/**
 * Rate-limit counters, shared by every API process through the database: a count of hits that
 * lapses at `expires_at` (see src/http/rate-limit.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

/**
 * The development outbox: e-mails and SMS kept here instead of being sent when no SMTP_URL or
 * SMS_URL is configured (read with `pnpm --filter @shop/api outbox`).
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The files an e-mail carried: their names, types and sizes (the files are not kept). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; bytes: number }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('outbound_messages_channel_check', sql`${t.channel} in ('email', 'sms')`)],
);

/**
 * Subscriptions from the newsletter block (§3), with or without an account: by e-mail or by
 * phone (SMS), one of the two; each address or number once.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    /** '+373' and the eight digits. */
    phone: text('phone'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscriptions_phone_key').on(t.phone),
    check(
      'newsletter_subscriptions_contact_check',
      sql`(${t.email} is null) <> (${t.phone} is null)`,
    ),
  ],
);

// -------------------------------------------------------------------------------------------------
// Buying (SPEC §3 "Cart line", "Order", §4 "Cart panel", "Order placement", "Coupon", "Favourites")
// -------------------------------------------------------------------------------------------------

/**
 * A signed-in customer's cart (§4: "Logged-in carts live on the server"). A line is a product in
 * a unit (null: by the piece) with chosen parameter items (sorted ids); the same three again
 * merge into one line.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    /** Ids of the chosen parameter items, sorted, so equal choices compare equal. */
    attributes: integer('attributes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_line_key').on(
      t.userId,
      t.productId,
      sql`coalesce(${t.unitId}, 0)`,
      t.attributes,
    ),
    check('cart_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/** A signed-in customer's favourites (§4 "Favourites"), newest first. */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_user_product_key').on(t.userId, t.productId),
    index('favourites_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Discount codes (§4 "Coupon"; fields not shown): a percent or a fixed amount off, an optional
 * minimum order, validity dates, and limits of uses in all and per customer. `used_count` is
 * raised in the order's transaction while the row is locked, so a limit holds under concurrency.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    /** Percent (0 < value <= 100) or lei. */
    value: money('value').notNull(),
    minTotal: money('min_total'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(sql`lower(${t.code})`),
    check('promo_codes_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'promo_codes_value_check',
      sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
    check(
      'promo_codes_usage_check',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

export const ORDER_STATUS_VALUES = ['process', 'pending_payment', 'canceled', 'finished'] as const;

/**
 * Orders (§3 "Order"): the checkout's, the one-click and the manager's fast orders, and
 * abandoned-checkout saves (`is_abandoned`, never shown in the order list, de-duplicated by
 * `abandoned_key`). Prices are the server's (see src/orders/pricing.ts); `client_total` keeps
 * what the client said the order cost, for the record. `link_token_hash` is the SHA-256 of the
 * token that opens the order without an account.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<(typeof ORDER_STATUS_VALUES)[number]>().notNull(),
    /** Steps of the five-step progress gone through (core's orderProgress). */
    stepsReached: smallint('steps_reached').notNull().default(1),
    isFastOrder: boolean('is_fast_order').notNull(),
    isAbandoned: boolean('is_abandoned').notNull().default(false),
    abandonedKey: text('abandoned_key'),
    payMethod: text('pay_method').$type<PayMethod>(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>(),
    name: text('name').notNull(),
    lastName: text('last_name'),
    phone: text('phone').notNull(),
    email: text('email'),
    personType: text('person_type'),
    companyName: text('company_name'),
    /** The buying company's codes as they were when the order was placed (its invoice shows them). */
    companyIdno: text('company_idno'),
    companyTva: text('company_tva'),
    companyIban: text('company_iban'),
    companyBic: text('company_bic'),
    address: text('address'),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    comment: text('comment'),
    lang: text('lang').notNull(),
    /** The buyer's pricing role when the order was written. */
    role: text('role').$type<Role>().notNull(),
    managerDiscount: numeric('manager_discount', { precision: 5, scale: 2 }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, {
      onDelete: 'set null',
    }),
    promoCode: text('promo_code'),
    itemsTotal: money('items_total').notNull(),
    discount: money('discount').notNull().default('0'),
    shippingPrice: money('shipping_price').notNull().default('0'),
    totalPrice: money('total_price').notNull(),
    clientTotal: money('client_total'),
    utm: jsonb('utm').$type<UtmRecord>(),
    linkTokenHash: text('link_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isAbandoned}`),
    uniqueIndex('orders_abandoned_key').on(t.abandonedKey),
    uniqueIndex('orders_link_token_key').on(t.linkTokenHash),
    // The saves an order clears: found by phone or account among the abandoned ones only.
    index('orders_abandoned_phone_idx')
      .on(t.phone)
      .where(sql`${t.isAbandoned}`),
    index('orders_abandoned_user_idx')
      .on(t.userId)
      .where(sql`${t.isAbandoned}`),
    check(
      'orders_status_check',
      sql`${t.status} in ('process', 'pending_payment', 'canceled', 'finished')`,
    ),
    check('orders_steps_check', sql`${t.stepsReached} between 0 and 5`),
    check(
      'orders_totals_check',
      sql`${t.itemsTotal} >= 0 and ${t.discount} >= 0 and ${t.totalPrice} >= 0 and ${t.totalPrice} = ${t.itemsTotal} - ${t.discount}`,
    ),
  ],
);

/**
 * An order's lines, with what the shopper bought as it was then: the name in the order's
 * language, the article, the brand, the unit, the prices, the chosen parameters. `pieces` is the
 * stock the line took (quantity × the unit's coefficient).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    model: text('model'),
    brand: text('brand'),
    unit: jsonb('unit').$type<{ id: number; name: string; nameCod: number; coef: number } | null>(),
    quantity: integer('quantity').notNull(),
    pieces: integer('pieces').notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    /** The unit price the client sent. */
    clientUnitPrice: money('client_unit_price'),
    attributes: jsonb('attributes').$type<{ id: number; title: string }[]>().notNull().default([]),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1 and ${t.pieces} >= 1`),
  ],
);

/** Which order used which code, and whose it was (an account, or a guest's phone). */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_code_uses_order_key').on(t.orderId),
    index('promo_code_uses_user_idx').on(t.promoCodeId, t.userId),
    index('promo_code_uses_phone_idx').on(t.promoCodeId, t.phone),
  ],
);

/**
 * Idempotency keys of order placement: who sent the key (`scope`: an account or 'guest'), the
 * SHA-256 of the request, and the answer to replay. Kept a day (IDEMPOTENCY.keepMs).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    /** The answer's JSON text as it was sent, so a replay is the same bytes. */
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

// -------------------------------------------------------------------------------------------------
// Forms (§1: partner form, vacancy form, contact form)
// -------------------------------------------------------------------------------------------------

/** bytea, for files kept in the database (a CV). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const FORM_KINDS = ['partner', 'dealer', 'vacancy', 'contact'] as const;

/** What the shop's forms received: the fields as sent (validated), the language, the account. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<(typeof FORM_KINDS)[number]>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    locale: text('locale').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_kind_created_idx').on(t.kind, t.createdAt.desc()),
    check(
      'form_submissions_kind_check',
      sql`${t.kind} in ('partner', 'dealer', 'vacancy', 'contact')`,
    ),
  ],
);

/**
 * Files sent with a form (a vacancy's CV), in the database: the only copy must not live on one
 * API machine's disk (docs/architecture.md "Scale").
 */
export const formAttachments = pgTable(
  'form_attachments',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('form_attachments_submission_idx').on(t.submissionId)],
);

/**
 * Hidden pages (SPEC §2): social campaign landing pages (/pages/social/{slug}, a post links to
 * them) and success pages (/pages/success/{slug}, where a form or a campaign leads). Neither is
 * in a menu or the sitemap. `body` is an editor's HTML (sent through safeHtml); `button` leads
 * to a path of the shop.
 */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'social' | 'success'>().notNull(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    description: localized('description'),
    image: text('image'),
    body: localized('body').notNull(),
    button: jsonb('button').$type<{ title: LocalizedText; url: string }>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('landing_pages_kind_slug_key').on(t.kind, t.slug),
    check('landing_pages_kind_check', sql`${t.kind} in ('social', 'success')`),
  ],
);
