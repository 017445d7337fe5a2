import type { Catalogue } from '../i18n.types.js';

export const profileData = {
  lead: 'Данные, по которым мы узнаём вас при заказах и доставке. По телефону или электронной почте вы также входите в аккаунт.',
  person: 'Покупатель',
  company: 'Компания',
  missingTitle: 'Аккаунт заполнен не полностью',
  missingLead: 'Заполните данные ниже, чтобы оформлять заказы:',
  firstName: 'Имя',
  lastName: 'Фамилия',
  missingField: 'Нужно заполнить',
  submit: 'Сохранить данные',
  submitting: 'Сохраняем данные…',
  saved: {
    title: 'Данные сохранены',
    message: 'Личные данные аккаунта обновлены.',
  },
} as const satisfies Catalogue<'ru'>['profileData'];
