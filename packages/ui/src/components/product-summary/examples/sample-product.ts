import { productDetailSchema, type ProductDetail } from '@shop/core/contract';
import { svgDocument } from '../../../icons/svg-document.js';

/**
 * A realistic product page answer, shared by the examples of the product page blocks (gallery,
 * summary, attributes, reviews). It goes through the contract's own schema, so the examples get
 * exactly what the storefront gets from the API. Images are inline SVG: no network in stories.
 */

/** An inline SVG as a data URL (what an `<img src>` takes). */
function svgImage(body: string, background: string): string {
  const svg = svgDocument(
    'viewBox="0 0 400 400" width="400" height="400"',
    `<rect width="400" height="400" fill="${background}"/>${body}`,
  );
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A hammer drill in profile: blue body, black handle, red trigger, chuck and bit. */
const DRILL =
  '<rect x="96" y="128" width="196" height="84" rx="34" fill="#1f5fa8"/>' +
  '<path d="M126 150h70M126 166h70M126 182h70" stroke="#163f70" stroke-width="6" stroke-linecap="round"/>' +
  '<rect x="286" y="146" width="44" height="48" rx="8" fill="#3d4852"/>' +
  '<rect x="328" y="162" width="52" height="16" rx="3" fill="#9aa5b1"/>' +
  '<path d="M160 204h52l18 118h-58z" fill="#1f2933"/>' +
  '<rect x="210" y="214" width="14" height="34" rx="6" fill="#c0262d"/>' +
  '<path d="M190 322c0 30-40 30-70 40" stroke="#1f2933" stroke-width="8" fill="none" stroke-linecap="round"/>';

export const SAMPLE_IMAGES: readonly string[] = [
  svgImage(DRILL, '#eef2f5'),
  svgImage(`<g transform="translate(400 0) scale(-1 1)">${DRILL}</g>`, '#fdf6e3'),
  svgImage(
    '<rect x="70" y="120" width="260" height="190" rx="18" fill="#1f5fa8"/>' +
      '<rect x="160" y="90" width="80" height="40" rx="12" fill="none" stroke="#1f2933" stroke-width="12"/>' +
      '<rect x="70" y="196" width="260" height="10" fill="#163f70"/>' +
      '<rect x="180" y="186" width="40" height="30" rx="4" fill="#9aa5b1"/>',
    '#e7f3ee',
  ),
  svgImage(
    [60, 110, 160, 210, 260, 310]
      .map(
        (x, index) =>
          `<rect x="${x}" y="${110 + index * 14}" width="22" height="${200 - index * 14}" rx="4" fill="#9aa5b1"/>` +
          `<path d="M${x + 4} ${130 + index * 14}l14 20M${x + 4} ${170 + index * 14}l14 20" stroke="#5f6b76" stroke-width="4"/>`,
      )
      .join(''),
    '#f3eefd',
  ),
];

const ATTRIBUTES: readonly (readonly [ro: string, ru: string, en: string, value: string])[] = [
  ['Putere nominală', 'Номинальная мощность', 'Rated power', '600 W'],
  ['Turație la mers în gol', 'Частота вращения без нагрузки', 'No-load speed', '0–2800 rot/min'],
  ['Frecvența percuției', 'Частота ударов', 'Impact rate', '0–44 800 lovituri/min'],
  ['Diametrul mandrinei', 'Диаметр патрона', 'Chuck capacity', '1,5–13 mm'],
  ['Tipul mandrinei', 'Тип патрона', 'Chuck type', 'Cu cheie'],
  ['Găurire în beton, max.', 'Сверление в бетоне, макс.', 'Drilling in concrete, max.', '13 mm'],
  ['Găurire în oțel, max.', 'Сверление в стали, макс.', 'Drilling in steel, max.', '10 mm'],
  ['Găurire în lemn, max.', 'Сверление в дереве, макс.', 'Drilling in wood, max.', '25 mm'],
  ['Greutate', 'Вес', 'Weight', '1,8 kg'],
  ['Lungimea cablului', 'Длина кабеля', 'Cable length', '2,5 m'],
  ['Reversare', 'Реверс', 'Reverse', 'Da'],
  ['Tensiune', 'Напряжение', 'Voltage', '230 V'],
  ['Țara de producție', 'Страна производства', 'Country of manufacture', 'Malaezia'],
  ['Garanție', 'Гарантия', 'Warranty', '24 de luni'],
];

const REVIEWS = [
  {
    id: 701,
    user_name: 'Ion Popescu',
    date: '2025-03-14T09:20:00Z',
    grade: 5,
    text: 'Am găurit peste 40 de găuri în beton pentru dibluri și nu s-a încălzit deloc. Mandrina cu cheie ține burghiul foarte bine.',
  },
  {
    id: 702,
    user_name: 'Мария Иванова',
    date: '2025-02-27T16:05:00Z',
    grade: 5,
    text: 'Купили для ремонта квартиры. Лёгкая, удобно держать одной рукой, кабель достаточно длинный.',
  },
  {
    id: 703,
    user_name: 'Andrei Rusu',
    date: '2025-02-02T11:40:00Z',
    grade: 4,
    text: 'Bună pentru casă. Un minus: valiza se închide cam greu.',
  },
  {
    id: 704,
    user_name: 'Елена Кожокару',
    date: '2025-01-19T18:30:00Z',
    grade: 5,
    text: 'Отличная дрель за свои деньги, доставили в Бельцы на следующий день.',
  },
  {
    id: 705,
    user_name: 'Victoria Ceban',
    date: '2024-12-08T08:15:00Z',
    grade: 3,
    text: 'Face destul de mult zgomot în modul cu percuție.\nÎn rest, își face treaba.',
  },
  {
    id: 706,
    user_name: 'Сергей Морарь',
    date: '2024-11-23T13:00:00Z',
    grade: 4,
    text: 'Нормальная дрель, но ключ от патрона лучше сразу привязать к кабелю, чтобы не потерять.',
  },
  {
    id: 707,
    user_name: 'Natalia Lungu',
    date: '2024-10-30T10:45:00Z',
    grade: 5,
    text: 'Cadou pentru soț, este foarte mulțumit.',
  },
];

/** The answer of GET /api/products/items/{slug} for the sample drill, before parsing. */
export const SAMPLE_PRODUCT_RAW = {
  id: 1042,
  slug: 'bormasina-cu-percutie-bosch-gsb-13-re-600-w',
  name: 'Bormașină cu percuție Bosch GSB 13 RE, 600 W',
  image: SAMPLE_IMAGES[0],
  price: '1299.00',
  promotion_price: null,
  is_promotion: false,
  price_angro: '1085.50',
  model: '0601217100',
  brand: { name: 'Bosch', id: 3, slug: 'bosch', image: null },
  balance: 12,
  balance_angro: 48,
  products_units: [{ id: 1, name: 'Buc', name_cod: 1, coef: 1 }],
  product_attributes: ATTRIBUTES.map(([ro, ru, en, value]) => ({
    titles: { title_ro: ro, title_ru: ru, title_en: en },
    value: { title: value },
  })),
  angro_min_sale_unit: 1,
  angro_sale_qt: 1,
  parameters: [
    {
      id: 1,
      title: 'Diametrul mandrinei',
      items: [
        { id: 11, title: '10 mm', checked: false, slug: 'bormasina-bosch-gsb-10-re' },
        { id: 12, title: '13 mm', checked: true, slug: 'bormasina-cu-percutie-bosch-gsb-13-re' },
      ],
    },
    {
      id: 2,
      title: 'Set',
      items: [
        { id: 21, title: 'Fără valiză', checked: false, slug: 'bosch-gsb-13-re-cutie' },
        {
          id: 22,
          title: 'Cu valiză',
          checked: true,
          slug: 'bormasina-cu-percutie-bosch-gsb-13-re',
        },
        { id: 23, title: 'Cu valiză și 15 burghie', checked: false, slug: 'bosch-gsb-13-re-set' },
      ],
    },
  ],
  product_gallery: SAMPLE_IMAGES.map((image, index) => ({ id: 9100 + index, image })),
  seo: null,
  real_product_cart_unit: null,
  description:
    '<p><strong>Bormașina cu percuție Bosch GSB 13 RE</strong> este alegerea potrivită pentru lucrările din casă: găurește în beton, cărămidă, lemn și metal.</p>' +
    '<ul><li>Motor de 600 W cu turație reglabilă din trăgaci</li><li>Reversare pentru înșurubare și deșurubare</li><li>Mâner suplimentar cu limitator de adâncime</li></ul>' +
    '<p>Livrăm în toată Republica Moldova; comenzile de peste 500 lei se livrează gratuit.</p>',
  rating: 4.4,
  reviews_count: REVIEWS.length,
  reviews: REVIEWS,
  breadcrumbs: [
    { id: 1, name: 'Scule electrice', slug: 'scule-electrice' },
    { id: 12, name: 'Bormașini', slug: 'bormasini' },
  ],
  rating_distribution: [
    { grade: 5, count: 4 },
    { grade: 4, count: 2 },
    { grade: 3, count: 1 },
  ],
  related: [],
};

/** The sample drill with some fields changed, read through the contract. */
export function sampleProduct(overrides: Readonly<Record<string, unknown>> = {}): ProductDetail {
  return productDetailSchema.parse({ ...SAMPLE_PRODUCT_RAW, ...overrides });
}

/** The sample drill: 4 images, 2 parameter groups, 14 attributes, 7 reviews, 12 in stock. */
export const SAMPLE_PRODUCT: ProductDetail = sampleProduct();
