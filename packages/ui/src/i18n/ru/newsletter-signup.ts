import type { Catalogue } from '../i18n.types.js';

export const newsletterSignup = {
  title: 'Подпишитесь на новости',
  lead: 'Узнавайте первыми о скидках, акциях и новых товарах.',
  name: 'Имя',
  lastName: 'Фамилия',
  contact: 'E-mail или телефон',
  contactHint:
    'Текст с @ считается e-mail; иначе — номером телефона в Молдове (напр. 069 123 456).',
  contactHintEmail: 'Это e-mail: мы будем писать на этот адрес.',
  contactHintPhone: 'Это номер телефона: мы будем присылать SMS на {phone}.',
  contactHintPhoneIncomplete: 'Это номер телефона: введите номер полностью (напр. 069 123 456).',
  submit: 'Подписаться',
  submitting: 'Отправка…',
  success: 'Вы подписаны. Спасибо!',
} as const satisfies Catalogue<'ru'>['newsletterSignup'];
