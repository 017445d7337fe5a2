import { UTM_KEYS, type UtmKey } from '../rules/utm.js';
import { z } from '../zod.js';
import { MAX_AMOUNT_LEI, MAX_LINE_QUANTITY } from '../rules/constants.js';
import { LOCALE_CODES } from '../rules/locales.js';
import type { ValidationMessageKey } from '../rules/messages.js';

/**
 * Building blocks shared by every contract file.
 *
 * Two kinds of schema live in the contract and they behave differently on purpose:
 * - Response schemas (what the API answers) are tolerant: unknown keys are stripped (zod's default
 *   object), optional data that is missing or null gets a neutral value, and money arrives as a
 *   number or a decimal string. A server that adds a field must never break the storefront.
 * - Request schemas (what a client sends) are strict objects whose failures carry the message keys
 *   of `rules/messages.ts`, so the API validates bodies with the very schemas the client is typed
 *   by and the ui translates the server's errors like its own.
 */

/** A zod error option carrying a message key; `abort` stops later checks of the same field. */
export const messageKey = (error: ValidationMessageKey, abort = false) => ({ error, abort });

// ---------------------------------------------------------------------------------------------
// Response building blocks
// ---------------------------------------------------------------------------------------------

/** Server ids are integers. */
export const idSchema = z.number().int();

/** A text that may be missing or null in a response; both read as null. */
export const nullableTextSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** A text that may be missing or null in a response; both read as ''. */
export const textOrEmptySchema = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** An image URL; missing, null or '' read as null so the ui shows its placeholder (§3). */
export const imageSchema = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null));

/** A flag that may be missing or null; both read as false. */
export const flagSchema = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/** A list that may be missing or null in a response; both read as an empty list. */
export function listSchema<Item extends z.ZodType>(item: Item) {
  return z
    .array(item)
    .nullish()
    .transform((value): z.output<Item>[] => value ?? []);
}

/** A nested object that may be missing in a response; missing reads as null. */
export function nullableSchema<Item extends z.ZodType>(item: Item) {
  return item.nullish().transform((value): z.output<Item> | null => value ?? null);
}

const DECIMAL_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * An amount in lei. Django's DecimalField serialises as a string ('1299.90') and other views
 * send numbers, so both are accepted and read as a number of lei. Conversion to bani happens in
 * the rules (`toBani`), which keep sums exact.
 */
export const moneySchema = z
  .union([z.number(), z.string().trim().regex(DECIMAL_TEXT)])
  .transform((value) => Number(value));

/**
 * An amount that may be absent: null, missing and '' read as null. A promotion price of 0 is kept
 * as 0: whether 0 means "no promotion" is a rule (§3), not a parsing decision.
 */
export const nullableMoneySchema = z
  .union([moneySchema, z.literal('').transform(() => null), z.null()])
  .optional()
  .transform((value) => value ?? null);

/** A stock or unit quantity: a number or a decimal string (stock may be counted in metres). */
export const quantitySchema = z
  .union([z.number(), z.string().trim().regex(DECIMAL_TEXT)])
  .transform((value) => Number(value));

/** A quantity that may be missing or null in a response; both read as 0 (nothing in stock). */
export const stockSchema = quantitySchema.nullish().transform((value) => value ?? 0);

/** An integer that may be missing or null in a response; both read as null. */
export const nullableIntSchema = z
  .number()
  .int()
  .nullish()
  .transform((value) => value ?? null);

/** Pagination of §3: the number of pages and the total number of items. */
export const paginationSchema = z.object({
  pages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type Pagination = z.output<typeof paginationSchema>;

/** One page of items. */
export interface Page<Item> extends Pagination {
  results: Item[];
}

/**
 * A paginated list: `{ pages, total, results }`. A bare array (what an unpaginated view answers,
 * e.g. the home page's `qt` lists) reads as a single page of it, so callers handle one shape.
 */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z
    .union([
      z.object({
        pages: z.number().int().nonnegative().default(1),
        total: z.number().int().nonnegative().optional(),
        results: z.array(item),
      }),
      z.array(item).transform((results) => ({ results })),
    ])
    .transform((value): Page<z.output<Item>> => ({
      results: value.results,
      pages: 'pages' in value ? value.pages : 1,
      total: 'total' in value && value.total !== undefined ? value.total : value.results.length,
    }));
}

/**
 * A plain list. Some views answer `[…]`, others `{ results: […] }`; both read as the array so a
 * change of paginator on the server does not break the caller.
 */
export function arrayResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.union([
    z.array(item),
    z.object({ results: z.array(item) }).transform((value) => value.results),
  ]);
}

/**
 * The answer of a call whose body carries nothing the shop uses (logout, deletes, 204s). The
 * client does not read the body at all for these, so an empty or non-JSON body is fine.
 */
export const emptyResponseSchema = z.unknown().transform((): undefined => undefined);

