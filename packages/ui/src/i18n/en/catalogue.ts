import type { Catalogue } from '../i18n.types.js';

export const catalogue = {
  title: 'Catalogue',
  categories: 'Categories',
  all: 'All in {name}',
  backToCategories: 'Back to categories',
  backTo: 'Back to {name}',
  search: 'Search the catalogue',
  searchPlaceholder: 'Find a category',
  results: {
    one: '{count} category found',
    other: '{count} categories found',
  },
  noResults: 'No category matches “{query}”',
  empty: 'The catalogue is empty for now',
  bannerCta: 'See the offer',
} as const satisfies Catalogue<'en'>['catalogue'];
