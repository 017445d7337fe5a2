import type { DeliveryPage as DeliveryPageData } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { svgDocument } from '../../../icons/svg-document.js';
import { DeliveryPage, type DeliveryPageProps } from '../delivery-page.js';

const BANNER = `data:image/svg+xml,${encodeURIComponent(
  svgDocument(
    'width="1200" height="400" viewBox="0 0 1200 400"',
    '<rect width="1200" height="400" fill="#fdecea"/><rect x="120" y="160" width="420" height="160" rx="16" fill="#e30613"/><circle cx="220" cy="330" r="40" fill="#1b1f2a"/><circle cx="460" cy="330" r="40" fill="#1b1f2a"/>',
  ),
)}`;

/** The seed's page in Romanian, shared by the stories and the tests. */
export const SAMPLE_DELIVERY: DeliveryPageData = {
  title: 'Livrare și ridicare',
  banner: BANNER,
  items: [
    { icon: 'delivery', title: 'Livrare gratuită', text: 'Pentru comenzile de peste 500 lei' },
    { icon: 'time', title: '1–3 zile lucrătoare', text: 'În toată Republica Moldova' },
    { icon: 'shops', title: 'Ridicare din magazin', text: 'Gratuit, din oricare magazin' },
  ],
  table: {
    columns: ['Localitate', 'Termen', 'Comandă sub 500 lei', 'Comandă de la 500 lei'],
    rows: [
      ['Chișinău', '24 de ore', '80 lei', 'gratuit'],
      ['Bălți, Cahul, Orhei, Comrat', '1–2 zile', '80 lei', 'gratuit'],
      ['Alte localități', '2–3 zile', '80 lei', 'gratuit'],
    ],
  },
  informers: [
    'Produsele mari (frigidere, mașini de spălat) se livrează până la ușă și, la cerere, se urcă la etaj.',
    'Verificați coletul în prezența curierului.',
  ],
  seo: null,
};

/** The page inside the shop's 1280 px column. */
export function DeliveryPageExample(props: Partial<DeliveryPageProps>): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:p-3 shop:bp744:p-6">
      <DeliveryPage page={SAMPLE_DELIVERY} {...props} />
    </div>
  );
}
