export { ShopStockModal, shopStockRowVariants } from './shop-stock-modal.js';
export type { ShopStockModalProps } from './shop-stock-modal.js';
export type { ShopStockEntry } from './shop-stock-modal.rules.js';
