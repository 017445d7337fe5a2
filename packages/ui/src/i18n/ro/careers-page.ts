import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/** The careers page and its application form (SPEC §2: /pages/careers, the careers modal). */
export const careersPage = {
  lead: 'Alegeți postul care vi se potrivește și trimiteți-ne candidatura.',
  empty: 'Acum nu avem posturi vacante. Reveniți în curând.',
  listLabel: 'Posturi vacante',
  apply: 'Aplică',
  applyFor: 'Aplică pentru postul {title}',
  readMore: 'Citește mai mult',
  readLess: 'Mai puțin',
  form: {
    description: 'Lăsați-ne datele de contact; vă sunăm în câteva zile lucrătoare.',
    name: 'Nume și prenume',
    phone: 'Telefon',
    email: 'E-mail',
    message: 'Despre dvs.',
    messageHint: 'Experiența, când puteți începe, orice ne-ar ajuta.',
    cv: 'CV',
    cvHint: 'Opțional: PDF, Word (DOC, DOCX), ODT sau RTF, cel mult {max} MB.',
    cvChosen: 'Fișierul ales: {name}, {size}',
    cvRemove: 'Elimină fișierul {name}',
    kilobytes: '{size} KB',
    megabytes: '{size} MB',
    submit: 'Trimite candidatura',
    sending: 'Se trimite…',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
