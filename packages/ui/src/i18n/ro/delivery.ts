import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const delivery = {
  freeLeft: 'Mai aveți {amount} până la livrarea gratuită',
  free: 'Livrare gratuită',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
