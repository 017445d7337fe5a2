import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/** The shops pages (SPEC §2: /pages/shops, the cards; /pages/shops/{slug}, one shop). */
export const shopsPage = {
  lead: 'Magazinele CasaPlus din toată țara: adrese, telefoane și cum ajungeți la noi.',
  empty: 'Deocamdată nu avem magazine de arătat. Reveniți în curând.',
  listLabel: 'Magazine',
  opened: 'Deschis din {date}',
  phones: 'Telefoane',
  call: 'Sunați la {phone}',
  video: 'Video',
  gallery: 'Fotografii',
  galleryImage: '{title}, fotografia {index} din {total}',
  slider: 'Imagini ale magazinului',
  map: 'Pe hartă',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
