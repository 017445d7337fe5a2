import type { Shop } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { svgDocument } from '../../../icons/svg-document.js';
import { ShopsCarousel, type ShopsCarouselProps } from '../shops-carousel.js';

/** A shop front drawn as an inline SVG data URL (no network). */
function front(wall: string, awning: string): string {
  const svg = svgDocument(
    'width="800" height="600" viewBox="0 0 800 600"',
    `<rect width="800" height="600" fill="#dbeafe"/><rect y="470" width="800" height="130" fill="#9ea2ab"/>` +
      `<rect x="140" y="180" width="520" height="290" fill="${wall}"/><rect x="120" y="150" width="560" height="60" rx="12" fill="${awning}"/>` +
      `<rect x="200" y="260" width="160" height="130" rx="6" fill="#ffffff" opacity=".85"/><rect x="440" y="260" width="120" height="210" rx="6" fill="#33414e"/>`,
  );
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function shop(
  id: number,
  slug: string,
  title: string,
  address: string,
  wall: string,
  awning: string,
): Shop {
  return {
    id,
    slug,
    image: front(wall, awning),
    date: null,
    title,
    address,
    text: '',
    numbers: [],
    video: null,
    video_cover: null,
    images: [],
    slider: [],
    latitude: null,
    longitude: null,
  };
}

/** Six shops of the seed's kind, shared by the stories and the tests. */
export const SAMPLE_SHOPS: Shop[] = [
  shop(1, 'centru', 'CasaPlus Centru', 'Chișinău, bd. Ștefan cel Mare 126', '#f4e285', '#bc4b51'),
  shop(2, 'botanica', 'CasaPlus Botanica', 'Chișinău, bd. Dacia 47', '#e9d8a6', '#0a9396'),
  shop(3, 'balti', 'CasaPlus Bălți', 'Bălți, str. Independenței 1', '#ffd6a5', '#3d5a80'),
  shop(4, 'cahul', 'CasaPlus Cahul', 'Cahul, str. Republicii 20', '#caffbf', '#8d6a9f'),
  shop(5, 'orhei', 'CasaPlus Orhei', 'Orhei, str. Vasile Lupu 33', '#fdffb6', '#016936'),
  shop(6, 'comrat', 'CasaPlus Comrat', 'Comrat, str. Lenin 150', '#ffc6ff', '#c0262d'),
];

/** The carousel inside the page's 1280 px column. */
export function ShopsCarouselExample(props: Partial<ShopsCarouselProps>): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:p-3 shop:bp744:p-6">
      <ShopsCarousel shops={SAMPLE_SHOPS} {...props} />
    </div>
  );
}
