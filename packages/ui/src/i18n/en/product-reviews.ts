import type { Catalogue } from '../i18n.types.js';

export const productReviews = {
  title: 'Reviews',
  distribution: 'Rating breakdown',
  stars: {
    one: '{count} star',
    other: '{count} stars',
  },
  bar: '{stars}: {reviews}',
  list: 'Customer reviews',
  empty: 'No reviews yet',
  beFirst: 'Be the first to review this product.',
  write: 'Write a review',
  showAll: 'Show all reviews',
  showLess: 'Show fewer reviews',
} as const satisfies Catalogue<'en'>['productReviews'];
