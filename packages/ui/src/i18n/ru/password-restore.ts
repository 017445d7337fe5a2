import type { Catalogue } from '../i18n.types.js';

export const passwordRestore = {
  title: 'Восстановление пароля',
  description:
    'Укажите e-mail или телефон вашей учётной записи. Мы отправим ссылку или код, чтобы вы выбрали новый пароль.',
  method: 'Как получить инструкции',
  methodEmail: 'По e-mail',
  methodPhone: 'По SMS',
  email: 'E-mail учётной записи',
  emailHint: 'Мы отправим ссылку для выбора нового пароля.',
  phone: 'Телефон учётной записи',
  phoneHint: 'Мы отправим по SMS код из {digits} цифр.',
  emailRequired: 'Введите e-mail учётной записи',
  emailInvalid: 'Введите корректный e-mail, например name@example.md',
  phoneRequired: 'Введите телефон учётной записи',
  phoneInvalid: 'Введите номер полностью: +373 и {digits} цифр',
  submit: 'Отправить',
  submitting: 'Отправка…',
} as const satisfies Catalogue<'ru'>['passwordRestore'];
