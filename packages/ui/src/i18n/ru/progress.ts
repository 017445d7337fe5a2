import type { Catalogue } from '../i18n.types.js';

export const progress = {
  label: 'Загрузка страницы',
} as const satisfies Catalogue<'ru'>['progress'];
