import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const common = {
  close: 'Închide',
  openMenu: 'Deschide meniul',
  closeMenu: 'Închide meniul',
  loading: 'Se încarcă…',
  retry: 'Încearcă din nou',
  remove: 'Șterge',
  empty: 'Deocamdată nu este nimic aici',
  requiredNote: 'Câmpurile marcate cu * sunt obligatorii',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
