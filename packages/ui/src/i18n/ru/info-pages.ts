import type { Catalogue } from '../i18n.types.js';

export const infoPages = {
  about: {
    statistics: 'В цифрах',
    milestones: 'Наша история',
    photos: 'Фотографии',
    photo: 'Фотография {n}',
    team: 'Наша команда',
  },
  delivery: {
    items: 'Как мы доставляем',
    table: 'Сроки и стоимость доставки',
    notes: 'Полезно знать',
  },
  faq: {
    search: 'Поиск по вопросам',
    clear: 'Очистить поиск',
    results: {
      one: 'Найден {count} вопрос',
      few: 'Найдено {count} вопроса',
      many: 'Найдено {count} вопросов',
      other: 'Найдено {count} вопроса',
    },
    emptyTitle: 'Нет вопросов по запросу «{text}»',
    emptyHint: 'Попробуйте другое слово или позвоните нам — мы с радостью поможем.',
  },
  fidelity: {
    levels: 'Уровни программы',
    from: 'от {sum} леев в год',
    percent: '{percent}% возвращается баллами',
    regulation: 'Читать правила программы',
  },
} as const satisfies Catalogue<'ru'>['infoPages'];
