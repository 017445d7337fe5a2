import { z } from '../zod.js';
import { MAX_LENGTH } from '../rules/constants.js';
import { PERSON_TYPES, type PersonType } from '../rules/roles.js';
import {
  agreementField,
  bicField,
  companyNameField,
  emailField,
  ibanField,
  idnoField,
  phonePayloadField,
  requiredText,
  tvaField,
} from '../rules/fields.js';
import {
  flagSchema,
  idSchema,
  messageKey,
  nullableMoneySchema,
  nullableSchema,
  nullableTextSchema,
  optionalText,
  textOrEmptySchema,
} from './common.js';

// The person types are a rule (who may pay by bank transfer); the contract names them for its
// consumers as it always has.
export { PERSON_TYPES };
export type { PersonType };

/** A person type a client sends. */
export const personTypeField = z.enum(PERSON_TYPES, messageKey('required'));

/**
 * The signed-in account (`profileData.user`). The spec names the object only; these are the
 * fields the profile tabs and the checkout's personal and company sections show.
 * `username` is the phone, '+373' and eight digits.
 */
export const userAccountSchema = z.object({
  id: idSchema,
  email: textOrEmptySchema,
  username: textOrEmptySchema,
  first_name: textOrEmptySchema,
  last_name: textOrEmptySchema,
  person_type: z.enum(PERSON_TYPES).catch('physical'),
  birth_date: nullableTextSchema,
  address: nullableTextSchema,
  company_name: nullableTextSchema,
  idno: nullableTextSchema,
  tva: nullableTextSchema,
  iban: nullableTextSchema,
  bic: nullableTextSchema,
});
export type UserAccount = z.output<typeof userAccountSchema>;

/** Dealer data: a dealer gets `dealer_discount` percent off the wholesale price (§5). */
export const dealerInfoSchema = z.object({
  is_dealer: flagSchema,
  dealer_discount: nullableMoneySchema,
});
export type DealerInfo = z.output<typeof dealerInfoSchema>;

/** Manager (agent) data. */
export const agentsInfoSchema = z.object({ is_agent: flagSchema });
export type AgentsInfo = z.output<typeof agentsInfoSchema>;

/**
 * profileData of §3 (GET /accounts/user-profile/). A profile without agent or dealer data is a
 * plain customer, so missing blocks read as "not an agent", "not a dealer".
 */
export const profileDataSchema = z.object({
  user: userAccountSchema,
  is_juridical: flagSchema,
  agents_info: agentsInfoSchema
    .nullish()
    .transform((value): AgentsInfo => value ?? { is_agent: false }),
  dealer_info: dealerInfoSchema
    .nullish()
    .transform((value): DealerInfo => value ?? { is_dealer: false, dealer_discount: null }),
});
export type ProfileData = z.output<typeof profileDataSchema>;

/**
 * User of §3: the session as the storefront keeps it. `profileToken` is the token of the `token`
 * cookie; `profileData` is null until the profile has loaded.
 */
export const userSessionSchema = z.object({
  isAuth: z.boolean(),
  profileToken: z.string().nullable(),
  profileData: profileDataSchema.nullable(),
});
export type UserSession = z.output<typeof userSessionSchema>;

// ---------------------------------------------------------------------------------------------
// Profile requests
// ---------------------------------------------------------------------------------------------

/** A date as the profile sends it, 'YYYY-MM-DD'. */
const isoDateField = z.iso.date(messageKey('required'));

/**
 * Body of POST /accounts/profile-update/: the profile form. Every field is optional so a section
 * of the checkout can save just its own fields; what is sent is checked by the §5 rules.
 */
export const profileUpdateRequestSchema = z.strictObject({
  first_name: optionalText(MAX_LENGTH.name),
  last_name: optionalText(MAX_LENGTH.name),
  email: emailField.optional(),
  username: phonePayloadField.optional(),
  birth_date: isoDateField.optional(),
  address: optionalText(MAX_LENGTH.text),
  person_type: personTypeField.optional(),
  company_name: companyNameField.optional(),
  idno: idnoField.optional(),
  tva: tvaField,
  iban: ibanField.optional(),
  bic: bicField.optional(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

const completePhysical = z.strictObject({
  person_type: z.literal('physical'),
  username: phonePayloadField,
  email: emailField.optional(),
  first_name: optionalText(MAX_LENGTH.name),
  last_name: optionalText(MAX_LENGTH.name),
});

const completeJuridical = completePhysical.extend({
  person_type: z.literal('juridical'),
  company_name: companyNameField,
  idno: idnoField,
  tva: tvaField,
  iban: ibanField,
  bic: bicField,
});

/**
 * Body of POST /accounts/profile-complete-data/. An account made by a Google or Facebook sign-in
 * has no phone and no person type; this call completes them (with the company data for a
 * juridical person), under the same rules as registration.
 */
export const profileCompleteRequestSchema = z.discriminatedUnion(
  'person_type',
  [completePhysical, completeJuridical],
  messageKey('required'),
);
export type ProfileCompleteRequest = z.input<typeof profileCompleteRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Newsletter (POST and GET /accounts/newsletter-set/)
// ---------------------------------------------------------------------------------------------

/**
 * The newsletter block (§3: name, last name, an input and an agreement checkbox). The input is an
 * e-mail address or a phone number (sent as '+373' and the digits): exactly one of `email` and
 * `phone`. With neither, `email` is 'required'; with both, `phone` is 'invalid'.
 *
 * The one-of rule is a second schema joined by an intersection, not a refinement of the object:
 * zod skips an object's refinements once a field has aborted, and the block shows all its errors
 * at once. That second schema outputs nothing of its own.
 */
export const newsletterSubscribeRequestSchema = z.intersection(
  z.strictObject({
    name: requiredText(MAX_LENGTH.name),
    last_name: requiredText(MAX_LENGTH.name),
    email: emailField.optional(),
    phone: phonePayloadField.optional(),
    agreement: agreementField,
  }),
  // Strict too: an intersection refuses only the keys neither side knows.
  z
    .strictObject({ email: z.unknown().optional(), phone: z.unknown().optional() })
    .refine((body) => body.email !== undefined || body.phone !== undefined, {
      error: 'required',
      path: ['email'],
    })
    .refine((body) => body.email === undefined || body.phone === undefined, {
      error: 'invalid',
      path: ['phone'],
    })
    // It only checks: the values are the first side's (an e-mail trimmed there would differ from
    // the raw one here, and zod throws on an intersection whose sides disagree).
    .transform(() => ({})),
);
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;

/**
 * The switches of the profile's newsletter tab. The spec shows "newsletter switches" only:
 * designed as one switch per channel.
 */
export const newsletterPreferencesRequestSchema = z.strictObject({
  email_subscription: z.boolean(messageKey('required')),
  sms_subscription: z.boolean(messageKey('required')),
});
export type NewsletterPreferencesRequest = z.input<typeof newsletterPreferencesRequestSchema>;

/** Either body of POST /accounts/newsletter-set/, for the server. */
export const newsletterSetRequestSchema = z.union([
  newsletterSubscribeRequestSchema,
  newsletterPreferencesRequestSchema,
]);

/** Answer of GET (and POST) /accounts/newsletter-set/: the current subscription. */
export const newsletterSettingsSchema = z.object({
  email: nullableTextSchema,
  email_subscription: flagSchema,
  sms_subscription: flagSchema,
});
export type NewsletterSettings = z.output<typeof newsletterSettingsSchema>;

/** A profile answer that may be missing (a call answering 204 reads as null). */
export const optionalProfileDataSchema = nullableSchema(profileDataSchema);
