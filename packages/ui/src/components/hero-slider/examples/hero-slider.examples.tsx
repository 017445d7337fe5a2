import type { HomeSlide } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { svgDocument } from '../../../icons/svg-document.js';
import { HeroSlider, type HeroSliderProps } from '../hero-slider.js';

/** An abstract scene (no words: the slide's text is drawn over it) as an inline SVG data URL. */
function scene(width: number, height: number, ground: string, shape: string): string {
  const r = Math.round(Math.min(width, height) * 0.4);
  const svg = svgDocument(
    `width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}"`,
    `<rect width="${String(width)}" height="${String(height)}" fill="${ground}"/>` +
      `<circle cx="${String(Math.round(width * 0.78))}" cy="${String(Math.round(height * 0.3))}" r="${String(r)}" fill="${shape}" opacity=".55"/>` +
      `<rect x="${String(Math.round(width * 0.55))}" y="${String(Math.round(height * 0.55))}" width="${String(Math.round(width * 0.35))}" height="${String(Math.round(height * 0.3))}" rx="24" fill="#ffffff" opacity=".35"/>`,
  );
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function slide(
  id: number,
  title: string,
  description: string,
  url: string,
  buttonText: string,
  ground: string,
  shape: string,
): HomeSlide {
  return {
    id,
    title,
    description,
    image: scene(1600, 600, ground, shape),
    image_mobile: scene(750, 900, ground, shape),
    url,
    button_text: buttonText,
  };
}

/** The seed's four slides (autumn sale, Bosch tools, free delivery, the new shop). */
export const SAMPLE_SLIDES: HomeSlide[] = [
  slide(
    1,
    'Reduceri de toamnă până la -30%',
    'Electrocasnice, vase și textile',
    '/pages/actionpromo/reduceri-de-toamna',
    'Vezi ofertele',
    '#f4a259',
    '#bc4b51',
  ),
  slide(
    2,
    'Scule Bosch cu cadou',
    'Un set de burghie la fiecare sculă',
    '/pages/actionpromo/scule-bosch-cu-cadou',
    'Alege scula',
    '#5b8e7d',
    '#f4e285',
  ),
  slide(
    3,
    'Livrare gratuită de la 500 lei',
    'În toată Moldova, în 1–3 zile',
    '/pages/delivery',
    'Detalii',
    '#3d5a80',
    '#98c1d9',
  ),
  slide(
    4,
    'Magazin nou în Bălți',
    'Reduceri de deschidere de până la 25%',
    '/pages/shops/balti',
    'Vezi adresa',
    '#8d6a9f',
    '#f2c14e',
  ),
];

/** The slider inside the page's 1280 px column; it never turns by itself unless asked. */
export function HeroSliderExample(props: Partial<HeroSliderProps>): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:p-3 shop:bp744:p-6">
      <HeroSlider slides={SAMPLE_SLIDES} autoplay={false} {...props} />
    </div>
  );
}
