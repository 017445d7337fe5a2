import { productSchema, type Product, type SearchResponse } from '@shop/core/contract';
import { svgDocument } from '../../../icons/svg-document.js';

/**
 * Sample search results for the stories and tests (product texts are sample content, not
 * catalogue strings). Images are inline SVG: stories never use the network.
 */

function sampleImage(colour: string): string {
  const svg = svgDocument(
    'viewBox="0 0 64 64"',
    `<rect width="64" height="64" fill="#f3f4f6"/><rect x="14" y="18" width="36" height="28" rx="4" fill="${colour}"/><circle cx="24" cy="28" r="4" fill="#ffffff"/>`,
  );
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface SampleProduct {
  slug: string;
  name: string;
  price: number;
  promotion_price?: number | null;
  /** The wholesale price a dealer or a manager pays (less their discount). */
  price_angro?: number | null;
  colour: string | null;
}

const SAMPLES: SampleProduct[] = [
  {
    slug: 'bormasina-bosch-gsb-13-re',
    name: 'Bormașină cu percuție Bosch GSB 13 RE, 600 W',
    price: 1299,
    price_angro: 1049,
    colour: '#1d6fb8',
  },
  {
    slug: 'set-burghie-metal-hss-19',
    name: 'Set de burghie pentru metal HSS, 19 buc.',
    price: 189.5,
    promotion_price: 149,
    price_angro: 160,
    colour: '#d97706',
  },
  {
    slug: 'surubelnita-makita-df333',
    name: 'Șurubelniță cu acumulator Makita DF333DWYE, 12 V, două baterii și încărcător rapid în valiză',
    price: 2450,
    colour: '#0f766e',
  },
  {
    slug: 'polizor-dewalt-dwe4157',
    name: 'Polizor unghiular DeWalt DWE4157, 900 W, 125 mm',
    price: 1150,
    colour: null,
  },
  {
    slug: 'nivela-stanley-60',
    name: 'Nivelă cu bulă Stanley, 60 cm',
    price: 320,
    colour: '#ca8a04',
  },
  {
    slug: 'ruleta-stanley-5m',
    name: 'Ruletă Stanley Tylon, 5 m',
    price: 145,
    colour: '#4b5563',
  },
  {
    slug: 'ciocan-rotopercutor-bosch-gbh-2-26',
    name: 'Ciocan rotopercutor Bosch GBH 2-26 DRE, 800 W',
    price: 3890,
    promotion_price: 3499,
    colour: '#1d4ed8',
  },
];

/** Seven sample products, as the API's search answers them. */
export const SAMPLE_PRODUCTS: Product[] = SAMPLES.map((sample, index) =>
  productSchema.parse({
    id: 1000 + index,
    slug: sample.slug,
    name: sample.name,
    image: sample.colour === null ? null : sampleImage(sample.colour),
    price: sample.price,
    promotion_price: sample.promotion_price ?? null,
    price_angro: sample.price_angro ?? null,
    is_promotion: sample.promotion_price !== undefined,
  }),
);

/**
 * A search answer with the first `count` sample products; `total` is what the server reports
 * (by default `count`), e.g. 7 results on this page of 23 found.
 */
export function sampleSearchResponse(count: number, total = count): SearchResponse {
  return {
    categories: [],
    results: SAMPLE_PRODUCTS.slice(0, count),
    total,
    pages: Math.max(1, Math.ceil(total / 12)),
    spelling: null,
    near_only: false,
    suggestion: null,
  };
}