// ---------------------------------------------------------------------------------------------
// Small entities of §3
// ---------------------------------------------------------------------------------------------

/** Locale of §3: code, iso, title. */
export const localeSchema = z.object({
  code: z.enum(LOCALE_CODES),
  iso: z.string(),
  title: z.string(),
});
export type LocaleEntity = z.output<typeof localeSchema>;

/** An address of §3 (footer and header links to /pages/contacts?mapid={id}). */
export const addressSchema = z.object({
  id: idSchema,
  address: z.string(),
});
export type Address = z.output<typeof addressSchema>;

/** A client-service link of §3 (footer pages, /pages/aditional/{id}). */
export const clientLinkSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
});
export type ClientLink = z.output<typeof clientLinkSchema>;

/** Answer of GET /api/customer/footer-pages/: the footer's client-service links. */
export const clientLinksResponseSchema = arrayResponseSchema(clientLinkSchema);

/**
 * SEO data of a page. The spec names the field only; a real shop needs a title, a description,
 * keywords and a share image, all optional.
 */
export const seoSchema = z.object({
  title: nullableTextSchema,
  description: nullableTextSchema,
  keywords: nullableTextSchema,
  og_image: imageSchema,
});
export type Seo = z.output<typeof seoSchema>;

// ---------------------------------------------------------------------------------------------
// Request building blocks
// ---------------------------------------------------------------------------------------------

/** The largest id a table holds: ids are PostgreSQL integers (serial). */
export const MAX_ID = 2 ** 31 - 1;

/**
 * An id a client sends (product, unit, vacancy…): never typed by a shopper, so 'required'. Above
 * MAX_ID it can name nothing, and the database would refuse to even compare it.
 */
export const idField = z
  .number(messageKey('required'))
  .int(messageKey('required'))
  .positive(messageKey('required'))
  .max(MAX_ID, messageKey('required'));

/** An amount a client sends, in lei: a non-negative number or decimal string, read as a number. */
export const moneyField = z
  .union(
    [
      z.number().nonnegative(),
      z
        .string()
        .trim()
        .regex(/^\d+(?:\.\d{1,2})?$/),
    ],
    {
      error: 'required',
    },
  )
  .transform((value) => Number(value))
  .refine((lei) => lei <= MAX_AMOUNT_LEI, { error: 'invalid' });

/** A total sent as text, '1299.90' (§3 fast order: "total_price (string)"). */
export const moneyTextField = z
  .string(messageKey('required'))
  .trim()
  .regex(/^\d+(?:\.\d{1,2})?$/, messageKey('required'))
  .refine((text) => Number(text) <= MAX_AMOUNT_LEI, { error: 'invalid' });

/** How many of a line a client asks for: a whole number from 1 (§5) to MAX_LINE_QUANTITY. */
export const lineQuantityField = z
  .number(messageKey('required'))
  .int(messageKey('required'))
  .min(1, messageKey('required'))
  .max(MAX_LINE_QUANTITY, messageKey('invalid'));

/** A locale code a client sends. */
export const localeField = z.enum(LOCALE_CODES, messageKey('required'));

/** An optional free text of at most `max` characters; '' reads as not given. */
export const optionalText = (max: number) =>
  z
    .string(messageKey('required'))
    .trim()
    .max(max, messageKey('maxLength'))
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * UTM record of §3. Every value is optional; the rules store them once (§4). Bounded so a
 * crafted link cannot push large text into an order.
 */
export const utmSchema = z.strictObject(
  Object.fromEntries(UTM_KEYS.map((key) => [key, optionalText(200)])) as Record<
    UtmKey,
    ReturnType<typeof optionalText>
  >,
);

// ---------------------------------------------------------------------------------------------
// Query building blocks: the client passes typed values; the server parses the same keys from
// strings (URLSearchParams), so each accepts both forms.
// ---------------------------------------------------------------------------------------------

/** A page number, 1 or more. */
export const pageQuery = z.coerce.number().int().min(1);
/** A non-negative amount in a query (price bounds). */
export const amountQuery = z.coerce.number().nonnegative();
/** A positive count in a query (`qt`). */
export const countQuery = z.coerce.number().int().positive();
/** A boolean in a query: the client sends 'true' or 'false'. */
export const flagQuery = z.union([z.boolean(), z.stringbool()]);
/** A repeated query key (`brands=a&brands=b`); a single value reads as a list of one. */
export const listQuery = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : [value]));
/** A repeated query key of ids (`products_ids=1&products_ids=2`). */
const idQuery = z.coerce.number().int().positive().max(MAX_ID);
export const idListQuery = z
  .union([z.array(idQuery), idQuery])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** The query of a plain paginated list. */
export const pageOnlyQuerySchema = z.object({ page: pageQuery.optional() });
export type PageQuery = z.output<typeof pageOnlyQuerySchema>;
