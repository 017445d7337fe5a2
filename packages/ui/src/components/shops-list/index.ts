export { ShopPhones, ShopsList, shopsListCardVariants, shopsListVariants } from './shops-list.js';
export type { ShopsListProps } from './shops-list.js';
