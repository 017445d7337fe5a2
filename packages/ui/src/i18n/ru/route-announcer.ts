import type { Catalogue } from '../i18n.types.js';

export const routeAnnouncer = {
  opened: 'Открыта страница: {title}',
} as const satisfies Catalogue<'ru'>['routeAnnouncer'];
