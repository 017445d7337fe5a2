import type { Category, CategoryBanner, SubCategory } from '@shop/core/contract';
import { useId, useRef, useState } from 'react';
import { svgDocument } from '../../../icons/svg-document.js';
import { CatalogueMenu, type CatalogueMenuProps } from '../catalogue-menu.js';

/** An inline SVG as an image address: stories and tests never use the network. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A 24 px line icon in the shop's green. */
function icon(paths: string): string {
  return svgDataUrl(
    svgDocument(
      'viewBox="0 0 24 24" fill="none" stroke="#0b6e4f" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"',
      paths,
    ),
  );
}

/** A banner picture: a sunny garden in flat shapes (no text, so it looks the same everywhere). */
export const gardenBannerImage = svgDataUrl(
  svgDocument(
    'viewBox="0 0 480 600"',
    `
    <rect width="480" height="600" fill="#e7f3ee"/>
    <circle cx="360" cy="130" r="70" fill="#f4b400"/>
    <path d="M0 420 Q120 340 240 410 T480 390 V600 H0 Z" fill="#0b6e4f"/>
    <path d="M0 480 Q160 430 300 480 T480 470 V600 H0 Z" fill="#08543c"/>
    <rect x="110" y="300" width="14" height="140" fill="#6b4f2a"/>
    <circle cx="117" cy="280" r="60" fill="#2f9e6d"/>
  `,
  ),
);

/** A category picture used when a category has no banner. */
export const paintImage = svgDataUrl(
  svgDocument(
    'viewBox="0 0 480 600"',
    `
    <rect width="480" height="600" fill="#f8e9ee"/>
    <rect x="150" y="220" width="180" height="220" rx="16" fill="#8c1c3a"/>
    <rect x="150" y="200" width="180" height="40" rx="10" fill="#6b142c"/>
    <path d="M190 200 Q240 120 290 200" fill="none" stroke="#3d2a2f" stroke-width="10"/>
    <rect x="190" y="300" width="100" height="70" rx="8" fill="#ffffff"/>
  `,
  ),
);

const icons = {
  tools: icon('<path d="M4 14h9l3-3h4v6h-4l-3-3"/><path d="M7 14v5h3v-5"/>'),
  hand: icon('<path d="M14 4l6 6-3 3-6-6z"/><path d="M11 7L4 20"/>'),
  garden: icon(
    '<path d="M12 21V10"/><path d="M12 10c0-4 3-6 7-6 0 4-3 6-7 6z"/><path d="M12 13c0-3-2-5-6-5 0 3 2 5 6 5z"/>',
  ),
  build: icon(
    '<rect x="3" y="12" width="8" height="5"/><rect x="13" y="12" width="8" height="5"/><rect x="8" y="6" width="8" height="5"/>',
  ),
  water: icon('<path d="M12 3c3 4 6 7 6 11a6 6 0 0 1-12 0c0-4 3-7 6-11z"/>'),
  electric: icon('<path d="M13 2L5 13h6l-1 9 8-11h-6z"/>'),
  paint: icon(
    '<rect x="4" y="3" width="14" height="6" rx="1"/><path d="M18 6h2v5h-8v3"/><rect x="10" y="14" width="4" height="7" rx="1"/>',
  ),
};

let nextId = 1000;

/** A subcategory with its sub-subcategories (slugs derived from the names for the example). */
function sub(
  name: string,
  slug: string,
  children: readonly (readonly [string, string])[] = [],
): SubCategory {
  nextId += 1;
  const id = nextId;
  return {
    id,
    name,
    slug,
    subsubcategory_in_subcategory: children.map(([childName, childSlug], index) => ({
      id: id * 100 + index,
      name: childName,
      slug: childSlug,
    })),
  };
}

const offerBanner: CategoryBanner = {
  title: 'Reduceri de până la 30 % la scule cu acumulator',
  button_url: '/pages/actionpromo/scule-cu-acumulator',
  button_text: 'Vezi oferta',
  image: null,
};

