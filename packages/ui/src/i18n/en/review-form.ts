import type { Catalogue } from '../i18n.types.js';

export const reviewForm = {
  title: 'Write a review',
  about: 'Review of {name}',
  grade: 'Your rating',
  gradeRequired: 'Choose a rating from 1 to 5 stars',
  text: 'Your review',
  textHint: "Tell others what you liked and what you didn't: at least {min} characters.",
  counter: '{count} of {max} characters',
  submit: 'Publish review',
  submitting: 'Publishing the review…',
  successTitle: 'Thank you for your review!',
  successMessage: 'Your review is published and already shows on the product page.',
  alreadyTitle: 'You have already reviewed this product',
  alreadyMessage:
    'Each customer can leave one review per product. Thank you for sharing your opinion!',
} as const satisfies Catalogue<'en'>['reviewForm'];
