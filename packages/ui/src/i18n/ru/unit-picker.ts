import type { Catalogue } from '../i18n.types.js';

export const unitPicker = {
  title: 'Добавление в корзину',
  units: 'Единица продажи',
  unitLabel: '{name} ({coef} шт.)',
  unitPrice: 'Цена за единицу',
  total: 'Итого',
  pieces: 'Всего {count} шт.',
  overStock: 'В наличии только {count} шт.',
  none: 'Этот товар нельзя продать оптом ни в одной из его единиц.',
  add: 'Добавить в корзину',
} as const satisfies Catalogue<'ru'>['unitPicker'];
