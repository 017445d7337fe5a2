import type { Catalogue } from '../i18n.types.js';

export const nav = {
  label: 'Основная навигация',
  callSupport: 'Позвонить в поддержку: {phone}',
  writeSupport: 'Написать в поддержку: {email}',
  links: {
    sales: 'Распродажа',
    promotions: 'Акции',
    shops: 'Магазины',
    delivery: 'Доставка',
    news: 'Новости',
    about: 'О нас',
    contacts: 'Контакты',
  },
  languages: 'Язык',
  languageCurrent: 'Язык: {language}',
  menu: 'Меню',
  bottomBar: 'Быстрая навигация',
  chat: 'Чат',
} as const satisfies Catalogue<'ru'>['nav'];
