import { z } from '../zod.js';
import { MAX_LENGTH, PHONE_PREFIX } from './constants.js';
import {
  bicField,
  companyNameField,
  emailField,
  ibanField,
  idnoField,
  tvaField,
} from './fields.js';
import type { FieldErrors, ValidationMessageKey } from './messages.js';
import { maskPhone, toPhonePayload } from './phone.js';
import type { PersonType } from './roles.js';
import { maskedPhoneField, validateForm } from './validation.js';

/**
 * The profile's personal data (SPEC §2 /pages/profile-data, "Profile form"): the fields of
 * registration (§3 "Registration payload", "Profile fields are also sent") under the same §5
 * rules, built from the same field schemas: e-mail required and valid, the phone complete, and
 * for a juridical person the company name (at least 3), IDNO (13), TVA (optional, at least 7),
 * IBAN (at least 24) and BIC. The first and last names are optional. The API checks
 * POST /accounts/profile-update/ and /accounts/profile-complete-data/ with the same fields.
 */

const key = (error: ValidationMessageKey) => ({ error });

/** A first or last name: optional, at most 100 characters once trimmed. */
export const profileNameField = z
  .string(key('required'))
  .trim()
  .max(MAX_LENGTH.name, key('maxLength'));

const personShape = {
  firstName: profileNameField,
  lastName: profileNameField,
  email: emailField,
  phone: maskedPhoneField,
};

/** The personal data of a physical person. */
export const profilePhysicalSchema = z.object(personShape);

/** The personal data of a juridical person: the physical fields and the company's. */
export const profileJuridicalSchema = z.object({
  ...personShape,
  companyName: companyNameField,
  idno: idnoField,
  tva: tvaField,
  iban: ibanField,
  bic: bicField,
});

/** The fields of the profile form. */
export type ProfileField =
  'firstName' | 'lastName' | 'email' | 'phone' | 'companyName' | 'idno' | 'tva' | 'iban' | 'bic';

/** The fields only a juridical person has. */
export const COMPANY_FIELDS = ['companyName', 'idno', 'tva', 'iban', 'bic'] as const;

/** The profile form as the ui holds it: every field a text (the phone masked), and the type. */
export type ProfileFormValues = Record<ProfileField, string> & { personType: PersonType };

export type ProfileErrors = FieldErrors<ProfileField | '_form'>;

/** A checked profile form: who the person is and the parsed values of their fields. */
export type ValidProfile =
  | { personType: 'physical'; data: z.output<typeof profilePhysicalSchema> }
  | { personType: 'juridical'; data: z.output<typeof profileJuridicalSchema> };

/**
 * Checks the form under the rules of its person type: a physical person's form ignores the
 * company fields.
 *
 * @example validateProfile({ ...values, personType: 'juridical', iban: 'MD24' }).errors.iban
 * // { key: 'minLength', params: { min: 24 } }
 */
export function validateProfile(
  values: ProfileFormValues,
): { ok: true; profile: ValidProfile } | { ok: false; errors: ProfileErrors } {
  if (values.personType === 'juridical') {
    const result = validateForm(profileJuridicalSchema, values);
    return result.ok
      ? { ok: true, profile: { personType: 'juridical', data: result.data } }
      : { ok: false, errors: result.errors };
  }
  const result = validateForm(profilePhysicalSchema, values);
  return result.ok
    ? { ok: true, profile: { personType: 'physical', data: result.data } }
    : { ok: false, errors: result.errors };
}

/** What the profile form reads of the signed-in account (`profileData.user`). */
export interface ProfileUser {
  email: string;
  /** The phone: '+373' and eight digits, or '' when the account has none yet. */
  username: string;
  first_name: string;
  last_name: string;
  person_type: PersonType;
  company_name: string | null;
  idno: string | null;
  tva: string | null;
  iban: string | null;
  bic: string | null;
}

/**
 * The form's values for an account: its stored data, the phone masked ('+373' alone when it has
 * none), empty texts where nothing is stored.
 */
export function profileFormValues(user: ProfileUser): ProfileFormValues {
  return {
    personType: user.person_type,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.username ? maskPhone(user.username) : PHONE_PREFIX,
    companyName: user.company_name ?? '',
    idno: user.idno ?? '',
    tva: user.tva ?? '',
    iban: user.iban ?? '',
    bic: user.bic ?? '',
  };
}

/**
 * What an account still lacks (an account made by a Google or Facebook sign-in has no phone, and
 * may have no e-mail): the phone and the e-mail, and for a juridical person the company fields
 * registration requires. The form says so above its fields.
 *
 * @example missingProfileFields({ ...googleUser, username: '' }) // ['phone']
 */
export function missingProfileFields(user: ProfileUser): ProfileField[] {
  const missing: ProfileField[] = [];
  if (!user.username.trim()) missing.push('phone');
  if (!user.email.trim()) missing.push('email');
  if (user.person_type === 'juridical') {
    if (!user.company_name?.trim()) missing.push('companyName');
    if (!user.idno?.trim()) missing.push('idno');
    if (!user.iban?.trim()) missing.push('iban');
    if (!user.bic?.trim()) missing.push('bic');
  }
  return missing;
}

/**
 * Whether the account is completed by POST /accounts/profile-complete-data/ (made by a social
 * sign-in: no phone yet) rather than updated by /accounts/profile-update/.
 */
export function needsProfileCompletion(user: Pick<ProfileUser, 'username'>): boolean {
  return user.username.trim() === '';
}

/** The body of /accounts/profile-update/ and /accounts/profile-complete-data/ from the form. */
export interface ProfilePayload {
  person_type: PersonType;
  first_name: string;
  last_name: string;
  email: string;
  /** The phone: a plus sign and the digits only. */
  username: string;
  company_name?: string;
  idno?: string;
  /** '' clears a stored TVA code. */
  tva?: string;
  iban?: string;
  bic?: string;
}

/**
 * The body a valid form is saved with: the phone sent as '+' and digits, the company fields only
 * for a juridical person (an empty TVA sent as '', which clears a stored one).
 *
 * @example toProfilePayload({ personType: 'physical', data: { firstName: 'Ana', lastName: '', email: 'ana@x.md', phone: '+373 (69) 123-456' } })
 * // { person_type: 'physical', first_name: 'Ana', last_name: '', email: 'ana@x.md', username: '+37369123456' }
 */
export function toProfilePayload(profile: ValidProfile): ProfilePayload {
  const { data } = profile;
  const person = {
    first_name: data.firstName,
    last_name: data.lastName,
    email: data.email,
    username: toPhonePayload(data.phone),
  };
  if (profile.personType === 'physical') return { person_type: 'physical', ...person };
  const company = profile.data;
  return {
    person_type: 'juridical',
    ...person,
    company_name: company.companyName,
    idno: company.idno,
    tva: company.tva ?? '',
    iban: company.iban,
    bic: company.bic,
  };
}

/** The API's request fields and the form fields they come from (to show its refusals). */
export const PROFILE_REQUEST_FIELDS: Readonly<Record<string, ProfileField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  username: 'phone',
  company_name: 'companyName',
  idno: 'idno',
  tva: 'tva',
  iban: 'iban',
  bic: 'bic',
};
