import type { Catalogue } from '../i18n.types.js';

export const emptySearch = {
  title: 'Nothing found for “{text}”',
  titleNoText: 'Nothing found',
  hintsTitle: 'Try this:',
  hintSpelling: 'Check the spelling',
  hintFewerWords: 'Use fewer or more general words',
  hintCategories: 'Look for the product in the catalogue categories',
  popularCategories: 'Popular categories',
} as const satisfies Catalogue<'en'>['emptySearch'];
