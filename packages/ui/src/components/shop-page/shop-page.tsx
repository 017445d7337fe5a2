import type { Shop } from '@shop/core/contract';
import { isMapPoint } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { Carousel } from '../../primitives/carousel/index.js';
import { MapFrame } from '../../primitives/map-frame/index.js';
import { RichText } from '../../primitives/rich-text/index.js';
import { VideoWithCover } from '../../primitives/video-with-cover/index.js';
import { ShopPhones } from '../shops-list/index.js';

export const shopPageVariants = cva('shop:flex shop:flex-col shop:gap-8');

/** The image grid: two pictures a row on phones, three from 744 px, four from 1024 px. */
export const shopGalleryVariants = cva(
  'shop:grid shop:grid-cols-2 shop:gap-2 shop:bp744:grid-cols-3 shop:bp744:gap-3 shop:bp1024:grid-cols-4',
);

/** A shop picture's size (the API draws them so). */
const IMAGE = { width: 800, height: 600 } as const;

const sectionHeading = 'shop:text-xl shop:font-semibold shop:text-ink shop:bp744:text-2xl';

const stepButton = 'shop:absolute shop:top-1/2 shop:z-10 shop:-translate-y-1/2';

export interface ShopPageProps {
  /**
   * The shop (GET /api/pages/shops/{slug}): its video, image grid, slider and coordinates.
   * @example shop={await api.content.shop(slug)}
   */
  shop: Shop;
  /**
   * The map's embed address. Without one (the API gives none) the map is OpenStreetMap at the
   * shop's coordinates (core's `mapEmbedUrl`); stories pass a local stand-in page.
   * @default null
   */
  mapSrc?: string | null;
  /** Above the heading: the page's breadcrumbs. */
  children?: ReactNode;
  className?: string;
}

/**
 * One shop's page (SPEC §2 "a single shop page with video, image grid, slider and map"): the
 * name, address and phone numbers, the shop's text, its video behind the cover (the cover hides
 * on play), the grid of pictures, the slider, and the map when the shop has coordinates. Each
 * part the shop lacks is left out.
 *
 * @example <ShopPage shop={shop}><Breadcrumbs items={trail} /></ShopPage>
 */
export function ShopPage({ shop, mapSrc = null, children, className }: ShopPageProps): ReactNode {
  const { t, date } = useT();
  const galleryId = useId();
  const mapId = useId();
  const opened = shop.date ? date(shop.date, 'long') : '';
  const point = { latitude: shop.latitude ?? undefined, longitude: shop.longitude ?? undefined };
  const hasVideo = Boolean(shop.video?.trim());

  return (
    <article data-slot="shop-page" className={cn(shopPageVariants(), className)}>
      <header className="shop:flex shop:flex-col shop:gap-3">
        {children}
        <h1 className="shop:text-3xl shop:leading-tight shop:font-bold shop:wrap-break-word shop:text-ink shop:bp1024:text-4xl">
          {shop.title}
        </h1>
        {shop.address ? (
          <p data-slot="shop-page-address" className="shop:text-lg shop:text-ink">
            {shop.address}
          </p>
        ) : null}
        {opened ? (
          <p className="shop:text-sm shop:text-muted">
            <time dateTime={shop.date ?? undefined}>{t('shopsPage.opened', { date: opened })}</time>
          </p>
        ) : null}
        <ShopPhones numbers={shop.numbers} />
      </header>

      {shop.text || hasVideo ? (
        <div className="shop:grid shop:grid-cols-1 shop:items-start shop:gap-6 shop:bp1024:grid-cols-2">
          <RichText html={shop.text} />
          {hasVideo ? (
            <section
              aria-label={t('shopsPage.video')}
              className="shop:flex shop:flex-col shop:gap-3"
            >
              <VideoWithCover src={shop.video} cover={shop.video_cover} title={shop.title} />
            </section>
          ) : null}
        </div>
      ) : null}

      {shop.images.length > 0 ? (
        <section aria-labelledby={galleryId} className="shop:flex shop:flex-col shop:gap-3">
          <h2 id={galleryId} className={sectionHeading}>
            {t('shopsPage.gallery')}
          </h2>
          <ul data-slot="shop-page-gallery" className={shopGalleryVariants()}>
            {shop.images.map((image, index) => (
              <li key={`${index}-${image}`}>
                <img
                  src={image}
                  alt={t('shopsPage.galleryImage', {
                    title: shop.title,
                    index: index + 1,
                    total: shop.images.length,
                  })}
                  {...IMAGE}
                  loading="lazy"
                  decoding="async"
                  className="shop:aspect-[4/3] shop:w-full shop:rounded-md shop:bg-surface-muted shop:object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {shop.slider.length > 0 ? (
        <Carousel.Root data-slot="shop-page-slider" label={t('shopsPage.slider')} loop>
          <div className="shop:relative">
            <Carousel.Viewport>
              {shop.slider.map((image, index) => (
                <Carousel.Slide key={`${index}-${image}`}>
                  <img
                    src={image}
                    alt={t('shopsPage.galleryImage', {
                      title: shop.title,
                      index: index + 1,
                      total: shop.slider.length,
                    })}
                    {...IMAGE}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                    className="shop:aspect-[4/3] shop:max-h-[70vh] shop:w-full shop:bg-surface-muted shop:object-cover shop:bp744:aspect-video"
                  />
                </Carousel.Slide>
              ))}
            </Carousel.Viewport>
            <Carousel.Previous className={`${stepButton} shop:left-2`} />
            <Carousel.Next className={`${stepButton} shop:right-2`} />
          </div>
          <Carousel.Dots className="shop:mt-2" />
        </Carousel.Root>
      ) : null}

      {isMapPoint(point) ? (
        <section aria-labelledby={mapId} className="shop:flex shop:flex-col shop:gap-3">
          <h2 id={mapId} className={sectionHeading}>
            {t('shopsPage.map')}
          </h2>
          <MapFrame
            place={shop.address ? `${shop.title}, ${shop.address}` : shop.title}
            src={mapSrc}
            latitude={point.latitude}
            longitude={point.longitude}
            className="shop:max-w-4xl"
          />
        </section>
      ) : null}
    </article>
  );
}
