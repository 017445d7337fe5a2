import type { ReactNode } from 'react';
import { ContentCard, type ContentCardProps } from '../content-card.js';

/** A picture the examples use: a data URL, so the stories need no network. */
export const EXAMPLE_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%23f4a261'/%3E%3Ccircle cx='8' cy='4.5' r='2.5' fill='%23264653'/%3E%3C/svg%3E";

/** A news article's card. */
export const ARTICLE_CARD: ContentCardProps = {
  href: '/pages/news/cum-alegi-o-bormasina',
  title: 'Cum alegi o bormașină pentru casă',
  image: EXAMPLE_IMAGE,
  date: '2026-10-05',
  description:
    'Puterea, turația și acumulatorul: ce contează când cumperi prima bormașină pentru lucrări prin casă.',
  badge: 'Sfaturi',
};

/** A running promotion with an end date. */
export const PROMOTION_CARD: ContentCardProps = {
  href: '/pages/actionpromo/reduceri-de-toamna',
  title: 'Reduceri de toamnă până la -30%',
  image: EXAMPLE_IMAGE,
  date: '2026-10-15',
  endDate: '2026-11-15',
  period: true,
  badge: null,
  description: 'Electrocasnice, vase și textile pentru casă la prețuri de toamnă.',
};

/** Cards in the list's grid: 1 column on a phone, 2 from 744 px, 3 from 1024 px. */
export function ContentCardGridExample({
  cards,
}: {
  cards: readonly ContentCardProps[];
}): ReactNode {
  return (
    <ul className="shop:grid shop:grid-cols-1 shop:gap-4 shop:bp744:grid-cols-2 shop:bp1024:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.href} className="shop:flex">
          <ContentCard
            {...card}
            imageLoading={index < 3 ? 'eager' : 'lazy'}
            className="shop:w-full"
          />
        </li>
      ))}
    </ul>
  );
}
