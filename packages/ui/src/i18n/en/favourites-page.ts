import type { Catalogue } from '../i18n.types.js';

export const favouritesPage = {
  title: 'Favourites',
  count: {
    one: '{count} item',
    other: '{count} items',
  },
  clearAll: 'Clear all',
  clearQuestion: 'Remove all products from your favourites?',
  clearConfirm: 'Yes, clear all',
  clearCancel: 'Cancel',
  clearing: 'Clearing favourites…',
  clearFailed: 'We could not clear your favourites. Please try again.',
  emptyTitle: 'You have no favourites yet',
  emptyText: 'Tap the heart on a product and you will find it here later.',
  emptyAction: 'Start shopping',
  loadFailedTitle: 'We could not load your favourites',
  loadFailedText: 'Check your connection and try again.',
  retry: 'Try again',
} as const satisfies Catalogue<'en'>['favouritesPage'];
