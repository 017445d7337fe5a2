import type { Catalogue } from '../i18n.types.js';

export const map = {
  title: 'Карта: {place}',
  open: 'Открыть карту в новой вкладке',
} as const satisfies Catalogue<'ru'>['map'];
