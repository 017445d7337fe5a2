import type { Catalogue } from '../i18n.types.js';

export const newsletterForm = {
  lead: 'Choose how we write to you about news, discounts and promotions.',
  channels: 'Receive news and offers',
  email: 'By e-mail',
  emailTo: 'To {address}',
  emailMissing: 'The account has no e-mail address. Add one in your personal data.',
  addEmail: 'Add an e-mail',
  sms: 'By SMS',
  smsTo: "To the account's phone number",
  save: 'Save',
  saving: 'Saving…',
  saveFailed: 'We could not save your subscriptions. Please try again.',
  loading: 'Loading your subscriptions…',
  loadFailedTitle: 'We could not load your subscriptions',
  loadFailedText: 'Check your connection and try again.',
  retry: 'Try again',
} as const satisfies Catalogue<'en'>['newsletterForm'];
