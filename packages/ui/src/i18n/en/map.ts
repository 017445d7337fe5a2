import type { Catalogue } from '../i18n.types.js';

export const map = {
  title: 'Map: {place}',
  open: 'Open the map in a new tab',
} as const satisfies Catalogue<'en'>['map'];
