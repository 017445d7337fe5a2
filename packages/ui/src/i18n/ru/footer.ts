import type { Catalogue } from '../i18n.types.js';

export const footer = {
  navigation: 'Навигация в подвале сайта',
  company: 'Компания',
  categories: 'Категории',
  clientService: 'Обслуживание клиентов',
  contacts: 'Контакты',
  showAll: 'Все категории',
  showLess: 'Свернуть категории',
  paymentMethods: 'Способы оплаты',
  social: 'Мы в соцсетях',
  phone: 'Телефон',
  email: 'Эл. почта',
  writeToUs: 'Написать нам сообщение',
  newTab: '(откроется в новой вкладке)',
  copyright: '© {year} Все права защищены.',
  links: {
    about: 'О компании',
    shops: 'Магазины',
    careers: 'Вакансии',
    dealers: 'Дилерам',
    promotions: 'Акции',
    news: 'Новости',
    delivery: 'Доставка',
  },
} as const satisfies Catalogue<'ru'>['footer'];
