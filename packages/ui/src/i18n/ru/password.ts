import type { Catalogue } from '../i18n.types.js';

export const password = {
  show: 'Показать пароль',
  hide: 'Скрыть пароль',
} as const satisfies Catalogue<'ru'>['password'];
