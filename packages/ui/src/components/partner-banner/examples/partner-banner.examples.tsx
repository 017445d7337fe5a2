import type { PartnerBanner as PartnerBannerData } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { svgDocument } from '../../../icons/svg-document.js';
import { PartnerBanner, type PartnerBannerProps } from '../partner-banner.js';

const PICTURE_SVG = svgDocument(
  'width="800" height="400" viewBox="0 0 800 400"',
  '<rect width="800" height="400" fill="#0b6e4f"/><circle cx="620" cy="120" r="140" fill="#81efc2" opacity=".5"/><rect x="120" y="220" width="360" height="90" rx="18" fill="#ffffff" opacity=".8"/>',
);

/** The seed's banner, shared by the stories and the tests. */
export const SAMPLE_PARTNER_BANNER: PartnerBannerData = {
  title: 'Devino dealerul nostru',
  text: 'Prețuri angro, livrare rapidă și suport dedicat pentru firme.',
  image: `data:image/svg+xml,${encodeURIComponent(PICTURE_SVG)}`,
  button_text: 'Trimite cererea',
  url: null,
};

/** The banner inside the page's 1280 px column. */
export function PartnerBannerExample(props: Partial<PartnerBannerProps>): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:p-3 shop:bp744:p-6">
      <PartnerBanner {...SAMPLE_PARTNER_BANNER} {...props} />
    </div>
  );
}
