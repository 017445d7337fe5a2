import type { Catalogue } from '../i18n.types.js';

export const newPassword = {
  title: 'Change password',
  descriptionLink: 'Choose a new password for your account.',
  descriptionCode: 'We sent a code by SMS to {phone}. Enter it and choose a new password.',
  code: 'Code from the SMS',
  codeHint: 'The code has {digits} digits and is valid for {minutes} minutes.',
  codeInvalid: 'Enter the {digits} digits of the code',
  password: 'New password',
  passwordHint: 'At least {min} characters',
  passwordConfirm: 'Repeat the new password',
  submit: 'Save password',
  submitting: 'Saving…',
} as const satisfies Catalogue<'en'>['newPassword'];
