import type { Catalogue } from '../i18n.types.js';

export const quantity = {
  label: 'Количество',
  increase: 'Увеличить количество',
  decrease: 'Уменьшить количество',
} as const satisfies Catalogue<'ru'>['quantity'];
