import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const site = {
  name: 'Magazinul online',
  description:
    'Scule, materiale de construcție și produse pentru casă și grădină, cu livrare în toată Moldova. Prețuri cu amănuntul și angro.',
  skipToContent: 'Salt la conținut',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
