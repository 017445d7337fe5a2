import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const orderingError = {
  title: 'Comanda nu a putut fi plasată',
  text: 'Nu v-am retras niciun ban, iar produsele au rămas în coș. Încercați din nou peste câteva minute.',
  back: 'Înapoi la comandă',
  home: 'Pagina principală',
  help: 'Aveți nevoie de ajutor? Sunați-ne:',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
