import type { Catalogue } from '../i18n.types.js';

export const contentPages = {
  newsLead: 'Новости магазина: новые товары, советы и события.',
  latestArticles: 'Последние статьи',
  promotionsLead: 'Текущие и завершённые акции магазина.',
  promotionFrom: 'С {date}',
  promotionEnded: 'Завершена',
  promotionProducts: 'Товары акции',
  regulationsLead: 'Правила акций и условия магазина.',
  clientServiceLead: 'Полезная информация для клиентов магазина.',
  promoUnavailableTitle: 'Эту акцию сейчас не удаётся показать',
  promoUnavailableText: 'К сожалению, акцию не удалось загрузить. Посмотрите текущие акции:',
  promoSeeSales: 'Смотреть скидки',
  promoSeePromotions: 'Все акции',
  empty: 'Здесь пока ничего нет.',
} as const satisfies Catalogue<'ru'>['contentPages'];
