import type { Product } from '@shop/core/contract';
import { useState, type ReactNode } from 'react';
import { svgDocument } from '../../../icons/svg-document.js';
import { ProductCard, type ProductCardProps } from '../product-card.js';

/**
 * Sample products shared by the stories and the tests (of the card and of the grid): DIY and
 * home goods with Romanian names, prices in lei as the API sends them, and pictures drawn as
 * inline SVG data URLs, so nothing is loaded from the network.
 */

/** A product picture: a light square with a simple drawing on it. */
function picture(drawing: string, background = '#f3f4f6'): string {
  const svg = svgDocument(
    'viewBox="0 0 200 200"',
    `<rect width="200" height="200" fill="${background}"/>${drawing}`,
  );
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const SAMPLE_IMAGES = {
  drill: picture(
    '<rect x="40" y="60" width="100" height="44" rx="14" fill="#0b6e4f"/><rect x="140" y="72" width="26" height="20" rx="4" fill="#33414e"/><rect x="166" y="78" width="18" height="8" fill="#9aa5b1"/><rect x="64" y="100" width="34" height="62" rx="10" fill="#1f2933"/><rect x="56" y="156" width="52" height="22" rx="6" fill="#0b6e4f"/>',
  ),
  grinder: picture(
    '<circle cx="62" cy="100" r="42" fill="#9aa5b1"/><circle cx="62" cy="100" r="10" fill="#33414e"/><rect x="84" y="82" width="96" height="36" rx="16" fill="#1d6fb8"/><rect x="94" y="60" width="14" height="26" rx="4" fill="#1f2933"/>',
  ),
  paint: picture(
    '<path d="M52 64h96l-10 112H62z" fill="#ffffff" stroke="#9aa5b1" stroke-width="4"/><rect x="46" y="52" width="108" height="16" rx="4" fill="#33414e"/><rect x="66" y="100" width="68" height="40" rx="4" fill="#e7f3ee"/><path d="M60 52c0-40 80-40 80 0" fill="none" stroke="#33414e" stroke-width="5"/>',
    '#fdf6e3',
  ),
  screwdrivers: picture(
    '<g fill="#c0262d"><rect x="40" y="40" width="22" height="60" rx="8"/><rect x="76" y="40" width="22" height="60" rx="8"/><rect x="112" y="40" width="22" height="60" rx="8"/><rect x="148" y="40" width="22" height="60" rx="8"/></g><g fill="#9aa5b1"><rect x="48" y="100" width="6" height="64"/><rect x="84" y="100" width="6" height="56"/><rect x="120" y="100" width="6" height="70"/><rect x="156" y="100" width="6" height="50"/></g>',
  ),
  ladder: picture(
    '<g stroke="#9aa5b1" stroke-width="8" stroke-linecap="round"><path d="M70 28 44 176M130 28l26 148"/><path d="M64 64h72M56 104h88M50 144h100" stroke="#33414e"/></g>',
  ),
  lamp: picture(
    '<rect x="60" y="166" width="80" height="12" rx="6" fill="#33414e"/><path d="M100 166V106l34-40" stroke="#33414e" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M112 44l52 22-18 28z" fill="#f4b400"/>',
  ),
  hose: picture(
    '<g fill="none" stroke="#0b6e4f" stroke-width="10"><circle cx="100" cy="100" r="62"/><circle cx="100" cy="100" r="44"/><circle cx="100" cy="100" r="26"/></g><rect x="150" y="140" width="34" height="16" rx="4" fill="#f4b400"/>',
  ),
  saw: picture(
    '<rect x="44" y="56" width="116" height="54" rx="16" fill="#f4b400"/><rect x="60" y="70" width="44" height="26" rx="6" fill="#1f2933"/><rect x="110" y="110" width="8" height="56" fill="#9aa5b1"/><rect x="40" y="110" width="120" height="10" rx="3" fill="#33414e"/>',
  ),
  handle: picture(
    '<rect x="40" y="70" width="40" height="70" rx="10" fill="#9aa5b1"/><rect x="56" y="92" width="112" height="20" rx="10" fill="#cbd2d9"/><circle cx="60" cy="126" r="5" fill="#33414e"/>',
  ),
} as const;

/** A full product with neutral values; each sample states only what it is about. */
export function sampleProduct(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    slug: `produs-${overrides.id}`,
    name: 'Produs',
    image: null,
    price: 100,
    promotion_price: null,
    is_promotion: false,
    price_angro: null,
    model: null,
    brand: null,
    balance: 25,
    balance_angro: 60,
    products_units: [{ id: 1, name: 'Buc', name_cod: 1, coef: 1 }],
    product_attributes: [],
    angro_min_sale_unit: null,
    angro_sale_qt: null,
    parameters: [],
    product_gallery: [],
    seo: null,
    real_product_cart_unit: null,
    description: null,
    rating: null,
    reviews_count: 0,
    reviews: [],
    ...overrides,
  };
}

const brand = (name: string) => ({ name, slug: null, image: null });

