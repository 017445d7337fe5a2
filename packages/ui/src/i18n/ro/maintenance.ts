import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/** The maintenance page (SPEC §2 "a maintenance page"), rendered by the server alone. */
export const maintenance = {
  title: 'Magazinul este în lucrări de întreținere',
  text: 'Lucrăm la magazin și revenim în curând. Vă mulțumim pentru răbdare.',
  retry: 'Încercați din nou peste puțin timp.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
