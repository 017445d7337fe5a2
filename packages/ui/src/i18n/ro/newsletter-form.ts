import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const newsletterForm = {
  lead: 'Alegeți cum vă scriem despre noutăți, reduceri și promoții.',
  channels: 'Primiți noutăți și oferte',
  email: 'Pe e-mail',
  emailTo: 'La {address}',
  emailMissing: 'Contul nu are o adresă de e-mail. Adăugați-o în datele personale.',
  addEmail: 'Adaugă un e-mail',
  sms: 'Prin SMS',
  smsTo: 'La numărul de telefon al contului',
  save: 'Salvează',
  saving: 'Se salvează…',
  saveFailed: 'Nu am putut salva abonările. Încercați din nou.',
  loading: 'Se încarcă abonările…',
  loadFailedTitle: 'Nu am putut încărca abonările',
  loadFailedText: 'Verificați conexiunea și încercați din nou.',
  retry: 'Încercați din nou',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
