import type { Catalogue } from '../i18n.types.js';

export const agreement = {
  label: 'I agree to the terms and conditions and the privacy policy',
  required: 'Please accept the terms and conditions',
} as const satisfies Catalogue<'en'>['agreement'];
