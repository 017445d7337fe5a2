import { z } from '../zod.js';
import { addressSchema, flagSchema, listSchema, nullableTextSchema } from './common.js';

// The keys live with the rules (no zod), so a browser bundle that only needs the names does not
// carry the schemas; the contract re-exports them where they have always been.
export { SETTINGS_COLOR_KEYS, type SettingsColorKey } from '../rules/constants.js';

/** A CSS colour from the shop's editors; missing or '' reads as null (the theme default applies). */
const colorSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * A link the shop opens in a new tab (the live chat): an absolute http(s) address; anything else
 * (missing, '', a `javascript:` or relative address) reads as null, and the link is not shown.
 */
const externalLinkSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value && /^https?:\/\/[^\s/?#]+\S*$/i.test(value) ? value : null));

/** A social link of the header and footer. */
export const socialLinkSchema = z.object({
  network: z.string(),
  url: z.string(),
});
export type SocialLink = z.output<typeof socialLinkSchema>;

/**
 * Global settings of §3 (GET /api/site-settings/): the 11 theme colours and the shop's name. The header and footer also
 * need the support phone and e-mail, social links, payment methods, shop addresses, and the demo
 * and maintenance switches of §2 and the live chat of the mobile bottom bar; the spec does not
 * show where they come from, so they are designed here as optional fields of the same answer.
 */
export const globalSettingsSchema = z.object({
  header_color: colorSchema,
  footer_color: colorSchema,
  cart_color: colorSchema,
  favorite_color: colorSchema,
  buttons_color: colorSchema,
  buttons_bg_color: colorSchema,
  buttons_hover_color: colorSchema,
  main_color: colorSchema,
  icons_color: colorSchema,
  newsletter_block_background_color: colorSchema,
  product_of_the_day_color: colorSchema,
  /**
   * The shop's name in the request's language (the logo, page titles, og:site_name, JSON-LD); null
   * when its editors set none, and the storefront names it from its catalogue (`site.name`).
   */
  shop_name: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null)),
  support_phone: nullableTextSchema,
  support_email: nullableTextSchema,
  social_links: listSchema(socialLinkSchema),
  /** Card schemes shown in the header and footer, e.g. 'mastercard', 'visa'. */
  payment_methods: listSchema(z.string()),
  addresses: listSchema(addressSchema),
  /**
   * The live chat of the mobile bottom bar (SPEC §2): a messenger or chat page, opened in a new
   * tab; null when the shop has none (the bar then has no chat item).
   */
  live_chat_url: externalLinkSchema,
  /** A demo shop (SPEC §2 "demo-warning banner"): orders are not delivered, payments not taken. */
  is_demo: flagSchema,
  is_maintenance: flagSchema,
});
export type GlobalSettings = z.output<typeof globalSettingsSchema>;
