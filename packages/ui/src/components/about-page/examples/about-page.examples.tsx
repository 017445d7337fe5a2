import type { AboutPage as AboutPageData } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { svgDocument } from '../../../icons/svg-document.js';
import { AboutPage, type AboutPageProps } from '../about-page.js';

const picture = (fill: string, accent: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    svgDocument(
      'width="800" height="450" viewBox="0 0 800 450"',
      `<rect width="800" height="450" fill="${fill}"/><rect x="80" y="180" width="640" height="220" fill="${accent}"/>`,
    ),
  )}`;

const face = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    svgDocument(
      'width="200" height="200" viewBox="0 0 200 200"',
      `<rect width="200" height="200" fill="${fill}"/><circle cx="100" cy="80" r="40" fill="#ffffff" opacity=".8"/><rect x="40" y="130" width="120" height="70" rx="40" fill="#ffffff" opacity=".8"/>`,
    ),
  )}`;

/** The seed's page in Romanian, shared by the stories and the tests. */
export const SAMPLE_ABOUT: AboutPageData = {
  title: 'Despre CasaPlus',
  quote: 'Ne dorim ca fiecare casă din Moldova să aibă tot ce-i trebuie, la un preț corect.',
  quote_author: 'Alexandru Ciobanu, fondator',
  statistics: [
    { value: '17', label: 'ani pe piață' },
    { value: '8', label: 'magazine și depozite' },
    { value: '25 000+', label: 'produse' },
    { value: '350', label: 'angajați' },
  ],
  milestones: [
    { year: 2009, text: 'Primul magazin, în centrul Chișinăului' },
    { year: 2015, text: 'Depozitul central și vânzările angro' },
    { year: 2018, text: 'Magazinul online și magazinul din Cahul' },
    { year: 2026, text: 'Magazinul din Bălți' },
  ],
  carousel: [
    picture('#dbe7f3', '#0b6e4f'),
    picture('#fdecea', '#e30613'),
    picture('#f4f7f8', '#1b1f2a'),
  ],
  team: [
    { name: 'Alexandru Ciobanu', position: 'Director general', image: face('#0b6e4f') },
    { name: 'Svetlana Moraru', position: 'Director comercial', image: face('#e30613') },
    { name: 'Igor Zaharia', position: 'Șef vânzări angro', image: face('#1b1f2a') },
    { name: 'Daniela Rusu', position: 'Serviciul clienți', image: null },
  ],
  seo: null,
};

/** The page inside the shop's 1280 px column. */
export function AboutPageExample(props: Partial<AboutPageProps>): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:p-3 shop:bp744:p-6">
      <AboutPage page={SAMPLE_ABOUT} {...props} />
    </div>
  );
}
