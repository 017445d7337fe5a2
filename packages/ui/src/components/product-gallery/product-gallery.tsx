import type { GalleryImage, Product } from '@shop/core/contract';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { NoImageIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { Carousel, type CarouselRootProps } from '../../primitives/carousel/index.js';

export const productGalleryVariants = cva('shop:w-full shop:min-w-0');

/**
 * The square frame of one image. The frame, not the image, fixes the size, so nothing moves
 * while the image loads (no layout shift); the image is fitted inside it.
 */
export const productGalleryFrameVariants = cva(
  'shop:flex shop:aspect-square shop:w-full shop:items-center shop:justify-center shop:overflow-hidden shop:rounded-md shop:border shop:border-black/10 shop:bg-white',
);

const stepButtonClass = 'shop:absolute shop:top-1/2 shop:z-10 shop:-translate-y-1/2';

/** The intrinsic size given to images: square, like the frame, so the browser reserves the box. */
export const PRODUCT_IMAGE_SIZE = 800;
const THUMBNAIL_SIZE = 80;

/** A stable React key: the image's id, else its position (URLs may repeat). */
function imageKey(image: GalleryImage, position: number): string {
  return 'id' in image && image.id !== undefined
    ? `id-${String(image.id)}`
    : `at-${String(position)}`;
}

/** What the gallery reads from the product. */
export type ProductGalleryProduct = Pick<Product, 'name' | 'image' | 'product_gallery'>;

/**
 * The images a product shows: its gallery, or its main image when the gallery is empty, or none
 * (the placeholder is shown then).
 */
export function galleryImages(product: ProductGalleryProduct): GalleryImage[] {
  if (product.product_gallery.length > 0) return [...product.product_gallery];
  return product.image ? [{ image: product.image, alt: null }] : [];
}

export interface ProductGalleryProps extends Omit<
  CarouselRootProps,
  'label' | 'children' | 'loop' | 'align' | 'gap'
> {
  /** The product whose images are shown (`product_gallery`, else `image`, else a placeholder). */
  product: ProductGalleryProduct;
  /**
   * The carousel's accessible name.
   * @default t('product.gallery')
   */
  label?: string;
}

/** A neutral picture for a product without images: a photo frame on grey. */
export function ProductImagePlaceholder({ label }: { label: string }): ReactNode {
  return (
    <NoImageIcon
      aria-label={label}
      data-slot="product-image-placeholder"
      strokeWidth={2}
      className="shop:size-1/2 shop:text-faint"
    />
  );
}

/**
 * The product page's image slider with thumbnails (SPEC §2), on the Carousel primitive. Each image
 * is named after the product ('Bormașină…, imaginea 2 din 4') unless the API gives its own alt.
 * The first image is the page's largest paint (LCP): it loads eagerly with high priority; the
 * others load lazily. No images: a placeholder in the same square frame.
 *
 * @example
 * ```tsx
 * <ProductGallery product={product} />
 * ```
 */
export function ProductGallery({
  product,
  label,
  className,
  ...props
}: ProductGalleryProps): ReactNode {
  const { t } = useT();
  const images = galleryImages(product);
  const total = images.length;

  if (total === 0) {
    return (
      <div
        data-slot="product-gallery"
        data-state="empty"
        className={cn(productGalleryVariants(), className)}
      >
        <div className={productGalleryFrameVariants()}>
          <ProductImagePlaceholder label={t('product.noImage', { name: product.name })} />
        </div>
      </div>
    );
  }

  const altOf = (image: GalleryImage, position: number) =>
    image.alt ??
    (total === 1
      ? product.name
      : t('product.image', { name: product.name, index: position + 1, total }));

  return (
    <Carousel.Root
      data-slot="product-gallery"
      label={label ?? t('product.gallery')}
      className={cn(productGalleryVariants(), className)}
      {...props}
    >
      <div className="shop:relative">
        <Carousel.Viewport>
          {images.map((image, position) => (
            <Carousel.Slide key={imageKey(image, position)}>
              <div className={productGalleryFrameVariants()}>
                <img
                  src={image.image}
                  alt={altOf(image, position)}
                  width={PRODUCT_IMAGE_SIZE}
                  height={PRODUCT_IMAGE_SIZE}
                  // The first image is the LCP element; later ones wait until they are needed.
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'auto'}
                  draggable={false}
                  className="shop:size-full shop:object-contain"
                />
              </div>
            </Carousel.Slide>
          ))}
        </Carousel.Viewport>
        <Carousel.Previous className={`${stepButtonClass} shop:left-2`} />
        <Carousel.Next className={`${stepButtonClass} shop:right-2`} />
      </div>
      <Carousel.Thumbnails className="shop:mt-2">
        {images.map((image, position) => (
          <Carousel.Thumbnail key={imageKey(image, position)} className="shop:bg-white">
            <img
              src={image.image}
              alt=""
              width={THUMBNAIL_SIZE}
              height={THUMBNAIL_SIZE}
              loading="lazy"
              draggable={false}
              className="shop:size-full shop:object-contain"
            />
          </Carousel.Thumbnail>
        ))}
      </Carousel.Thumbnails>
    </Carousel.Root>
  );
}
