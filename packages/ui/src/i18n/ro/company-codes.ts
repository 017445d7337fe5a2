import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/**
 * The field errors of a company's codes (IBAN, IDNO, TVA, BIC): only the forms with company
 * fields need them, so they load with those forms, not with every page.
 */
export const companyCodes = {
  iban: 'IBAN-ul unui cont din Moldova începe cu MD și are 24 de caractere',
  ibanChecksum: 'IBAN-ul are o greșeală: cifrele de control nu se potrivesc; verificați-l',
  idno: 'IDNO-ul are 13 cifre',
  idnoChecksum: 'IDNO-ul are o greșeală: ultima cifră nu se potrivește; verificați-l',
  tva: 'Codul TVA are 7 cifre',
  bic: 'Codul BIC are 8 sau 11 litere și cifre, de exemplu AGRNMD2X',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
