import type { Catalogue } from '../i18n.types.js';

export const contactsPage = {
  intro: 'Our shops, the management and the company details.',
  shops: 'Our shops',
  type: 'Type',
  phone: 'Phone',
  email: 'E-mail',
  schedule: 'Opening hours',
  showMap: 'Show on map',
  pageMap: 'Map of the chosen shop',
  noMap: 'This shop has no point on the map yet.',
  admin: 'Management',
  requisites: 'Company details',
} as const satisfies Catalogue<'en'>['contactsPage'];
