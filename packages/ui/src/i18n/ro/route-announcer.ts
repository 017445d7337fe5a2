import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const routeAnnouncer = {
  /** Said politely after a client-side navigation; `{title}` is the new page's title. */
  opened: 'S-a deschis pagina: {title}',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
