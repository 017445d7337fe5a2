import type { Catalogue } from '../i18n.types.js';

export const validation = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  phone: 'Enter a valid phone number',
  minLength: {
    one: 'Enter at least {count} character',
    other: 'Enter at least {count} characters',
  },
  maxLength: {
    one: 'Enter at most {count} character',
    other: 'Enter at most {count} characters',
  },
  tooShort: 'The value is too short',
  tooLong: 'The value is too long',
  password: 'The password must be at least 8 characters long',
  sameAs: 'Passwords must match',
  taken: 'An account with this value already exists',
  invalid: 'This value cannot be accepted',
  promoUnknown: 'This discount code does not exist',
  promoNotStarted: 'This discount code is not valid yet',
  promoExpired: 'This discount code has expired',
  promoMinTotal: 'This code applies to orders from {amount}',
  promoUsedUp: 'This discount code has been used the maximum number of times',
  promoAlreadyUsed: 'You have already used this discount code',
  fileTooLarge: 'The file may be at most {count} MB',
  fileType: 'Send a PDF, Word, ODT or RTF file',
} as const satisfies Catalogue<'en'>['validation'];
