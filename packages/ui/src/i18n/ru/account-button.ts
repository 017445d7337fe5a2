import type { Catalogue } from '../i18n.types.js';

export const accountButton = {
  signIn: 'Войти',
  myAccount: 'Мой аккаунт',
  myAccountOf: 'Мой аккаунт, {name}',
} as const satisfies Catalogue<'ru'>['accountButton'];
