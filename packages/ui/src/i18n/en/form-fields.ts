import type { Catalogue } from '../i18n.types.js';

export const formFields = {
  charCount: 'Characters: {count} of {max}',
  optional: '(optional)',
  agreement: 'I agree to the {link}',
  agreementLink: 'shop regulations',
  newTab: '(opens in a new tab)',
} as const satisfies Catalogue<'en'>['formFields'];
