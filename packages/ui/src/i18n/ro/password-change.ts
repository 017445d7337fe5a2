import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const passwordChange = {
  lead: 'Schimbați parola contului. După schimbare, pe celelalte dispozitive va trebui să intrați din nou în cont.',
  current: 'Parola actuală',
  new: 'Parola nouă',
  newHint: 'Cel puțin {min} caractere.',
  confirm: 'Confirmați parola nouă',
  wrongCurrent: 'Parola actuală nu este corectă.',
  submit: 'Schimbă parola',
  submitting: 'Se schimbă parola…',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
