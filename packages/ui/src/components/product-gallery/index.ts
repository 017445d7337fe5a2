export {
  ProductGallery,
  productGalleryFrameVariants,
  productGalleryVariants,
  ProductImagePlaceholder,
} from './product-gallery.js';
export type { ProductGalleryProduct, ProductGalleryProps } from './product-gallery.js';
