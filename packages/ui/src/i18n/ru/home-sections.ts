import type { Catalogue } from '../i18n.types.js';

export const homeSections = {
  heroLabel: 'Предложения',
  productOfTheDay: 'Товар дня',
  productOfTheDayEndsIn: 'Предложение закончится через',
  pauseMarquee: 'Остановить прокрутку',
  playMarquee: 'Запустить прокрутку',
  features: 'Почему мы',
  shops: 'Наши магазины',
  partners: 'Наши партнёры',
  partnerBannerButton: 'Стать партнёром',
} as const satisfies Catalogue<'ru'>['homeSections'];
