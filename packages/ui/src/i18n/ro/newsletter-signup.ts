import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/** The home page's newsletter block (SPEC §2 home sections, §3): loaded with the home page's chunk. */
export const newsletterSignup = {
  title: 'Abonați-vă la noutăți',
  lead: 'Aflați primii despre reduceri, promoții și produse noi.',
  name: 'Prenume',
  lastName: 'Nume',
  contact: 'E-mail sau telefon',
  contactHint:
    'Un text cu @ este citit ca e-mail; altfel, ca număr de telefon din Moldova (ex. 069 123 456).',
  contactHintEmail: 'Am recunoscut un e-mail: vă vom scrie la această adresă.',
  contactHintPhone: 'Am recunoscut un număr de telefon: vă vom scrie prin SMS la {phone}.',
  contactHintPhoneIncomplete:
    'Am recunoscut un număr de telefon: scrieți numărul întreg (ex. 069 123 456).',
  submit: 'Abonează-mă',
  submitting: 'Se trimite…',
  success: 'V-ați abonat. Vă mulțumim!',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
