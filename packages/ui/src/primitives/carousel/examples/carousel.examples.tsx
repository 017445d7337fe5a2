import type { ReactNode } from 'react';
import { Icon } from '../../../icons/index.js';
import { Carousel, type CarouselRootProps } from '../carousel.js';

/**
 * Sample carousels shared by the stories and the tests: the home banner slider, a product row
 * and the product page images with thumbnails. Slides are coloured blocks and inline SVG, so
 * nothing is loaded from the network.
 */

export interface ExampleBanner {
  id: string;
  title: string;
  text: string;
  link: string;
  className: string;
}

export const BANNERS: readonly ExampleBanner[] = [
  {
    id: 'summer',
    title: 'Reduceri de vară',
    text: 'Până la -30 % la sculele electrice',
    link: 'Vezi oferta',
    className: 'shop:bg-settings-main shop:text-white',
  },
  {
    id: 'garden',
    title: 'Totul pentru grădină',
    text: 'Furtunuri, stropitori și semințe',
    link: 'Spre grădină',
    className: 'shop:bg-settings-product-of-the-day shop:text-ink',
  },
  {
    id: 'delivery',
    title: 'Livrare gratuită',
    text: 'La comenzile de peste 1000 lei în Chișinău',
    link: 'Condiții de livrare',
    className: 'shop:bg-ink shop:text-white',
  },
  {
    id: 'paint',
    title: 'Vopsele și lacuri',
    text: 'Culori noi în fiecare săptămână',
    link: 'Alege culoarea',
    className: 'shop:bg-settings-newsletter-block-background shop:text-ink',
  },
  {
    id: 'tools',
    title: 'Produsul zilei',
    text: 'Bormașină cu acumulator la preț special',
    link: 'Cumpără acum',
    className: 'shop:bg-danger shop:text-white',
  },
];

export interface ExampleProduct {
  id: string;
  name: string;
  price: string;
  colour: string;
}

export const PRODUCTS: readonly ExampleProduct[] = [
  { id: 'drill', name: 'Bormașină Bosch', price: '1 299 lei', colour: '#0b6e4f' },
  { id: 'hammer', name: 'Ciocan de tâmplărie', price: '189 lei', colour: '#8c1c3a' },
  { id: 'level', name: 'Nivelă 60 cm', price: '245 lei', colour: '#1d4ed8' },
  { id: 'saw', name: 'Fierăstrău pentru lemn', price: '320 lei', colour: '#b45309' },
  { id: 'tape', name: 'Ruletă 5 m', price: '79 lei', colour: '#6d28d9' },
  { id: 'keys', name: 'Set de chei', price: '560 lei', colour: '#0f766e' },
  { id: 'glue', name: 'Pistol de lipit', price: '210 lei', colour: '#be123c' },
  { id: 'ladder', name: 'Scară din aluminiu', price: '1 150 lei', colour: '#374151' },
];

export interface ExampleImage {
  id: string;
  alt: string;
  colour: string;
}

export const PRODUCT_IMAGES: readonly ExampleImage[] = [
  { id: 'front', alt: 'Bormașină Bosch, din față', colour: '#0b6e4f' },
  { id: 'side', alt: 'Bormașină Bosch, din lateral', colour: '#1d4ed8' },
  { id: 'battery', alt: 'Acumulatorul bormașinii', colour: '#b45309' },
  { id: 'case', alt: 'Valiza cu accesorii', colour: '#6d28d9' },
];

function BannerSlide({ banner }: { banner: ExampleBanner }) {
  return (
    <div
      className={`shop:flex shop:h-44 shop:flex-col shop:items-start shop:justify-center shop:gap-2 shop:rounded-md shop:px-14 shop:bp744:h-64 shop:bp744:px-20 ${banner.className}`}
    >
      <p className="shop:text-2xl shop:font-bold shop:bp744:text-4xl">{banner.title}</p>
      <p className="shop:text-base shop:bp744:text-lg">{banner.text}</p>
      <a
        href={`#${banner.id}`}
        className="shop:font-semibold shop:underline shop:underline-offset-4"
      >
        {banner.link}
      </a>
    </div>
  );
}

