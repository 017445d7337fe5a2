import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/** Labels of the info pages (about, delivery, FAQ, fidelity); their content comes from the API. */
export const infoPages = {
  about: {
    statistics: 'În cifre',
    milestones: 'Istoria noastră',
    photos: 'Fotografii',
    photo: 'Fotografia {n}',
    team: 'Echipa noastră',
  },
  delivery: {
    items: 'Cum livrăm',
    table: 'Termene și prețuri de livrare',
    notes: 'Bine de știut',
  },
  faq: {
    search: 'Căutați în întrebări',
    clear: 'Șterge căutarea',
    results: {
      one: 'o întrebare găsită',
      few: '{count} întrebări găsite',
      other: '{count} de întrebări găsite',
    },
    emptyTitle: 'Nicio întrebare pentru „{text}”',
    emptyHint: 'Încercați alt cuvânt sau sunați-ne: vă răspundem cu plăcere.',
  },
  fidelity: {
    levels: 'Nivelurile programului',
    from: 'de la {sum} lei pe an',
    percent: '{percent}% înapoi în puncte',
    regulation: 'Citiți regulamentul programului',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
