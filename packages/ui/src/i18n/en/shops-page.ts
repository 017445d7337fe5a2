import type { Catalogue } from '../i18n.types.js';

export const shopsPage = {
  lead: 'CasaPlus shops across the country: addresses, phone numbers and how to reach us.',
  empty: 'There are no shops to show yet. Please come back soon.',
  listLabel: 'Shops',
  opened: 'Open since {date}',
  phones: 'Phone numbers',
  call: 'Call {phone}',
  video: 'Video',
  gallery: 'Photos',
  galleryImage: '{title}, photo {index} of {total}',
  slider: 'Pictures of the shop',
  map: 'On the map',
} as const satisfies Catalogue<'en'>['shopsPage'];
