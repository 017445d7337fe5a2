import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const modalsPage = {
  lead: 'Fiecare fereastră de dialog a magazinului, deschisă cu textele și datele reale, pentru verificare.',
  account: 'Contul',
  signIn: 'Autentificare și înregistrare',
  restore: 'Restabilirea parolei',
  buying: 'Cumpărare',
  oneClick: 'Comandă rapidă pentru „{name}”',
  shopStock: 'Stoc în magazine pentru „{name}”',
  results: 'Mesaje de succes și de eroare',
  open: 'Deschide',
  forms: 'Formulare',
  contactForm: 'Formularul de contact',
  partnerForm: 'Formularul de parteneriat',
  kinds: {
    passwordSuccess: 'Parola a fost restabilită',
    passwordError: 'Parola nu a fost schimbată',
    restoreEmail: 'Linkul de restabilire trimis pe e-mail',
    restorePhone: 'Parola nouă trimisă prin SMS',
    socialError: 'Autentificare socială refuzată',
    newsletterSuccess: 'Abonările salvate',
    passwordChanged: 'Parola schimbată în profil',
    profileDataSuccess: 'Datele personale salvate',
    contactsSuccess: 'Mesajul de contact trimis',
    partnerSuccess: 'Cererea de parteneriat trimisă',
    formSuccess: 'Formularul trimis',
    formError: 'Formularul nu a putut fi trimis',
  },
  elsewhere:
    'Alegerea unității (doar pentru manageri) se deschide la adăugarea în coș, disponibilitatea stocului la plasarea unei comenzi cu stoc insuficient, iar parola nouă din linkul primit pe e-mail.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
