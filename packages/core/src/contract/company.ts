import { z } from '../zod.js';
import { MAX_LENGTH, MIN_LENGTH } from '../rules/constants.js';
import { MAX_PICKUP_ITEMS } from '../rules/shop-stock.js';
import {
  agreementField,
  companyNameField,
  emailField,
  idnoField,
  minText,
  phonePayloadField,
  requiredText,
} from '../rules/fields.js';
import {
  arrayResponseSchema,
  idField,
  idSchema,
  imageSchema,
  listSchema,
  MAX_ID,
  messageKey,
  nullableTextSchema,
  optionalText,
  pageSchema,
  textOrEmptySchema,
} from './common.js';

// ---------------------------------------------------------------------------------------------
// Shops and contacts
// ---------------------------------------------------------------------------------------------

/** Coordinates of a shop for the map; absent when the shop has none. */
const coordinateSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(?:\.\d+)?$/),
  ])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : Number(value)));

/**
 * A shop of §3 ("image, date, title, address, text, numbers"). `numbers` are read as the shop's
 * phone numbers. The single shop page (§2: video, image grid, slider, map) adds `video`,
 * `video_cover`, `images` and `slider`; the list leaves them empty. Both carry the coordinates.
 */
export const shopSchema = z.object({
  id: idSchema,
  slug: z.string(),
  image: imageSchema,
  date: nullableTextSchema,
  title: z.string(),
  address: textOrEmptySchema,
  text: textOrEmptySchema,
  numbers: listSchema(z.string()),
  video: nullableTextSchema,
  video_cover: imageSchema,
  images: listSchema(z.string()),
  slider: listSchema(z.string()),
  latitude: coordinateSchema,
  longitude: coordinateSchema,
});
export type Shop = z.output<typeof shopSchema>;
export const shopPageSchema = pageSchema(shopSchema);

/**
 * A shop contact of §3 (the contacts accordion: city, location, type, phone, email, schedule,
 * show-map). Its id is the `mapid` of /pages/contacts. `map_url` (the iframe) and the
 * coordinates are designed for the show-map button.
 */
export const shopContactSchema = z.object({
  id: idSchema,
  city: z.string(),
  location: z.string(),
  type: textOrEmptySchema,
  phone: nullableTextSchema,
  email: nullableTextSchema,
  schedule: nullableTextSchema,
  map_url: nullableTextSchema,
  latitude: coordinateSchema,
  longitude: coordinateSchema,
});
export type ShopContact = z.output<typeof shopContactSchema>;
export const shopContactsResponseSchema = arrayResponseSchema(shopContactSchema);

/**
 * Query of GET /api/shops/stock: the pieces asked of each product, one `items=product:pieces` per
 * product (`items=12:2&items=15:1`), at most MAX_PICKUP_ITEMS of them; none asks only for the
 * pickup shops (each then `complete`).
 */
const pickupItemQuery = z
  .string()
  .regex(/^[1-9]\d{0,9}:[1-9]\d{0,5}$/)
  .transform((value) => {
    const [productId, pieces] = value.split(':').map(Number);
    return { productId: productId ?? 0, pieces: pieces ?? 0 };
  })
  .refine((item) => item.productId <= MAX_ID, { message: 'invalid' });
export const shopStockQuerySchema = z.object({
  items: z
    .union([z.array(pickupItemQuery).min(1).max(MAX_PICKUP_ITEMS), pickupItemQuery])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
});
export type ShopStockQuery = z.input<typeof shopStockQuerySchema>;

/**
 * A shop that gives orders for pickup, with the pieces it can give of each product asked
 * (`pickupAvailable`: within the stock the caller's role draws from) and whether it has every
 * item in full (`complete`). Shops come in the editors' order.
 */
export const shopStockSchema = z.object({
  id: idSchema,
  /** The shop's name ('CasaPlus Botanica'): a town has several shops. */
  title: z.string(),
  city: z.string(),
  location: z.string(),
  phone: nullableTextSchema,
  schedule: nullableTextSchema,
  products: listSchema(
    z.object({ product_id: idSchema, available: z.number().int().nonnegative() }),
  ),
  complete: z.boolean(),
});
export type ShopStock = z.output<typeof shopStockSchema>;
export const shopStockResponseSchema = arrayResponseSchema(shopStockSchema);

/**
 * A line of the company requisites (GET /api/contacts/requisites/), e.g. IDNO, IBAN, bank. The
 * spec does not show the fields; label/value rows let the shop add lines without a release.
 */
export const requisiteSchema = z.object({
  id: idSchema,
  title: z.string(),
  value: z.string(),
});
export type Requisite = z.output<typeof requisiteSchema>;
export const requisitesResponseSchema = arrayResponseSchema(requisiteSchema);

