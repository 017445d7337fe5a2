import type { Catalogue } from '../i18n.types.js';

export const notFoundPage = {
  code: 'Error {code}',
  notFoundText:
    'The page may have been moved or deleted. Check the address or start from the home page.',
  genericText: 'Please try again in a few minutes.',
  badRequestText: 'Check the page address or start from the home page.',
  unavailableText: 'Please try again in a moment.',
  popularCategories: 'Popular categories',
} as const satisfies Catalogue<'en'>['notFoundPage'];
