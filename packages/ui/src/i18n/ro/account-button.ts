import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const accountButton = {
  signIn: 'Intră în cont',
  myAccount: 'Contul meu',
  myAccountOf: 'Contul meu, {name}',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
