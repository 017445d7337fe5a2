import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const newPassword = {
  title: 'Schimbarea parolei',
  descriptionLink: 'Alegeți o parolă nouă pentru contul dumneavoastră.',
  descriptionCode:
    'V-am trimis prin SMS un cod la {phone}. Introduceți-l și alegeți o parolă nouă.',
  code: 'Codul din SMS',
  codeHint: 'Codul are {digits} cifre și este valabil {minutes} minute.',
  codeInvalid: 'Introduceți cele {digits} cifre ale codului',
  password: 'Parola nouă',
  passwordHint: 'Cel puțin {min} caractere',
  passwordConfirm: 'Repetați parola nouă',
  submit: 'Salvează parola',
  submitting: 'Se salvează…',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
