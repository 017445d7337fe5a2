import type { Catalogue } from '../i18n.types.js';

export const companyCodes = {
  iban: 'A Moldovan account’s IBAN starts with MD and has 24 characters',
  ibanChecksum: 'This IBAN has a typo: its check digits do not match; please check it',
  idno: 'The IDNO has 13 digits',
  idnoChecksum: 'This IDNO has a typo: its last digit does not match; please check it',
  tva: 'The VAT code has 7 digits',
  bic: 'The BIC has 8 or 11 letters and digits, for example AGRNMD2X',
} as const satisfies Catalogue<'en'>['companyCodes'];
