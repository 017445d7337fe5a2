import type { Catalogue } from '../i18n.types.js';

export const popupChain = {
  label: 'Предложение',
  close: 'Закрыть предложение',
  announce: 'Предложение: {title}',
} as const satisfies Catalogue<'ru'>['popupChain'];
