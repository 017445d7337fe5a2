import type { Shop } from '@shop/core/contract';
import { SAMPLE_SHOPS, shopFront } from '../../shops-list/examples/shops-list.examples.js';
import type { ShopPageProps } from '../shop-page.js';

const [centre, , balti] = SAMPLE_SHOPS as [Shop, Shop, Shop];

/** The grid's pictures: the shop front in other colours (inline, no network). */
const IMAGES = [
  shopFront('#e9d8a6', '#0a9396'),
  shopFront('#caffbf', '#8d6a9f'),
  shopFront('#ffd6a5', '#3d5a80'),
  shopFront('#fdffb6', '#016936'),
];

/** A local stand-in for the OpenStreetMap embed (stories and tests never use the network). */
export const SAMPLE_MAP = '/samples/map.html';

/** A shop as GET /api/pages/shops/{slug} answers it in Romanian: everything the page shows. */
export const FULL_SHOP: Shop = {
  ...centre,
  text: '<p>Magazinul CasaPlus Centru vă așteaptă cu electrocasnice, scule, articole pentru casă și grădină. Consultanții noștri vă ajută să alegeți, iar comenzile online pot fi ridicate aici.</p><p>Parcare gratuită, plată cu cardul, livrare la domiciliu.</p>',
  video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  video_cover: centre.image,
  images: IMAGES,
  slider: [centre.image!, ...IMAGES],
};

/** The page's states, shared by the stories and the tests. */
export const shopPageExamples = {
  /** Video behind its cover, the grid, the slider and the map. */
  full: { shop: FULL_SHOP, mapSrc: SAMPLE_MAP },
  /** A video on another site: a plain link to it instead of a player. */
  videoLink: {
    shop: { ...FULL_SHOP, video: 'https://video.example.md/casaplus-centru.mp4' },
    mapSrc: SAMPLE_MAP,
  },
  /** The slider and the map at the top (no text, video or grid), so both are in view. */
  sliderAndMap: {
    shop: { ...FULL_SHOP, text: '', video: null, images: [], numbers: [], date: null },
    mapSrc: SAMPLE_MAP,
  },
  /** A shop with only its card's facts: no video, pictures or coordinates. */
  minimal: {
    shop: { ...balti, image: null, latitude: null, longitude: null, numbers: [] },
  },
  /** In Russian. */
  russian: {
    shop: {
      ...FULL_SHOP,
      title: 'CasaPlus Центр',
      address: 'бул. Штефан чел Маре, 126, Кишинёв',
      text: '<p>CasaPlus Центр ждёт вас: бытовая техника, инструменты, товары для дома и сада.</p>',
    },
    mapSrc: SAMPLE_MAP,
  },
} satisfies Record<string, ShopPageProps>;
