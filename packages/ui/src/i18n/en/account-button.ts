import type { Catalogue } from '../i18n.types.js';

export const accountButton = {
  signIn: 'Sign in',
  myAccount: 'My account',
  myAccountOf: 'My account, {name}',
} as const satisfies Catalogue<'en'>['accountButton'];