/** A person of the contacts page's administration block (GET /api/contacts/admin-contacts/). */
export const adminContactSchema = z.object({
  id: idSchema,
  position: textOrEmptySchema,
  name: textOrEmptySchema,
  phone: nullableTextSchema,
  email: nullableTextSchema,
});
export type AdminContact = z.output<typeof adminContactSchema>;
export const adminContactsResponseSchema = arrayResponseSchema(adminContactSchema);

// ---------------------------------------------------------------------------------------------
// Careers
// ---------------------------------------------------------------------------------------------

/**
 * A vacancy card (§2: "a letter, title, text and action button"). `city` (where the job is) is
 * designed: a shop with branches in several towns says where.
 */
export const vacancySchema = z
  .object({
    id: idSchema,
    title: z.string(),
    /** HTML from the shop's editors, sanitised by the API (plain text is accepted too). */
    text: textOrEmptySchema,
    letter: nullableTextSchema,
    city: nullableTextSchema,
  })
  .transform((vacancy) => ({
    ...vacancy,
    letter: vacancy.letter ?? (vacancy.title.trim().charAt(0).toUpperCase() || null),
  }));
export type Vacancy = z.output<typeof vacancySchema>;
export const vacanciesResponseSchema = arrayResponseSchema(vacancySchema);

/**
 * Body of POST /accounts/vacancy-form/ (the careers modal). The spec does not show the fields: an
 * applicant gives a name, a phone, optionally an e-mail and a message, for one vacancy, and ticks
 * the agreement (§5). The CV travels beside it (multipart), checked by `cvFileError`.
 */
export const vacancyFormRequestSchema = z.strictObject({
  vacancy: idField,
  name: minText(MIN_LENGTH.oneClickName, MAX_LENGTH.name),
  phone: phonePayloadField,
  email: emailField.optional(),
  message: optionalText(MAX_LENGTH.text),
  agreement: agreementField,
});
export type VacancyFormRequest = z.input<typeof vacancyFormRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Partner form and contact form
// ---------------------------------------------------------------------------------------------

/**
 * Activity types of the partner (dealer) form. The spec names `activity_type` only; these are the
 * kinds of business a wholesale shop asks about.
 */
export const PARTNER_ACTIVITY_TYPES = [
  'retail',
  'wholesale',
  'construction',
  'installation',
  'design',
  'other',
] as const;
export type PartnerActivityType = (typeof PARTNER_ACTIVITY_TYPES)[number];

/** Body of POST /ru/api/accounts/partner-form/: the dealer application. */
export const partnerFormRequestSchema = z.strictObject({
  name: minText(MIN_LENGTH.oneClickName, MAX_LENGTH.name),
  company_name: companyNameField,
  phone: phonePayloadField,
  email: emailField,
  city: optionalText(MAX_LENGTH.name),
  message: optionalText(MAX_LENGTH.text),
  activity_type: z.enum(PARTNER_ACTIVITY_TYPES, messageKey('required')),
  agreement: agreementField,
});
export type PartnerFormRequest = z.input<typeof partnerFormRequestSchema>;

/**
 * Body of POST /api/accounts/dealer-form/: the dealer application of /pages/signup-dealers (a
 * company that wants to buy at dealer prices). The spec shows the page's form but not its call;
 * it asks what the shop needs to open a dealer account: the company and its IDNO, the contact
 * person, phone, e-mail, town and line of business, and the agreement.
 */
export const dealerFormRequestSchema = z.strictObject({
  company_name: companyNameField,
  idno: idnoField,
  name: minText(MIN_LENGTH.oneClickName, MAX_LENGTH.name),
  phone: phonePayloadField,
  email: emailField,
  city: requiredText(MAX_LENGTH.name),
  activity_type: z.enum(PARTNER_ACTIVITY_TYPES, messageKey('required')),
  message: optionalText(MAX_LENGTH.text),
  agreement: agreementField,
});
export type DealerFormRequest = z.input<typeof dealerFormRequestSchema>;

/**
 * Body of the contact form (§1, with its agreement checkbox, §5). Its call is not shown in the
 * spec; the client posts it to /api/contacts/contact-form/.
 */
export const contactFormRequestSchema = z.strictObject({
  name: minText(MIN_LENGTH.oneClickName, MAX_LENGTH.name),
  email: emailField,
  phone: phonePayloadField.optional(),
  message: requiredText(MAX_LENGTH.text),
  agreement: agreementField,
});
export type ContactFormRequest = z.input<typeof contactFormRequestSchema>;
