import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const passwordRestore = {
  title: 'Restabilirea parolei',
  description:
    'Indicați e-mailul sau telefonul contului. Vă trimitem un link sau un cod pentru a alege o parolă nouă.',
  method: 'Cum doriți să primiți instrucțiunile',
  methodEmail: 'Prin e-mail',
  methodPhone: 'Prin SMS',
  email: 'E-mailul contului',
  emailHint: 'Vă trimitem un link pentru a alege o parolă nouă.',
  phone: 'Telefonul contului',
  phoneHint: 'Vă trimitem prin SMS un cod din {digits} cifre.',
  emailRequired: 'Introduceți e-mailul contului',
  emailInvalid: 'Introduceți un e-mail valid, de exemplu nume@exemplu.md',
  phoneRequired: 'Introduceți telefonul contului',
  phoneInvalid: 'Introduceți numărul complet: +373 și {digits} cifre',
  submit: 'Trimite',
  submitting: 'Se trimite…',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
