import type { Catalogue } from '../i18n.types.js';

export const careersPage = {
  lead: 'Выберите подходящую вакансию и отправьте нам заявку.',
  empty: 'Сейчас открытых вакансий нет. Загляните позже.',
  listLabel: 'Открытые вакансии',
  apply: 'Откликнуться',
  applyFor: 'Откликнуться на вакансию {title}',
  readMore: 'Читать дальше',
  readLess: 'Свернуть',
  form: {
    description: 'Оставьте контакты — мы перезвоним в течение нескольких рабочих дней.',
    name: 'Имя и фамилия',
    phone: 'Телефон',
    email: 'E-mail',
    message: 'О себе',
    messageHint: 'Опыт, когда можете приступить — всё, что нам поможет.',
    cv: 'Резюме',
    cvHint: 'Необязательно: PDF, Word (DOC, DOCX), ODT или RTF, не более {max} МБ.',
    cvChosen: 'Выбран файл: {name}, {size}',
    cvRemove: 'Удалить файл {name}',
    kilobytes: '{size} КБ',
    megabytes: '{size} МБ',
    submit: 'Отправить заявку',
    sending: 'Отправляем…',
  },
} as const satisfies Catalogue<'ru'>['careersPage'];
