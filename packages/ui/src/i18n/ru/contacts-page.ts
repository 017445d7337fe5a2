import type { Catalogue } from '../i18n.types.js';

export const contactsPage = {
  intro: 'Наши магазины, администрация и реквизиты компании.',
  shops: 'Наши магазины',
  type: 'Тип',
  phone: 'Телефон',
  email: 'E-mail',
  schedule: 'Режим работы',
  showMap: 'Показать на карте',
  pageMap: 'Карта выбранного магазина',
  noMap: 'У этого магазина пока нет точки на карте.',
  admin: 'Администрация',
  requisites: 'Реквизиты компании',
} as const satisfies Catalogue<'ru'>['contactsPage'];
