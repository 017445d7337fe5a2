import type { Catalogue } from '../i18n.types.js';

export const profileNav = {
  label: 'Разделы аккаунта',
  orders: 'Мои заказы',
  data: 'Личные данные',
  security: 'Безопасность',
  newsletter: 'Подписки',
  logout: 'Выйти',
  loggingOut: 'Выходим…',
} as const satisfies Catalogue<'ru'>['profileNav'];
