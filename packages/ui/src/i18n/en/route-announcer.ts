import type { Catalogue } from '../i18n.types.js';

export const routeAnnouncer = {
  opened: 'Page opened: {title}',
} as const satisfies Catalogue<'en'>['routeAnnouncer'];
