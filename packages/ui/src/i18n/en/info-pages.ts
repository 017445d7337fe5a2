import type { Catalogue } from '../i18n.types.js';

export const infoPages = {
  about: {
    statistics: 'In figures',
    milestones: 'Our history',
    photos: 'Photos',
    photo: 'Photo {n}',
    team: 'Our team',
  },
  delivery: {
    items: 'How we deliver',
    table: 'Delivery times and prices',
    notes: 'Good to know',
  },
  faq: {
    search: 'Search the questions',
    clear: 'Clear the search',
    results: {
      one: '{count} question found',
      other: '{count} questions found',
    },
    emptyTitle: 'No question matches “{text}”',
    emptyHint: 'Try another word or call us: we are glad to help.',
  },
  fidelity: {
    levels: 'Programme levels',
    from: 'from {sum} lei a year',
    percent: '{percent}% back in points',
    regulation: 'Read the programme rules',
  },
} as const satisfies Catalogue<'en'>['infoPages'];
