import type { Catalogue } from '../i18n.types.js';

export const orderingError = {
  title: 'The order could not be placed',
  text: 'Nothing was charged and your products are still in the cart. Please try again in a few minutes.',
  back: 'Back to checkout',
  home: 'Main page',
  help: 'Need help? Call us:',
} as const satisfies Catalogue<'en'>['orderingError'];
