import type { BrandSlide } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { svgDocument } from '../../../icons/svg-document.js';
import { Partners, type PartnersProps } from '../partners.js';

/** A logo drawn as an inline SVG data URL (no network). */
function logo(text: string, colour: string): string {
  const svg = svgDocument(
    'width="240" height="120" viewBox="0 0 240 120"',
    `<rect width="240" height="120" fill="#ffffff"/><text x="120" y="72" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="700" fill="${colour}">${text}</text>`,
  );
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Five partner brands: one without a logo, one with a link. */
export const SAMPLE_BRANDS: BrandSlide[] = [
  { id: 1, name: 'Bosch', image: logo('BOSCH', '#c0262d'), url: '/pages/brand/bosch' },
  { id: 2, name: 'Makita', image: logo('makita', '#0f5ca1'), url: null },
  { id: 3, name: 'Stanley', image: logo('STANLEY', '#33414e'), url: null },
  { id: 4, name: 'Gardena', image: logo('GARDENA', '#016936'), url: null },
  { id: 5, name: 'Kärcher', image: null, url: null },
];

/** The block inside the page's 1280 px column. */
export function PartnersExample(props: Partial<PartnersProps>): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:p-3 shop:bp744:p-6">
      <Partners brands={SAMPLE_BRANDS} {...props} />
    </div>
  );
}
