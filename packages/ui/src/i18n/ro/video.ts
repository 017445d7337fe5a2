import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const video = {
  play: 'Redă videoclipul: {title}',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
