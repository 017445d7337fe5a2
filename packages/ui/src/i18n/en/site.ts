import type { Catalogue } from '../i18n.types.js';

export const site = {
  name: 'Online shop',
  description:
    'Tools, building materials and home and garden goods, delivered all over Moldova. Retail and wholesale prices.',
  skipToContent: 'Skip to content',
} as const satisfies Catalogue<'en'>['site'];
