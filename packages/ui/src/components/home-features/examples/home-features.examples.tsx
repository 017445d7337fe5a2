import type { HomeFeature } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { HomeFeatures, type HomeFeaturesProps } from '../home-features.js';

/** The seed's four promises, shared by the stories and the tests. */
export const SAMPLE_FEATURES: HomeFeature[] = [
  {
    id: 1,
    icon: 'delivery',
    title: 'Livrare în toată Moldova',
    text: 'Gratuită de la 1000 lei, în 1–3 zile.',
    url: '/pages/delivery',
  },
  { id: 2, icon: 'returns', title: 'Retur în 14 zile', text: 'Fără întrebări.', url: null },
  { id: 3, icon: 'payment', title: 'Plată la livrare', text: 'Numerar sau card.', url: null },
  { id: 4, icon: 'support', title: 'Suport 7 zile din 7', text: '', url: null },
];

/** The block inside the page's 1280 px column. */
export function HomeFeaturesExample(props: Partial<HomeFeaturesProps>): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:p-3 shop:bp744:p-6">
      <HomeFeatures features={SAMPLE_FEATURES} {...props} />
    </div>
  );
}
