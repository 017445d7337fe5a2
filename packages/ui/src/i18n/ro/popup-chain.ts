import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const popupChain = {
  label: 'Ofertă',
  close: 'Închide oferta',
  announce: 'Ofertă: {title}',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
