import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const resultModal = {
  close: 'Am înțeles',
  passwordSuccess: {
    title: 'Parola a fost schimbată',
    message: 'Vă puteți autentifica acum cu parola nouă.',
  },
  passwordError: {
    title: 'Parola nu a fost schimbată',
    message:
      'Linkul sau codul nu mai este valabil. Cereți unul nou din fereastra de autentificare.',
  },
  restoreEmail: {
    title: 'Verificați e-mailul',
    message:
      'Dacă adresa aparține unui cont, v-am trimis un link pentru a alege o parolă nouă. Linkul este valabil {minutes} de minute.',
  },
  restorePhone: {
    title: 'Verificați SMS-urile',
    message:
      'Dacă numărul aparține unui cont, v-am trimis prin SMS un cod din {digits} cifre. Introduceți-l în fereastra următoare.',
  },
  socialError: {
    title: 'Autentificarea nu a reușit',
    message:
      'Login sau parolă greșită: contul rețelei sociale nu a fost acceptat. Încercați din nou sau intrați cu telefonul ori e-mailul.',
  },
  passwordChanged: {
    title: 'Parola a fost schimbată',
    message: 'De acum intrați cu parola nouă. Pe celelalte dispozitive contul a fost închis.',
  },
  newsletterSuccess: {
    title: 'Abonările au fost salvate',
    message: 'Veți primi noutățile și ofertele doar pe căile pe care le-ați ales.',
  },
  contactsSuccess: {
    title: 'Mesajul a fost trimis',
    message: 'Vă mulțumim! Un consultant vă răspunde în cel mult o zi lucrătoare.',
  },
  partnerSuccess: {
    title: 'Cererea a fost trimisă',
    message:
      'Vă mulțumim pentru interes! Managerul nostru de parteneriate vă contactează în curând.',
  },
  formSuccess: {
    title: 'Formularul a fost trimis',
    message: 'Vă mulțumim! Vă vom contacta după ce analizăm datele trimise.',
  },
  formError: {
    title: 'Ceva nu a mers bine...',
    message:
      'Formularul nu a putut fi trimis. Datele introduse s-au păstrat: deschideți-l din nou și încercați peste câteva minute.',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