/** A realistic DIY and home catalogue of a Moldovan shop: 8 categories, 3–8 subcategories each. */
export const catalogueCategories: Category[] = [
  {
    id: 1,
    name: 'Scule electrice',
    slug: 'scule-electrice',
    icon: icons.tools,
    image: null,
    banner: offerBanner,
    category_in_subcategory: [
      sub('Bormașini', 'bormasini', [
        ['Bormașini cu acumulator', 'bormasini-cu-acumulator'],
        ['Bormașini cu percuție', 'bormasini-cu-percutie'],
        ['Bormașini cu fir', 'bormasini-cu-fir'],
      ]),
      sub('Mașini de înșurubat', 'masini-de-insurubat', [
        ['Cu acumulator', 'masini-de-insurubat-cu-acumulator'],
        ['Cu impact', 'masini-de-insurubat-cu-impact'],
      ]),
      sub('Polizoare unghiulare', 'polizoare-unghiulare'),
      sub('Ferăstraie electrice', 'ferastraie-electrice', [
        ['Ferăstraie circulare', 'ferastraie-circulare'],
        ['Ferăstraie pendulare', 'ferastraie-pendulare'],
        ['Ferăstraie sabie', 'ferastraie-sabie'],
      ]),
      sub('Ciocane rotopercutoare', 'ciocane-rotopercutoare'),
      sub('Accesorii pentru scule', 'accesorii-pentru-scule', [
        ['Burghie', 'burghie'],
        ['Discuri abrazive', 'discuri-abrazive'],
        ['Biți și adaptoare', 'biti-si-adaptoare'],
        ['Pânze de ferăstrău', 'panze-de-ferastrau'],
        ['Acumulatori și încărcătoare', 'acumulatori-si-incarcatoare'],
        ['Truse de scule', 'truse-de-scule'],
      ]),
    ],
  },
  {
    id: 2,
    name: 'Scule de mână',
    slug: 'scule-de-mana',
    icon: icons.hand,
    image: null,
    banner: null,
    category_in_subcategory: [
      sub('Ciocane', 'ciocane'),
      sub('Șurubelnițe', 'surubelnite', [
        ['Șurubelnițe plate', 'surubelnite-plate'],
        ['Șurubelnițe în cruce', 'surubelnite-in-cruce'],
        ['Seturi de șurubelnițe', 'seturi-de-surubelnite'],
      ]),
      sub('Chei', 'chei', [
        ['Chei fixe', 'chei-fixe'],
        ['Chei inelare', 'chei-inelare'],
        ['Chei tubulare', 'chei-tubulare'],
        ['Chei reglabile', 'chei-reglabile'],
      ]),
      sub('Clești', 'clesti'),
      sub('Rulete și nivele', 'rulete-si-nivele'),
    ],
  },
  {
    id: 3,
    name: 'Grădină',
    slug: 'gradina',
    icon: icons.garden,
    image: null,
    banner: {
      title: 'Totul pentru grădina ta',
      button_url: '/pages/catalog/gradina',
      button_text: null,
      image: gardenBannerImage,
    },
    category_in_subcategory: [
      sub('Unelte de grădină', 'unelte-de-gradina', [
        ['Lopeți', 'lopeti'],
        ['Greble', 'greble'],
        ['Sape și târnăcoape', 'sape-si-tarnacoape'],
        ['Foarfeci de grădină', 'foarfeci-de-gradina'],
      ]),
      sub('Furtunuri și irigare', 'furtunuri-si-irigare', [
        ['Furtunuri', 'furtunuri'],
        ['Aspersoare', 'aspersoare'],
        ['Conectori și robinete', 'conectori-si-robinete'],
      ]),
      sub('Mașini de tuns iarba', 'masini-de-tuns-iarba', [
        ['Electrice', 'masini-de-tuns-iarba-electrice'],
        ['Pe benzină', 'masini-de-tuns-iarba-pe-benzina'],
        ['Roboți de tuns iarba', 'roboti-de-tuns-iarba'],
      ]),
      sub('Mobilier de grădină', 'mobilier-de-gradina'),
      sub('Semințe și îngrășăminte', 'seminte-si-ingrasaminte', [
        ['Semințe de legume', 'seminte-de-legume'],
        ['Semințe de gazon', 'seminte-de-gazon'],
        ['Îngrășăminte', 'ingrasaminte'],
      ]),
      sub('Grătare și accesorii', 'gratare-si-accesorii'),
    ],
  },
  {
    id: 4,
    name: 'Construcții',
    slug: 'constructii',
    icon: icons.build,
    image: null,
    banner: null,
    category_in_subcategory: [
      sub('Ciment și mortare', 'ciment-si-mortare'),
      sub('Gips-carton și profile', 'gips-carton-si-profile', [
        ['Plăci de gips-carton', 'placi-de-gips-carton'],
        ['Profile metalice', 'profile-metalice'],
      ]),
      sub('Izolații', 'izolatii', [
        ['Vată minerală', 'vata-minerala'],
        ['Polistiren', 'polistiren'],
        ['Folii și membrane', 'folii-si-membrane'],
      ]),
      sub('Cărămizi și blocuri', 'caramizi-si-blocuri'),
      sub('Amestecuri uscate', 'amestecuri-uscate', [
        ['Adezivi pentru plăci', 'adezivi-pentru-placi'],
        ['Tencuieli', 'tencuieli'],
        ['Șape', 'sape'],
      ]),
      sub('Acoperișuri', 'acoperisuri'),
    ],
  },
  {
    id: 5,
    name: 'Sanitare',
    slug: 'sanitare',
    icon: icons.water,
    image: null,
    banner: null,
    category_in_subcategory: [
      sub('Baterii', 'baterii', [
        ['Baterii pentru lavoar', 'baterii-pentru-lavoar'],
        ['Baterii pentru bucătărie', 'baterii-pentru-bucatarie'],
        ['Baterii de duș', 'baterii-de-dus'],
      ]),
      sub('Chiuvete', 'chiuvete'),
      sub('Vase WC', 'vase-wc'),
      sub('Căzi și cabine de duș', 'cazi-si-cabine-de-dus'),
      sub('Țevi și fitinguri', 'tevi-si-fitinguri', [
        ['Țevi PPR', 'tevi-ppr'],
        ['Țevi PVC', 'tevi-pvc'],
        ['Metal-plastic', 'metal-plastic'],
      ]),
      sub('Boilere', 'boilere'),
    ],
  },
  {
    id: 6,
    name: 'Electrice',
    slug: 'electrice',
    icon: icons.electric,
    image: null,
    banner: null,
    category_in_subcategory: [
      sub('Cabluri și conductori', 'cabluri-si-conductori'),
      sub('Prize și întrerupătoare', 'prize-si-intrerupatoare'),
      sub('Corpuri de iluminat', 'corpuri-de-iluminat', [
        ['Plafoniere', 'plafoniere'],
        ['Aplice', 'aplice'],
        ['Lustre', 'lustre'],
        ['Spoturi LED', 'spoturi-led'],
        ['Lămpi de birou', 'lampi-de-birou'],
      ]),
      sub('Becuri', 'becuri'),
      sub('Tablouri electrice', 'tablouri-electrice'),
      sub('Prelungitoare', 'prelungitoare'),
      sub('Sonerii', 'sonerii'),
    ],
  },
  {
    id: 7,
    name: 'Vopsele',
    slug: 'vopsele',
    icon: icons.paint,
    image: paintImage,
    banner: null,
    category_in_subcategory: [
      sub('Vopsele interioare', 'vopsele-interioare'),
      sub('Vopsele exterioare', 'vopsele-exterioare'),
      sub('Lacuri și baițuri', 'lacuri-si-baituri'),
      sub('Grunduri', 'grunduri'),
      sub('Pensule și trafalete', 'pensule-si-trafalete', [
        ['Pensule', 'pensule'],
        ['Trafalete', 'trafalete'],
        ['Tăvi pentru vopsea', 'tavi-pentru-vopsea'],
      ]),
      sub('Diluanți și solvenți', 'diluanti-si-solventi'),
    ],
  },
  {
    id: 8,
    name: 'Casă și menaj',
    slug: 'casa-si-menaj',
    // No icon uploaded: the menu draws a neutral one.
    icon: null,
    image: null,
    banner: null,
    category_in_subcategory: [
      sub('Organizare și depozitare', 'organizare-si-depozitare'),
      sub('Curățenie', 'curatenie', [
        ['Găleți și mopuri', 'galeti-si-mopuri'],
        ['Detergenți', 'detergenti'],
      ]),
      sub('Scări și platforme', 'scari-si-platforme'),
    ],
  },
];

