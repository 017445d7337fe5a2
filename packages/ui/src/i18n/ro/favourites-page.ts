import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const favouritesPage = {
  title: 'Favorite',
  count: {
    one: 'un produs',
    few: '{count} produse',
    other: '{count} de produse',
  },
  clearAll: 'Șterge toate',
  clearQuestion: 'Ștergeți toate produsele din favorite?',
  clearConfirm: 'Da, șterge toate',
  clearCancel: 'Anulează',
  clearing: 'Se șterg favoritele…',
  clearFailed: 'Nu am putut goli lista de favorite. Încercați din nou.',
  emptyTitle: 'Nu aveți încă produse favorite',
  emptyText: 'Apăsați inima de pe un produs și îl veți găsi aici mai târziu.',
  emptyAction: 'Mergi la cumpărături',
  loadFailedTitle: 'Nu am putut încărca favoritele',
  loadFailedText: 'Verificați conexiunea și încercați din nou.',
  retry: 'Încercați din nou',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
