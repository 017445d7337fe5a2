import type { Catalogue } from '../i18n.types.js';

export const video = {
  play: 'Воспроизвести видео: {title}',
  open: 'Смотреть видео: {title}',
} as const satisfies Catalogue<'ru'>['video'];
