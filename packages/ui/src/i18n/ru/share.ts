import type { Catalogue } from '../i18n.types.js';

export const share = {
  title: 'Поделиться',
  fb: 'Поделиться в Facebook',
  ok: 'Поделиться в Одноклассниках',
} as const satisfies Catalogue<'ru'>['share'];
