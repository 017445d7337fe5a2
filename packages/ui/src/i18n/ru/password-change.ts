import type { Catalogue } from '../i18n.types.js';

export const passwordChange = {
  lead: 'Смените пароль аккаунта. После смены на других устройствах нужно будет войти заново.',
  current: 'Текущий пароль',
  new: 'Новый пароль',
  newHint: 'Не менее {min} символов.',
  confirm: 'Подтвердите новый пароль',
  wrongCurrent: 'Текущий пароль указан неверно.',
  submit: 'Сменить пароль',
  submitting: 'Меняем пароль…',
} as const satisfies Catalogue<'ru'>['passwordChange'];
