import type { ReactNode } from 'react';
import { SAMPLE_PRODUCT, sampleProduct } from '../../product-summary/examples/sample-product.js';
import { ProductGallery, type ProductGalleryProps } from '../product-gallery.js';

/** The sample drill's four images. */
export const GALLERY_PRODUCT = SAMPLE_PRODUCT;

/** Only the main image, no gallery: one slide, no thumbnails, no arrows. */
export const SINGLE_IMAGE_PRODUCT = sampleProduct({ product_gallery: [] });

/** No image at all: the placeholder. */
export const NO_IMAGE_PRODUCT = sampleProduct({ product_gallery: [], image: null });

/** Images whose alt texts come from the API. */
export const ALT_PRODUCT = sampleProduct({
  product_gallery: SAMPLE_PRODUCT.product_gallery
    .slice(0, 2)
    .map((image, index) => ({ ...image, alt: index === 0 ? 'Bormașina, vedere laterală' : null })),
});

/** The gallery as the product page lays it out: at most 560 px wide. */
export function ProductGalleryExample({
  product = GALLERY_PRODUCT,
  ...props
}: Partial<ProductGalleryProps>): ReactNode {
  return (
    <ProductGallery className="shop:mx-auto shop:max-w-[560px]" product={product} {...props} />
  );
}
