export { ContactsPage, hasMap, selectedShop } from './contacts-page.js';
export type { ContactsPageProps } from './contacts-page.js';