/** A product's picture: a square in the product's colour with its initial. */
function Picture({ colour, text, label }: { colour: string; text: string; label?: string }) {
  return (
    <Icon
      viewBox="0 0 100 100"
      aria-label={label}
      className="shop:block shop:aspect-square shop:w-full"
    >
      <rect width="100" height="100" fill={colour} />
      <circle cx="50" cy="50" r="30" fill="#ffffff" fillOpacity="0.2" />
      <text
        x="50"
        y="50"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize="28"
        fontWeight="700"
        fill="#ffffff"
      >
        {text}
      </text>
    </Icon>
  );
}

const overlayButton = 'shop:absolute shop:top-1/2 shop:z-10 shop:-translate-y-1/2';

/** The home page banner slider: full-width slides, arrows over them, dots under them. */
export function BannerCarousel({
  banners = BANNERS,
  ...props
}: Partial<CarouselRootProps> & { banners?: readonly ExampleBanner[] }) {
  return (
    <Carousel.Root label="Promoții" {...props}>
      <div className="shop:relative">
        <Carousel.Viewport>
          {banners.map((banner) => (
            <Carousel.Slide key={banner.id}>
              <BannerSlide banner={banner} />
            </Carousel.Slide>
          ))}
        </Carousel.Viewport>
        <Carousel.Previous className={`${overlayButton} shop:left-2`} />
        <Carousel.Next className={`${overlayButton} shop:right-2`} />
      </div>
      <Carousel.Dots className="shop:mt-2" />
    </Carousel.Root>
  );
}

/** A home page product row ("Popular", "Last seen"): 2, 3 or 4 cards in view by screen width. */
export function ProductRowCarousel({
  title = 'Populare',
  products = PRODUCTS,
  ...props
}: Partial<CarouselRootProps> & { title?: string; products?: readonly ExampleProduct[] }) {
  return (
    <Carousel.Root label={title} gap="md" {...props}>
      <div className="shop:mb-3 shop:flex shop:items-center shop:justify-between shop:gap-4">
        <h2 className="shop:text-xl shop:font-bold">{title}</h2>
        <div className="shop:flex shop:gap-2">
          <Carousel.Previous />
          <Carousel.Next />
        </div>
      </div>
      <Carousel.Viewport>
        {products.map((product) => (
          <Carousel.Slide
            key={product.id}
            className="shop:basis-1/2 shop:bp744:basis-1/3 shop:bp1024:basis-1/4"
          >
            <div className="shop:h-full shop:rounded-md shop:border shop:border-black/10 shop:p-3">
              <Picture colour={product.colour} text={product.name.slice(0, 1)} />
              <a
                href={`#${product.id}`}
                className="shop:mt-2 shop:block shop:font-medium shop:hover:underline"
              >
                {product.name}
              </a>
              <p className="shop:font-semibold shop:text-ink">{product.price}</p>
            </div>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
    </Carousel.Root>
  );
}

/** The product page images: one image in view, arrows, and a strip of thumbnails under it. */
export function ProductImagesCarousel({
  images = PRODUCT_IMAGES,
  ...props
}: Partial<CarouselRootProps> & { images?: readonly ExampleImage[] }) {
  return (
    <Carousel.Root label="Imaginile produsului" className="shop:max-w-md" {...props}>
      <div className="shop:relative">
        <Carousel.Viewport>
          {images.map((image, position) => (
            <Carousel.Slide key={image.id}>
              <Picture colour={image.colour} text={String(position + 1)} label={image.alt} />
            </Carousel.Slide>
          ))}
        </Carousel.Viewport>
        <Carousel.Previous className={`${overlayButton} shop:left-2`} />
        <Carousel.Next className={`${overlayButton} shop:right-2`} />
      </div>
      <Carousel.Thumbnails className="shop:mt-2">
        {images.map((image, position) => (
          <Carousel.Thumbnail key={image.id}>
            <Picture colour={image.colour} text={String(position + 1)} />
          </Carousel.Thumbnail>
        ))}
      </Carousel.Thumbnails>
    </Carousel.Root>
  );
}

/** A carousel with a single banner: no arrows and no dots, the viewport is not a tab stop. */
export function SingleBannerCarousel(props: Partial<CarouselRootProps>): ReactNode {
  return <BannerCarousel banners={BANNERS.slice(0, 1)} {...props} />;
}
