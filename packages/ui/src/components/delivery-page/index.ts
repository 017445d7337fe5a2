export { DeliveryPage } from './delivery-page.js';
export type { DeliveryPageProps } from './delivery-page.js';
