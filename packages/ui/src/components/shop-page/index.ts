export { ShopPage, shopGalleryVariants, shopPageVariants } from './shop-page.js';
export type { ShopPageProps } from './shop-page.js';
