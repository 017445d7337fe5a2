import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const search = {
  label: 'Caută produse',
  placeholder: 'Ce căutați?',
  submit: 'Caută',
  clear: 'Șterge textul căutării',
  busy: 'Se caută…',
  results: 'Produse găsite',
  found: {
    one: 'Am găsit un produs',
    few: 'Am găsit {count} produse',
    other: 'Am găsit {count} de produse',
  },
  spelling: 'Rezultate pentru „{text}”',
  seeAll: 'Vezi toate rezultatele ({count})',
  error: 'Căutarea nu a reușit. Încercați din nou.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
