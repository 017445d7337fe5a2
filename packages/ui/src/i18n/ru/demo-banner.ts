import type { Catalogue } from '../i18n.types.js';

export const demoBanner = {
  label: 'Демонстрационный магазин',
  text: 'Демо-магазин: заказы не доставляются, оплата не взимается.',
  dismiss: 'Скрыть предупреждение',
} as const satisfies Catalogue<'ru'>['demoBanner'];
