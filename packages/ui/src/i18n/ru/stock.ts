import type { Catalogue } from '../i18n.types.js';

export const stock = {
  inStock: 'В наличии',
  outOfStock: 'Нет в наличии',
  onlyLeft: {
    one: 'Осталась всего {count} штука',
    few: 'Осталось всего {count} штуки',
    many: 'Осталось всего {count} штук',
    other: 'Осталось всего {count} штуки',
  },
  pieces: {
    one: '{count} штука',
    few: '{count} штуки',
    many: '{count} штук',
    other: '{count} штуки',
  },
} as const satisfies Catalogue<'ru'>['stock'];
