import type { Catalogue } from '../i18n.types.js';

export const video = {
  play: 'Воспроизвести видео: {title}',
} as const satisfies Catalogue<'ru'>['video'];
