import type { Catalogue } from '../i18n.types.js';

export const newsletterSignup = {
  title: 'Subscribe to our news',
  lead: 'Be the first to hear about discounts, promotions and new products.',
  name: 'First name',
  lastName: 'Last name',
  contact: 'E-mail or phone',
  contactHint:
    'Text with an @ is read as an e-mail; anything else as a Moldovan phone number (e.g. 069 123 456).',
  contactHintEmail: 'Recognised as an e-mail: we will write to this address.',
  contactHintPhone: 'Recognised as a phone number: we will text you at {phone}.',
  contactHintPhoneIncomplete:
    'Recognised as a phone number: type the whole number (e.g. 069 123 456).',
  submit: 'Subscribe',
  submitting: 'Sending…',
  success: 'You are subscribed. Thank you!',
} as const satisfies Catalogue<'en'>['newsletterSignup'];
