import type { Catalogue } from '../i18n.types.js';

export const home = {
  categories: 'Popular categories',
  topSales: 'Best sellers',
  sales: 'On sale',
  featured: 'Featured products',
  seeAll: 'See all',
} as const satisfies Catalogue<'en'>['home'];
