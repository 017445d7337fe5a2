import { z } from '../zod.js';
import { MAX_LENGTH, MIN_LENGTH, PHONE_PREFIX } from './constants.js';
import {
  agreementField,
  bicField,
  companyNameField,
  currentPasswordField,
  emailField,
  fieldErrors,
  ibanField,
  idnoField,
  minText,
  passwordField,
  requiredText,
  tvaField,
} from './fields.js';
import type { FieldErrors, ValidationMessageKey } from './messages.js';
import { isCompletePhone, isEmptyPhone, PHONE_NATIONAL_DIGITS, toPhonePayload } from './phone.js';

/**
 * The forms of SPEC §5 as the ui holds them (masked phone, confirmations, checkboxes), and the
 * wire bodies (§3, §7) a valid form becomes. Every error is a message key (messages.ts); the ui
 * translates it. Built from the shared field schemas of fields.ts.
 */

const issue = (error: ValidationMessageKey, abort = false) => ({ error, abort });

// ---------------------------------------------------------------------------------------------
// Fields only the forms need
// ---------------------------------------------------------------------------------------------

/**
 * The phone as the masked input holds it ('+373 (69) 123-456'): 'required' while nothing follows
 * the '+373' the input starts with, then 'phone' until it is complete: at least 17 characters
 * (§5) carrying all eight national digits.
 */
export const maskedPhoneField = z
  .string(issue('required'))
  .refine((value) => !isEmptyPhone(value), issue('required', true))
  .refine((value) => value.length >= MIN_LENGTH.phone && isCompletePhone(value), issue('phone'));

/** A confirmation that only has to be given ('required'); equality is checked by the form. */
export const confirmationField = z
  .string(issue('required'))
  .min(1, issue('required', true))
  .max(MAX_LENGTH.password, issue('maxLength'));

/** The one-click buyer's name: required, at least 2 (§5). */
export const oneClickNameField = minText(MIN_LENGTH.oneClickName, MAX_LENGTH.name);

/**
 * A quantity from 1 to the available balance (§5): a whole number; below 1 is 'minLength'
 * (params.min 1), above the balance 'maxLength' (params.max = balance). The message catalogue has
 * no number-range key, so the length keys carry the bounds.
 */
export function quantityField(balance: number) {
  const max = Number.isFinite(balance) ? Math.max(0, Math.floor(balance)) : 0;
  return z
    .number(issue('required'))
    .int(issue('required', true))
    .min(1, issue('minLength'))
    .max(max, issue('maxLength'));
}

/**
 * An object form whose `confirmation` must equal `password` ('sameAs' on the confirmation).
 *
 * The equality lives in a second schema joined by an intersection, not in a refinement of the
 * object: zod skips an object's refinements once a field has aborted (every 'required' does), and
 * the form must show all its errors at once. A confirmation that has its own error keeps it
 * (fieldErrors keeps the first issue of a field, and the object's issues come first).
 */
function withConfirmation<
  Shape extends z.ZodRawShape,
  Password extends keyof Shape & string,
  Confirmation extends keyof Shape & string,
>(shape: Shape, password: Password, confirmation: Confirmation) {
  const pairShape = { [password]: z.unknown(), [confirmation]: z.unknown() } as Record<
    Password | Confirmation,
    z.ZodUnknown
  >;
  const pair = z.object(pairShape).refine(
    (values) => {
      const fields = values as Record<string, unknown>;
      const [first, second] = [fields[password], fields[confirmation]];
      return typeof first !== 'string' || typeof second !== 'string' || first === second;
    },
    { error: 'sameAs', path: [confirmation] },
  );
  return z.intersection(z.object(shape), pair);
}

// ---------------------------------------------------------------------------------------------
// Form schemas
// ---------------------------------------------------------------------------------------------

/** Login by phone (§5): phone required and complete; password required. */
export const loginByPhoneSchema = z.object({
  phone: maskedPhoneField,
  password: currentPasswordField,
});

/** Login by email (§5): email required and valid; password required, at least 8. */
export const loginByEmailSchema = z.object({
  email: emailField,
  password: passwordField,
});

const registerPhysicalShape = {
  email: emailField,
  phone: maskedPhoneField,
  password: passwordField,
  passwordConfirm: passwordField,
  agreement: agreementField,
};

