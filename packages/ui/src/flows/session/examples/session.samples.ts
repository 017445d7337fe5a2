import type { ProfileData } from '@shop/core/contract';

/**
 * Sample accounts shared by the session's stories and tests, shaped as GET
 * /accounts/user-profile/ answers after parsing (core's `profileDataSchema`).
 */

/** A profile with neutral values; each sample states only what it is about. */
export function sampleProfile(
  overrides: Partial<Omit<ProfileData, 'user'>> & { user?: Partial<ProfileData['user']> } = {},
): ProfileData {
  const { user, ...rest } = overrides;
  return {
    user: {
      id: 77,
      email: 'ana.rusu@example.md',
      username: '+37369123456',
      first_name: 'Ana',
      last_name: 'Rusu',
      person_type: 'physical',
      birth_date: null,
      address: null,
      company_name: null,
      idno: null,
      tva: null,
      iban: null,
      bic: null,
      ...user,
    },
    is_juridical: false,
    agents_info: { is_agent: false },
    dealer_info: { is_dealer: false, dealer_discount: null },
    ...rest,
  };
}

export const SAMPLE_PROFILES = {
  /** A customer (physical person). */
  customer: sampleProfile(),
  /** A dealer with a 7 % discount on wholesale prices. */
  dealer: sampleProfile({
    user: { id: 78, first_name: 'Ion', last_name: 'Ceban', email: 'ion@dealer.md' },
    dealer_info: { is_dealer: true, dealer_discount: 7 },
  }),
  /** A manager (agent) who is also a dealer. */
  manager: sampleProfile({
    user: { id: 79, first_name: 'Mihai', last_name: 'Lungu', email: 'mihai@unealta.md' },
    agents_info: { is_agent: true },
    dealer_info: { is_dealer: true, dealer_discount: 5 },
  }),
  /** An account made by a social sign-in, with no name yet. */
  nameless: sampleProfile({
    user: { id: 80, first_name: '', last_name: '', email: 'client@example.md' },
  }),
  /** A company whose contact has no first name: the company's name shows. */
  company: sampleProfile({
    user: { id: 81, first_name: '', last_name: '', company_name: 'Construct Grup SRL' },
    is_juridical: true,
  }),
} as const satisfies Record<string, ProfileData>;
