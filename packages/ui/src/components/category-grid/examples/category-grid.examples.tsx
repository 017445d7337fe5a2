import type { HomeCategoryItem } from '@shop/core/contract';
import { svgDocument } from '../../../icons/svg-document.js';
import { CategoryChips } from '../category-chips.js';
import { CategoryGrid, type CategoryGridItem, type CategoryGridProps } from '../category-grid.js';

/** A flat inline picture (no network): a coloured shape on a light ground. */
export function samplePicture(colour: string, shape: 'circle' | 'square' | 'triangle'): string {
  const figure = {
    circle: `<circle cx="60" cy="60" r="34" fill="${colour}"/>`,
    square: `<rect x="28" y="28" width="64" height="64" rx="10" fill="${colour}"/>`,
    triangle: `<path d="M60 22 98 94H22z" fill="${colour}"/>`,
  }[shape];
  const svg = svgDocument(
    'viewBox="0 0 120 120"',
    `<rect width="120" height="120" fill="#eef2f4"/>${figure}`,
  );
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const names = [
  ['Unelte electrice', 'unelte-electrice'],
  ['Grădină', 'gradina'],
  ['Vopsele și lacuri', 'vopsele'],
  ['Instalații sanitare', 'instalatii-sanitare'],
  ['Iluminat', 'iluminat'],
  ['Feronerie', 'feronerie'],
  ['Materiale de construcții', 'materiale-constructii'],
  ['Electrice', 'electrice'],
  ['Încălzire', 'incalzire'],
  ['Bricolaj', 'bricolaj'],
  ['Auto', 'auto'],
  ['Camping', 'camping'],
] as const;
const colours = ['#0b6e4f', '#c0262d', '#f4b400', '#1d4ed8', '#7c3aed', '#0f766e'];
const shapes = ['circle', 'square', 'triangle'] as const;

/** Twelve categories with pictures (the home grid fills its six columns twice). */
export const sampleCategories: CategoryGridItem[] = names.map(([name, slug], index) => ({
  id: index + 1,
  name,
  slug,
  image: samplePicture(colours[index % colours.length] ?? '#0b6e4f', shapes[index % 3] ?? 'circle'),
}));

/** Five categories: fewer than a desktop row. */
export const fiveCategories = sampleCategories.slice(0, 5);

/** Categories without pictures: every tile shows the placeholder. */
export const categoriesWithoutImages: CategoryGridItem[] = sampleCategories
  .slice(0, 6)
  .map((item) => ({ ...item, image: null }));

/** Names longer than a tile. */
export const longNameCategories: CategoryGridItem[] = [
  {
    id: 101,
    name: 'Scule și accesorii pentru prelucrarea lemnului și a metalului',
    slug: 'scule-lemn-metal',
    image: samplePicture('#0b6e4f', 'square'),
  },
  {
    id: 102,
    name: 'Sisteme de irigare prin picurare pentru grădini și sere',
    slug: 'irigare',
    image: null,
  },
  {
    id: 103,
    name: 'Termoizolațiehidroizolațiefonoizolațiepentruacoperișuri',
    slug: 'izolatii',
    image: samplePicture('#c0262d', 'circle'),
  },
  ...sampleCategories.slice(0, 3),
];

/** A home category item as the API sends it (GET /api/categories/category-in-home_page/). */
export const sampleHomeItem: HomeCategoryItem = {
  id: 7,
  url: '/pages/catalog/gradina?sort=popular',
  image: null,
  title: 'Grădină',
};

/** The grid with a heading, as the home page shows it. */
export function CategoryGridExample(props: Partial<CategoryGridProps>) {
  return <CategoryGrid heading="Categorii" items={sampleCategories} {...props} />;
}

/** Popular categories as chips (404 page, empty search). */
export function CategoryChipsExample() {
  return <CategoryChips heading="Categorii populare" items={sampleCategories.slice(0, 8)} />;
}