/** A category with many subcategories, for the wrapping columns. */
export const crowdedCategory: Category = {
  id: 9,
  name: 'Feronerie și elemente de fixare',
  slug: 'feronerie-si-elemente-de-fixare',
  icon: icons.build,
  image: null,
  banner: null,
  category_in_subcategory: [
    sub('Șuruburi pentru lemn', 'suruburi-pentru-lemn', [
      ['Zincate', 'suruburi-zincate'],
      ['Fosfatate', 'suruburi-fosfatate'],
    ]),
    sub('Șuruburi autoforante', 'suruburi-autoforante'),
    sub('Dibluri', 'dibluri', [
      ['Dibluri din plastic', 'dibluri-din-plastic'],
      ['Dibluri metalice', 'dibluri-metalice'],
      ['Dibluri pentru gips-carton', 'dibluri-pentru-gips-carton'],
    ]),
    sub('Ancore chimice', 'ancore-chimice'),
    sub('Cuie', 'cuie'),
    sub('Piulițe și șaibe', 'piulite-si-saibe'),
    sub('Balamale', 'balamale', [
      ['Balamale pentru mobilier', 'balamale-pentru-mobilier'],
      ['Balamale pentru uși', 'balamale-pentru-usi'],
    ]),
    sub('Mânere și butoni', 'manere-si-butoni'),
    sub('Încuietori și lacăte', 'incuietori-si-lacate', [
      ['Lacăte', 'lacate'],
      ['Butuci', 'butuci'],
      ['Yale', 'yale'],
    ]),
    sub('Cârlige și suporturi', 'carlige-si-suporturi'),
    sub('Lanțuri și cabluri', 'lanturi-si-cabluri'),
    sub('Coliere', 'coliere'),
    sub('Colțare și plăcuțe de îmbinare', 'coltare-si-placute-de-imbinare'),
    sub('Glisiere pentru sertare', 'glisiere-pentru-sertare'),
  ],
};

