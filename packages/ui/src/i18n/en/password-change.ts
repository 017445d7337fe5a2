import type { Catalogue } from '../i18n.types.js';

export const passwordChange = {
  lead: "Change the account's password. After the change, the account's other devices will have to sign in again.",
  current: 'Current password',
  new: 'New password',
  newHint: 'At least {min} characters.',
  confirm: 'Confirm the new password',
  wrongCurrent: 'The current password is not correct.',
  submit: 'Change password',
  submitting: 'Changing the password…',
} as const satisfies Catalogue<'en'>['passwordChange'];
