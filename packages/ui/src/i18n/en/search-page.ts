import type { Catalogue } from '../i18n.types.js';

export const searchPage = {
  title: 'Search results for “{text}”',
  spelling: 'Showing results for “{text}”',
  instead: 'Search instead for “{text}”',
  noMatch: 'No product matches “{text}”.',
  didYouMean: 'Did you mean: {link}?',
  similar: 'Similar products:',
  prompt: 'Type what you are looking for in the search box.',
} as const satisfies Catalogue<'en'>['searchPage'];
