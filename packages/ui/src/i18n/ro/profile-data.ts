import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const profileData = {
  lead: 'Datele cu care vă recunoaștem la comenzi și livrări. Cu telefonul sau e-mailul intrați și în cont.',
  person: 'Persoana',
  company: 'Compania',
  missingTitle: 'Contul nu este complet',
  missingLead: 'Completați datele de mai jos ca să puteți comanda:',
  firstName: 'Prenume',
  lastName: 'Nume',
  missingField: 'De completat',
  submit: 'Salvează datele',
  submitting: 'Se salvează datele…',
  saved: {
    title: 'Datele au fost salvate',
    message: 'Datele personale ale contului au fost actualizate.',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
