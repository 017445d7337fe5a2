import type { Catalogue } from '../i18n.types.js';

export const shopsPage = {
  lead: 'Магазины CasaPlus по всей стране: адреса, телефоны и как до нас добраться.',
  empty: 'Пока нам нечего показать. Загляните позже.',
  listLabel: 'Магазины',
  opened: 'Открыт с {date}',
  phones: 'Телефоны',
  call: 'Позвонить по номеру {phone}',
  video: 'Видео',
  gallery: 'Фотографии',
  galleryImage: '{title}, фотография {index} из {total}',
  slider: 'Снимки магазина',
  map: 'На карте',
} as const satisfies Catalogue<'ru'>['shopsPage'];