/**
 * Register a physical person (§5): email; phone; password at least 8; confirmation required, at
 * least 8 and equal ('sameAs'); the agreement ticked.
 */
export const registerPhysicalSchema = withConfirmation(
  registerPhysicalShape,
  'password',
  'passwordConfirm',
);

/**
 * Register a juridical person (§5): the physical fields plus company name (at least 3), IDNO (at
 * least 13), TVA (optional, at least 7 if given), IBAN (at least 24) and BIC (required).
 */
export const registerJuridicalSchema = withConfirmation(
  {
    ...registerPhysicalShape,
    companyName: companyNameField,
    idno: idnoField,
    tva: tvaField,
    iban: ibanField,
    bic: bicField,
  },
  'password',
  'passwordConfirm',
);

/** Restore the password by email (§5): email required and valid. */
export const restoreByEmailSchema = z.object({ email: emailField });

/** Restore the password by phone (§5): phone required and complete. */
export const restoreByPhoneSchema = z.object({ phone: maskedPhoneField });

/**
 * The one-click order (§5): name required, at least 2; phone required and complete; quantity
 * from 1 to the available balance.
 *
 * @example oneClickSchema(product.balance).safeParse({ name: 'Ion', phone: '+373 (69) 123-456', quantity: 2 })
 */
export function oneClickSchema(balance: number) {
  return z.object({
    name: oneClickNameField,
    phone: maskedPhoneField,
    quantity: quantityField(balance),
  });
}

/**
 * The new-password form (§3, §5): newPassword required, at least 8 ('password');
 * newPasswordConfirm required and equal ('sameAs').
 */
export const newPasswordSchema = withConfirmation(
  { newPassword: passwordField, newPasswordConfirm: confirmationField },
  'newPassword',
  'newPasswordConfirm',
);

/**
 * The profile's password change (§5): the current password required; the new one at least 8
 * ('password'), confirmed ('sameAs').
 */
export const changePasswordSchema = withConfirmation(
  {
    currentPassword: currentPasswordField,
    newPassword: passwordField,
    newPasswordConfirm: confirmationField,
  },
  'newPassword',
  'newPasswordConfirm',
);

/**
 * What the newsletter block's one contact input holds (§3 "an input"): an e-mail address when
 * it has an '@' or a letter, otherwise a phone number; blank text is neither.
 *
 * @example newsletterContactKind('069 123 456') // 'phone'
 */
export function newsletterContactKind(text: string): 'email' | 'phone' | null {
  const value = text.trim();
  if (value === '') return null;
  return /[@\p{L}]/u.test(value) ? 'email' : 'phone';
}

/**
 * A phone typed as free text ('069 123 456', '+373 69 123 456', '0037369123456'): phone
 * characters only, and exactly the eight national digits after the country code and trunk 0.
 */
function isPhoneText(text: string): boolean {
  if (!/^[+\d\s().-]+$/.test(text)) return false;
  let digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.startsWith(PHONE_PREFIX.slice(1))) digits = digits.slice(PHONE_PREFIX.length - 1);
  return digits.replace(/^0+/, '').length === PHONE_NATIONAL_DIGITS && isCompletePhone(text);
}

/**
 * The newsletter block's contact: required, then a valid e-mail ('email') or a whole Moldovan
 * phone ('phone'), as `newsletterContactKind` reads it.
 */
export const newsletterContactField = z
  .string(issue('required'))
  .trim()
  .min(1, issue('required', true))
  .max(MAX_LENGTH.email, issue('maxLength', true))
  .superRefine((value, context) => {
    if (newsletterContactKind(value) === 'email') {
      if (!emailField.safeParse(value).success)
        context.addIssue({ code: 'custom', message: 'email' });
    } else if (!isPhoneText(value)) context.addIssue({ code: 'custom', message: 'phone' });
  });

/**
 * The newsletter block (§3, §5): name and last name required, an e-mail or a phone, and the
 * agreement ticked.
 */
export const newsletterSignupSchema = z.object({
  name: requiredText(MAX_LENGTH.name),
  lastName: requiredText(MAX_LENGTH.name),
  contact: newsletterContactField,
  agreement: agreementField,
});

