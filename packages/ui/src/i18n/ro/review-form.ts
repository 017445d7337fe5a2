import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const reviewForm = {
  title: 'Scrieți o recenzie',
  about: 'Recenzie despre {name}',
  grade: 'Nota dumneavoastră',
  gradeRequired: 'Alegeți o notă de la 1 la 5 stele',
  text: 'Recenzia',
  textHint: 'Spuneți ce v-a plăcut și ce nu: cel puțin {min} caractere.',
  counter: '{count} din {max} de caractere',
  submit: 'Publică recenzia',
  submitting: 'Se publică recenzia…',
  successTitle: 'Mulțumim pentru recenzie!',
  successMessage: 'Recenzia a fost publicată și apare deja pe pagina produsului.',
  alreadyTitle: 'Ați scris deja o recenzie pentru acest produs',
  alreadyMessage:
    'Fiecare cumpărător poate lăsa o singură recenzie pentru un produs. Vă mulțumim că v-ați împărtășit părerea!',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
