import type { Catalogue } from '../i18n.types.js';

export const passwordRestore = {
  title: 'Restore password',
  description:
    'Enter the e-mail or phone of your account. We will send you a link or a code to choose a new password.',
  method: 'How would you like to get the instructions',
  methodEmail: 'By e-mail',
  methodPhone: 'By SMS',
  email: 'Account e-mail',
  emailHint: 'We will send you a link to choose a new password.',
  phone: 'Account phone',
  phoneHint: 'We will send you a {digits}-digit code by SMS.',
  emailRequired: 'Enter the e-mail of your account',
  emailInvalid: 'Enter a valid e-mail, for example name@example.md',
  phoneRequired: 'Enter the phone of your account',
  phoneInvalid: 'Enter the full number: +373 and {digits} digits',
  submit: 'Send',
  submitting: 'Sending…',
} as const satisfies Catalogue<'en'>['passwordRestore'];
