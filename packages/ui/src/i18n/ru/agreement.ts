import type { Catalogue } from '../i18n.types.js';

export const agreement = {
  label: 'Я принимаю условия использования и политику конфиденциальности',
  required: 'Необходимо принять условия использования',
} as const satisfies Catalogue<'ru'>['agreement'];
