import type { FidelityPage as FidelityPageData } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { FidelityPage, type FidelityPageProps } from '../fidelity-page.js';

/** The seed's page in Romanian, shared by the stories and the tests. */
export const SAMPLE_FIDELITY: FidelityPageData = {
  title: 'Programul de fidelitate CasaPlus',
  lead: 'Pentru fiecare 10 lei cheltuiți primiți 1 punct, iar fiecare punct valorează 0,10 lei la comanda următoare.',
  levels: [
    {
      name: 'Start',
      threshold: 0,
      percent: 1,
      perks: ['1 punct la fiecare 10 lei', 'Oferte pentru membri'],
    },
    {
      name: 'Argint',
      threshold: 5000,
      percent: 2,
      perks: ['Puncte duble de ziua ta', 'Livrare gratuită de la 250 lei'],
    },
    {
      name: 'Aur',
      threshold: 15000,
      percent: 3,
      perks: ['Livrare gratuită la orice comandă', 'Acces anticipat la reduceri'],
    },
  ],
  body: '<h2>Bine de știut</h2><ul><li>Punctele expiră după 12 luni.</li><li>Cu punctele se poate plăti cel mult 50% din valoarea unei comenzi.</li></ul>',
  regulation_slug: 'regulamentul-programului-de-fidelitate',
  seo: null,
};

/** The page inside the shop's 1280 px column. */
export function FidelityPageExample(props: Partial<FidelityPageProps>): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:p-3 shop:bp744:p-6">
      <FidelityPage page={SAMPLE_FIDELITY} {...props} />
    </div>
  );
}