/** The agreement checkbox alone (ordering, contact form, newsletter): it must be ticked. */
export const agreementSchema = z.object({ agreement: agreementField });

export type LoginByPhoneForm = z.input<typeof loginByPhoneSchema>;
export type LoginByEmailForm = z.input<typeof loginByEmailSchema>;
export type RegisterPhysicalForm = z.input<typeof registerPhysicalSchema>;
export type RegisterJuridicalForm = z.input<typeof registerJuridicalSchema>;
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;
export type RestoreByEmailForm = z.input<typeof restoreByEmailSchema>;
export type RestoreByPhoneForm = z.input<typeof restoreByPhoneSchema>;
export type OneClickForm = z.input<ReturnType<typeof oneClickSchema>>;
export type NewPasswordForm = z.input<typeof newPasswordSchema>;
export type AgreementForm = z.input<typeof agreementSchema>;
export type NewsletterSignupForm = z.input<typeof newsletterSignupSchema>;

// ---------------------------------------------------------------------------------------------
// Validation results
// ---------------------------------------------------------------------------------------------

/** Field names of a form schema, plus '_form' for errors of the whole form. */
export type FormField<Schema extends z.ZodType> = Extract<keyof z.input<Schema>, string> | '_form';

/** A validated form: its parsed values, or its errors by field. */
export type FormResult<Schema extends z.ZodType> =
  { ok: true; data: z.output<Schema> } | { ok: false; errors: FieldErrors<FormField<Schema>> };

/**
 * Validates form values against a schema: the parsed values, or the first error of each field as
 * message keys.
 *
 * @example validateForm(loginByPhoneSchema, { phone: '+373 (69', password: '' })
 * // { ok: false, errors: { phone: { key: 'phone' }, password: { key: 'required' } } }
 */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): FormResult<Schema> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: fieldErrors<Extract<keyof z.input<Schema>, string>>(parsed.error) };
}

/** Errors show only after the first submit attempt (§4, §5): none before it. */
export function visibleErrors<Field extends string>(
  errors: FieldErrors<Field>,
  submitted: boolean,
): FieldErrors<Field> {
  return submitted ? errors : {};
}

// ---------------------------------------------------------------------------------------------
// Wire bodies (§3, §7)
// ---------------------------------------------------------------------------------------------

/**
 * What a login name is (§7 "username (phone or email)"): text with '@' is an e-mail, anything
 * else a phone (an account's `username` is its phone, '+' and digits); blank text is neither.
 * The login body's schema, the server's account lookup and the checkout's prefill all ask this.
 *
 * @example usernameKind('+37369123456') // 'phone'
 */
export function usernameKind(username: string): 'email' | 'phone' | null {
  const text = username.trim();
  if (text === '') return null;
  return text.includes('@') ? 'email' : 'phone';
}

/** POST /auth/token/login/: username is the phone ('+' and digits) or the email. */
export interface LoginPayload {
  username: string;
  password: string;
}

/** POST /auth/users/ for a physical person. */
export interface PhysicalRegisterPayload {
  email: string;
  /** The phone: a plus sign and the digits only. */
  username: string;
  password: string;
  person_type: 'physical';
}

/** POST /auth/users/ for a juridical person; tva only when given. */
export interface JuridicalRegisterPayload extends Omit<PhysicalRegisterPayload, 'person_type'> {
  company_name: string;
  idno: string;
  tva?: string;
  iban: string;
  bic: string;
  person_type: 'juridical';
}

export type RegisterPayload = PhysicalRegisterPayload | JuridicalRegisterPayload;

/** POST /api/password_reset/. */
export interface RestoreByEmailPayload {
  email: string;
}

/** POST /api/phone_password_reset: the phone with spaces, hyphens and parentheses stripped. */
export interface RestoreByPhonePayload {
  phone: string;
}

/** POST /api/password_reset/confirm/. */
export interface ConfirmPasswordPayload {
  password: string;
  token: string;
}

/** The buyer fields of a fast order (§3); the order lines come from the ordering rules. */
export interface OneClickContact {
  name: string;
  phone: string;
}

type LoginByPhoneValues = z.output<typeof loginByPhoneSchema>;
type LoginByEmailValues = z.output<typeof loginByEmailSchema>;
type RegisterPhysicalValues = z.output<typeof registerPhysicalSchema>;
type RegisterJuridicalValues = z.output<typeof registerJuridicalSchema>;

