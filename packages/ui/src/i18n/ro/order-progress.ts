import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const orderProgress = {
  label: 'Progresul comenzii',
  step: {
    placed: 'Plasată',
    confirmed: 'Confirmată',
    packed: 'Pregătită',
    shipped: 'Expediată',
    delivered: 'Livrată',
  },
  state: {
    complete: 'finalizat',
    in_process: 'în curs',
    not_reached: 'urmează',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
