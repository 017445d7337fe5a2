import type { Catalogue } from '../i18n.types.js';

export const delivery = {
  freeLeft: 'До бесплатной доставки осталось {amount}',
  free: 'Бесплатная доставка',
} as const satisfies Catalogue<'ru'>['delivery'];
