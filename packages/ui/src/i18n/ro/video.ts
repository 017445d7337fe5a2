import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/** A video behind its cover (the shop page): the play button, or the link to a video elsewhere. */
export const video = {
  play: 'Redă videoclipul: {title}',
  open: 'Urmăriți videoclipul: {title}',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
