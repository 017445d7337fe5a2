import type { FaqGroup } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { FaqList, type FaqListProps } from '../faq-list.js';

/** Part of the seed's FAQ in Romanian, shared by the stories and the tests. */
export const SAMPLE_FAQ: FaqGroup[] = [
  {
    id: 'livrare',
    title: 'Livrare',
    items: [
      {
        id: 'cost-livrare',
        question: 'Cât costă livrarea?',
        answer:
          '<p>Livrarea este gratuită pentru comenzile de la 500 lei. Sub acest prag costă 80 lei, oriunde în Moldova.</p>',
      },
      {
        id: 'termen-livrare',
        question: 'În cât timp ajunge comanda?',
        answer: '<p>În Chișinău în 24 de ore, în restul țării în 1–3 zile lucrătoare.</p>',
      },
    ],
  },
  {
    id: 'plata',
    title: 'Plată',
    items: [
      {
        id: 'metode-plata',
        question: 'Cum pot plăti?',
        answer:
          '<p>Puteți plăti:</p><ul><li>online, cu cardul Visa sau Mastercard;</li><li>în numerar sau cu cardul la livrare;</li><li>prin transfer bancar, pentru companii.</li></ul>',
      },
    ],
  },
  {
    id: 'garantie',
    title: 'Garanție',
    items: [
      {
        id: 'durata-garantie',
        question: 'Ce garanție au produsele?',
        answer: '<p>Între 12 și 36 de luni, după producător.</p>',
      },
    ],
  },
];

/** The list inside the page's text column. */
export function FaqListExample(props: Partial<FaqListProps>): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[880px] shop:p-3 shop:bp744:p-6">
      <FaqList groups={SAMPLE_FAQ} {...props} />
    </div>
  );
}
