import type { Catalogue } from '../i18n.types.js';

export const formFields = {
  charCount: 'Символов: {count} из {max}',
  optional: '(необязательно)',
  agreement: 'Я принимаю {link}',
  agreementLink: 'правила магазина',
  newTab: '(откроется в новой вкладке)',
} as const satisfies Catalogue<'ru'>['formFields'];