/**
 * The login body of a valid login form: username is the normalised phone for phone login and
 * the email for email login.
 *
 * @example toLoginPayload({ phone: '+373 (69) 123-456', password: 'secret' })
 * // { username: '+37369123456', password: 'secret' }
 */
export function toLoginPayload(values: LoginByPhoneValues | LoginByEmailValues): LoginPayload {
  const username = 'phone' in values ? toPhonePayload(values.phone) : values.email;
  return { username, password: values.password };
}

/**
 * The registration body of a valid register form: username is the normalised phone,
 * person_type 'juridical' when the company fields are there, 'physical' otherwise; an empty TVA
 * is omitted. Confirmation and agreement are not sent.
 */
export function toRegisterPayload(values: RegisterJuridicalValues): JuridicalRegisterPayload;
export function toRegisterPayload(values: RegisterPhysicalValues): PhysicalRegisterPayload;
export function toRegisterPayload(
  values: RegisterPhysicalValues | RegisterJuridicalValues,
): RegisterPayload;
export function toRegisterPayload(
  values: RegisterPhysicalValues | RegisterJuridicalValues,
): RegisterPayload {
  const person = {
    email: values.email,
    username: toPhonePayload(values.phone),
    password: values.password,
  };
  if (!('companyName' in values)) return { ...person, person_type: 'physical' };
  const tva = values.tva?.trim();
  return {
    ...person,
    company_name: values.companyName,
    idno: values.idno,
    ...(tva ? { tva } : {}),
    iban: values.iban,
    bic: values.bic,
    person_type: 'juridical',
  };
}

/** The restore-by-email body. */
export function toRestoreByEmailPayload(
  values: z.output<typeof restoreByEmailSchema>,
): RestoreByEmailPayload {
  return { email: values.email };
}

/**
 * The restore-by-phone body: spaces, hyphens and parentheses stripped (§5).
 *
 * @example toRestoreByPhonePayload({ phone: '+373 (69) 123-456' }) // { phone: '+37369123456' }
 */
export function toRestoreByPhonePayload(
  values: z.output<typeof restoreByPhoneSchema>,
): RestoreByPhonePayload {
  return { phone: toPhonePayload(values.phone) };
}

/** The body of POST /auth/users/set_password/ from a valid password-change form. */
export interface SetPasswordPayload {
  current_password: string;
  new_password: string;
  re_new_password: string;
}

/** The set-password body of a valid password-change form. */
export function toSetPasswordPayload(
  values: z.output<typeof changePasswordSchema>,
): SetPasswordPayload {
  return {
    current_password: values.currentPassword,
    new_password: values.newPassword,
    re_new_password: values.newPasswordConfirm,
  };
}

/** The confirm-password-change body of a valid new-password form and the reset token. */
export function toConfirmPasswordPayload(
  values: z.output<typeof newPasswordSchema>,
  token: string,
): ConfirmPasswordPayload {
  return { password: values.newPassword, token };
}

/** The name and normalised phone of a valid one-click form, for the fast order body (§3). */
export function toOneClickContact(values: { name: string; phone: string }): OneClickContact {
  return { name: values.name, phone: toPhonePayload(values.phone) };
}

/**
 * POST /accounts/newsletter-set/ from the newsletter block: the e-mail, or the phone as '+373'
 * and the digits (§3).
 */
export type NewsletterSignupPayload = {
  name: string;
  last_name: string;
  agreement: true;
} & ({ email: string; phone?: never } | { phone: string; email?: never });

/**
 * The newsletter body of a valid newsletter form.
 *
 * @example toNewsletterSignupPayload({ name: 'Ana', lastName: 'Rusu', contact: '069 123 456', agreement: true })
 * // { name: 'Ana', last_name: 'Rusu', phone: '+37369123456', agreement: true }
 */
export function toNewsletterSignupPayload(
  values: z.output<typeof newsletterSignupSchema>,
): NewsletterSignupPayload {
  const person = { name: values.name, last_name: values.lastName, agreement: true as const };
  return newsletterContactKind(values.contact) === 'email'
    ? { ...person, email: values.contact }
    : { ...person, phone: toPhonePayload(values.contact) };
}
