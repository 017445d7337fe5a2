import type { Catalogue } from '../i18n.types.js';

export const newPassword = {
  title: 'Смена пароля',
  descriptionLink: 'Выберите новый пароль для вашей учётной записи.',
  descriptionCode: 'Мы отправили код по SMS на номер {phone}. Введите его и выберите новый пароль.',
  code: 'Код из SMS',
  codeHint: 'Код состоит из {digits} цифр и действует {minutes} минут.',
  codeInvalid: 'Введите все {digits} цифр кода',
  password: 'Новый пароль',
  passwordHint: 'Не менее {min} символов',
  passwordConfirm: 'Повторите новый пароль',
  submit: 'Сохранить пароль',
  submitting: 'Сохранение…',
} as const satisfies Catalogue<'ru'>['newPassword'];
