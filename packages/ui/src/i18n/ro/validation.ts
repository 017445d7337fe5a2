import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const validation = {
  required: 'Câmp obligatoriu',
  email: 'Introduceți o adresă de e-mail validă',
  phone: 'Introduceți un număr de telefon valid',
  minLength: {
    one: 'Introduceți cel puțin {count} caracter',
    few: 'Introduceți cel puțin {count} caractere',
    other: 'Introduceți cel puțin {count} de caractere',
  },
  maxLength: {
    one: 'Introduceți cel mult {count} caracter',
    few: 'Introduceți cel mult {count} caractere',
    other: 'Introduceți cel mult {count} de caractere',
  },
  tooShort: 'Valoarea este prea scurtă',
  tooLong: 'Valoarea este prea lungă',
  password: 'Parola trebuie să aibă cel puțin 8 caractere',
  sameAs: 'Parolele trebuie să coincidă',
  taken: 'Există deja un cont cu această valoare',
  invalid: 'Această valoare nu poate fi acceptată',
  promoUnknown: 'Codul de reducere nu există',
  promoNotStarted: 'Codul de reducere nu este încă valabil',
  promoExpired: 'Codul de reducere a expirat',
  promoMinTotal: 'Codul este valabil pentru comenzi de la {amount}',
  promoUsedUp: 'Codul de reducere a fost deja folosit de numărul maxim de ori',
  promoAlreadyUsed: 'Ați folosit deja acest cod de reducere',
  fileTooLarge: 'Fișierul poate avea cel mult {count} MB',
  fileType: 'Trimiteți un fișier PDF, Word, ODT sau RTF',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
