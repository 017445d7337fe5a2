import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/** Texts of the form primitives the company forms use (loaded with the pages that show them). */
export const formFields = {
  charCount: 'Caractere: {count} din {max}',
  optional: '(opțional)',
  agreement: 'Sunt de acord cu {link}',
  agreementLink: 'regulamentul magazinului',
  newTab: '(se deschide într-o filă nouă)',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
