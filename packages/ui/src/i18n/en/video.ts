import type { Catalogue } from '../i18n.types.js';

export const video = {
  play: 'Play video: {title}',
  open: 'Watch the video: {title}',
} as const satisfies Catalogue<'en'>['video'];
