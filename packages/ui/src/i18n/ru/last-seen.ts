import type { Catalogue } from '../i18n.types.js';

export const lastSeen = {
  title: 'Вы недавно смотрели',
} as const satisfies Catalogue<'ru'>['lastSeen'];
