import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const externalLink = {
  newWindow: '(se deschide într-o fereastră nouă)',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
