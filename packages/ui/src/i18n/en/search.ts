import type { Catalogue } from '../i18n.types.js';

export const search = {
  label: 'Search products',
  placeholder: 'What are you looking for?',
  submit: 'Search',
  clear: 'Clear the search text',
  busy: 'Searching…',
  results: 'Products found',
  found: {
    one: 'One product found',
    other: '{count} products found',
  },
  spelling: 'Results for “{text}”',
  seeAll: 'See all results ({count})',
  error: 'The search failed. Please try again.',
} as const satisfies Catalogue<'en'>['search'];
