import type { Shop } from '@shop/core/contract';
import { svgDocument } from '../../../icons/svg-document.js';

/** A shop front drawn as an inline SVG data URL (stories and tests never use the network). */
export function shopFront(wall: string, awning: string): string {
  const svg = svgDocument(
    'width="800" height="600" viewBox="0 0 800 600"',
    `<rect width="800" height="600" fill="#dbeafe"/><rect y="470" width="800" height="130" fill="#9ea2ab"/>` +
      `<rect x="140" y="180" width="520" height="290" fill="${wall}"/><rect x="120" y="150" width="560" height="60" rx="12" fill="${awning}"/>` +
      `<rect x="200" y="260" width="160" height="130" rx="6" fill="#ffffff" opacity=".85"/><rect x="440" y="260" width="120" height="210" rx="6" fill="#33414e"/>`,
  );
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A card as GET /api/pages/shops/ answers it in Romanian (no video, grid or slider). */
function card(
  id: number,
  slug: string,
  title: string,
  address: string,
  colours: [wall: string, awning: string],
  more: Partial<Shop> = {},
): Shop {
  return {
    id,
    slug,
    image: shopFront(...colours),
    date: '2019-04-12',
    title,
    address,
    text: '<p>Electrocasnice, scule, articole pentru casă și grădină. Comenzile online pot fi ridicate aici.</p>',
    numbers: ['+373 22 000 101'],
    video: null,
    video_cover: null,
    images: [],
    slider: [],
    latitude: 47.0245,
    longitude: 28.8322,
    ...more,
  };
}

/** One page of six shops, shared by the stories and the tests. */
export const SAMPLE_SHOPS: Shop[] = [
  card(
    1,
    'chisinau-centru',
    'CasaPlus Centru',
    'bd. Ștefan cel Mare 126, Chișinău',
    ['#f4e285', '#bc4b51'],
    {
      numbers: ['+373 22 000 101', '+373 69 000 101'],
      date: '2015-03-01',
    },
  ),
  card(
    2,
    'chisinau-botanica',
    'CasaPlus Botanica',
    'bd. Dacia 47, Chișinău',
    ['#e9d8a6', '#0a9396'],
    {
      numbers: ['+373 22 000 102'],
      date: '2017-09-15',
    },
  ),
  card(3, 'balti', 'CasaPlus Bălți', 'str. Independenței 1, Bălți', ['#ffd6a5', '#3d5a80'], {
    numbers: ['+373 231 00 104'],
    date: '2026-10-10',
  }),
  card(4, 'cahul', 'CasaPlus Cahul', 'str. Republicii 12, Cahul', ['#caffbf', '#8d6a9f'], {
    numbers: ['+373 299 00 105'],
    date: '2018-06-01',
  }),
  card(5, 'orhei', 'CasaPlus Orhei', 'str. Vasile Lupu 40, Orhei', ['#fdffb6', '#016936'], {
    numbers: [],
    date: null,
  }),
  card(
    6,
    'chisinau-service',
    'Centrul de service CasaPlus',
    'str. Uzinelor 8, Chișinău',
    ['#ffc6ff', '#c0262d'],
    {
      image: null,
      text: '<p>Reparații în garanție și post-garanție pentru electrocasnice și scule.</p>',
      numbers: ['+373 22 000 108'],
      date: '2016-08-01',
    },
  ),
];

/** The same page as the API answers it in Russian. */
export const SAMPLE_SHOPS_RU: Shop[] = SAMPLE_SHOPS.map((shop, index) => ({
  ...shop,
  title:
    [
      'CasaPlus Центр',
      'CasaPlus Ботаника',
      'CasaPlus Бельцы',
      'CasaPlus Кагул',
      'CasaPlus Орхей',
      'Сервисный центр CasaPlus',
    ][index] ?? shop.title,
  address:
    [
      'бул. Штефан чел Маре, 126, Кишинёв',
      'бул. Дачия, 47, Кишинёв',
      'ул. Индепенденцей, 1, Бельцы',
      'ул. Республикий, 12, Кагул',
      'ул. Василе Лупу, 40, Орхей',
      'ул. Узинелор, 8, Кишинёв',
    ][index] ?? shop.address,
  text: '<p>Бытовая техника, инструменты, товары для дома и сада.</p>',
}));
