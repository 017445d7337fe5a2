import type { ProfileUser } from '@shop/core/rules';

/** A physical person with every detail stored (the demo shop's `client@demo.md`). */
export const SAMPLE_PHYSICAL_USER: ProfileUser = {
  email: 'ana.popescu@example.md',
  username: '+37369123456',
  first_name: 'Ana',
  last_name: 'Popescu',
  person_type: 'physical',
  company_name: null,
  idno: null,
  tva: null,
  iban: null,
  bic: null,
};

/** A juridical person with the company's details. */
export const SAMPLE_JURIDICAL_USER: ProfileUser = {
  email: 'office@construct.md',
  username: '+37369000002',
  first_name: 'Ion',
  last_name: 'Rusu',
  person_type: 'juridical',
  company_name: 'Construct Grup SRL',
  idno: '1003600012344',
  tva: '0401234',
  iban: 'MD24AG000225100013104168',
  bic: 'AGRNMD2X',
};

/** An account made by a Google sign-in: no phone yet. */
export const SAMPLE_SOCIAL_USER: ProfileUser = {
  email: 'ana.google@example.md',
  username: '',
  first_name: 'Ana',
  last_name: '',
  person_type: 'physical',
  company_name: null,
  idno: null,
  tva: null,
  iban: null,
  bic: null,
};

/** Valid company details, as typed. */
export const SAMPLE_COMPANY = {
  companyName: 'Construct Grup SRL',
  idno: '1003600012344',
  tva: '',
  iban: 'MD24AG000225100013104168',
  bic: 'AGRNMD2X',
};
