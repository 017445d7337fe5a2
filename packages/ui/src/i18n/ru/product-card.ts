import type { Catalogue } from '../i18n.types.js';

export const productCard = {
  addToCart: 'В корзину',
  adding: 'Добавляем…',
  unavailable: 'Недоступно',
  favourite: 'В избранное',
  promotion: 'Акция',
  noImage: 'Нет изображения',
  model: 'Артикул: {model}',
} as const satisfies Catalogue<'ru'>['productCard'];
