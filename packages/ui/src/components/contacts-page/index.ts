export { ContactsPage, hasMap, selectedShop } from './contacts-page.js';
export type { ContactsPageProps } from './contacts-page.js';
export { MapModal } from './map-modal.js';
export type { MapModalProps } from './map-modal.js';
