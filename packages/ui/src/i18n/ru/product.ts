import type { Catalogue } from '../i18n.types.js';

export const product = {
  gallery: 'Изображения товара',
  image: '{name}, изображение {index} из {total}',
  noImage: '{name}: изображение отсутствует',
  brand: 'Бренд',
  model: 'Артикул',
  option: 'Вариант',
  addToCart: 'В корзину',
  outOfStock: 'Нет в наличии',
  oneClick: 'Купить в один клик',
  favourite: 'Избранное',
  favouriteAdd: 'Добавить в избранное',
  favouriteRemove: 'Удалить из избранного',
  description: 'Описание',
} as const satisfies Catalogue<'ru'>['product'];