/** The catalogue with the crowded category first. */
export const crowdedCatalogue: Category[] = [crowdedCategory, ...catalogueCategories.slice(1)];

export interface CatalogueMenuExampleProps extends Partial<
  Omit<CatalogueMenuProps, 'open' | 'onOpenChange' | 'returnFocusRef'>
> {
  /** Open at first render. @default true */
  defaultOpen?: boolean;
  /** Called whenever the menu asks to open or close. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The menu as a header uses it: an opener button in a header bar, the menu below it, open state
 * held by the header. The opener's label is sample content (the header has its own).
 */
export function CatalogueMenuExample({
  defaultOpen = true,
  onOpenChange,
  categories = catalogueCategories,
  ...props
}: CatalogueMenuExampleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const opener = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <div className="shop:min-h-[720px] shop:bg-surface-muted">
      <header className="shop:relative shop:border-b shop:border-black/10 shop:bg-settings-header shop:px-4 shop:py-3">
        <button
          ref={opener}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => change(!open)}
          className="shop:rounded-md shop:bg-settings-buttons-bg shop:px-4 shop:py-2 shop:font-medium shop:text-settings-buttons shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
        >
          Catalog
        </button>
        <CatalogueMenu
          id={menuId}
          categories={categories}
          open={open}
          onOpenChange={change}
          returnFocusRef={opener}
          {...props}
        />
      </header>
      <main className="shop:p-4">
        <p>Conținutul paginii</p>
      </main>
    </div>
  );
}