export const SAMPLE_PRODUCTS = {
  /** A regular product: 1 299 lei, wholesale 1 049 lei. */
  drill: sampleProduct({
    id: 101,
    slug: 'bormasina-cu-acumulator-bosch-gsr-12v-15',
    name: 'Bormașină cu acumulator Bosch GSR 12V-15',
    image: SAMPLE_IMAGES.drill,
    price: 1299,
    price_angro: 1049,
    model: '0601868101',
    brand: brand('Bosch'),
    balance: 14,
    balance_angro: 40,
    rating: 4.6,
    reviews_count: 18,
  }),
  /** On promotion: 949 lei instead of 1 150 lei. */
  grinder: sampleProduct({
    id: 102,
    slug: 'polizor-unghiular-makita-ga5030r',
    name: 'Polizor unghiular Makita GA5030R, 720 W, 125 mm',
    image: SAMPLE_IMAGES.grinder,
    price: 1150,
    promotion_price: 949,
    is_promotion: true,
    price_angro: 980,
    model: 'GA5030R',
    brand: brand('Makita'),
    balance: 9,
    balance_angro: 22,
  }),
  paint: sampleProduct({
    id: 103,
    slug: 'vopsea-lavabila-alba-interior-15-l',
    name: 'Vopsea lavabilă albă pentru interior, 15 l',
    image: SAMPLE_IMAGES.paint,
    price: 689,
    price_angro: 560,
    model: 'VL-1015',
    brand: brand('Kreativ'),
    balance: 42,
    balance_angro: 120,
  }),
  /** Promotion with bani: 199,90 lei instead of 245,50 lei. */
  screwdrivers: sampleProduct({
    id: 104,
    slug: 'set-surubelnite-stanley-10-piese',
    name: 'Set de șurubelnițe Stanley, 10 piese',
    image: SAMPLE_IMAGES.screwdrivers,
    price: 245.5,
    promotion_price: 199.9,
    is_promotion: true,
    price_angro: 205,
    model: 'STHT0-62141',
    brand: brand('Stanley'),
    balance: 31,
    balance_angro: 80,
  }),
  /** Only 3 left (the low-stock chip). */
  ladder: sampleProduct({
    id: 105,
    slug: 'scara-aluminiu-3-trepte',
    name: 'Scară din aluminiu cu 3 trepte',
    image: SAMPLE_IMAGES.ladder,
    price: 899,
    price_angro: 745,
    model: 'SC-A3',
    brand: brand('Krause'),
    balance: 3,
    balance_angro: 3,
  }),
  /** No picture: the placeholder. */
  lamp: sampleProduct({
    id: 106,
    slug: 'lampa-led-birou-brat-flexibil',
    name: 'Lampă LED de birou cu braț flexibil',
    image: null,
    price: 349,
    price_angro: 290,
    brand: null,
    balance: 17,
    balance_angro: 17,
  }),
  /** Out of stock for everyone. */
  hose: sampleProduct({
    id: 107,
    slug: 'furtun-gradina-25-m-gardena',
    name: 'Furtun de grădină Gardena Classic, 25 m',
    image: SAMPLE_IMAGES.hose,
    price: 529,
    price_angro: 440,
    model: '18010-20',
    brand: brand('Gardena'),
    balance: 0,
    balance_angro: 0,
  }),
  saw: sampleProduct({
    id: 108,
    slug: 'fierastrau-pendular-dewalt-dw331k',
    name: 'Fierăstrău pendular DeWalt DW331K, 701 W',
    image: SAMPLE_IMAGES.saw,
    price: 2450,
    price_angro: 2090,
    model: 'DW331K',
    brand: brand('DeWalt'),
    balance: 6,
    balance_angro: 12,
  }),
  handle: sampleProduct({
    id: 109,
    slug: 'maner-usa-inox-periat',
    name: 'Mâner de ușă din inox periat',
    image: SAMPLE_IMAGES.handle,
    price: 189,
    price_angro: 150,
    model: 'MU-220',
    brand: brand('Hoppe'),
    balance: 58,
    balance_angro: 200,
  }),
  /** A name long enough to be clamped to three lines. */
  longName: sampleProduct({
    id: 110,
    slug: 'set-profesional-scule-acumulator-18v-bosch',
    name: 'Set profesional de scule cu acumulator 18 V Bosch Professional: mașină de găurit, șurubelniță cu impact, polizor unghiular, doi acumulatori de 4 Ah, încărcător rapid și valiză L-BOXX',
    image: SAMPLE_IMAGES.drill,
    price: 12999,
    promotion_price: 10999,
    is_promotion: true,
    price_angro: 10400,
    model: '0615990N33',
    brand: brand('Bosch'),
    balance: 4,
    balance_angro: 9,
  }),
} as const satisfies Record<string, Product>;

/** Nine products for a full listing page (three rows of three). */
export const LISTING_PRODUCTS: readonly Product[] = [
  SAMPLE_PRODUCTS.drill,
  SAMPLE_PRODUCTS.grinder,
  SAMPLE_PRODUCTS.paint,
  SAMPLE_PRODUCTS.screwdrivers,
  SAMPLE_PRODUCTS.ladder,
  SAMPLE_PRODUCTS.lamp,
  SAMPLE_PRODUCTS.hose,
  SAMPLE_PRODUCTS.saw,
  SAMPLE_PRODUCTS.longName,
];

/**
 * The width a card gets in the listing: a phone column (about 160 px) below bp1024, a desktop
 * column from bp1024 up; a row card gets the width of a search list.
 */
export function CardFrame({
  layout = 'grid',
  children,
}: {
  layout?: ProductCardProps['layout'];
  children: ReactNode;
}) {
  return (
    <div
      className={
        layout === 'row'
          ? 'shop:w-[328px] shop:bp744:w-[560px]'
          : 'shop:w-[164px] shop:bp1024:w-[260px]'
      }
    >
      {children}
    </div>
  );
}

/** A card whose favourite toggle works on its own (the storefront keeps the favourites). */
export function FavouriteToggleExample({
  onToggleFavourite,
  ...props
}: Omit<ProductCardProps, 'favourite'>) {
  const [favourite, setFavourite] = useState(false);
  return (
    <ProductCard
      {...props}
      favourite={favourite}
      onToggleFavourite={(product) => {
        setFavourite((value) => !value);
        onToggleFavourite?.(product);
      }}
    />
  );
}
