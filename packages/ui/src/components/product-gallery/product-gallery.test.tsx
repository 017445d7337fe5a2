// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  ALT_PRODUCT,
  GALLERY_PRODUCT,
  NO_IMAGE_PRODUCT,
  ProductGalleryExample,
  SINGLE_IMAGE_PRODUCT,
} from './examples/product-gallery.examples.js';
import { galleryImages } from './product-gallery.js';

/*
 * jsdom has no layout, and Embla measures the slides. Each carousel part gets a width (a 300 px
 * viewport, 300 px slides side by side) so Embla finds one snap point per slide, the observers
 * it uses are stubbed, and reduced motion makes every move a jump that ends within the click.
 */
const WIDTH = 300;

function widthOf(element: HTMLElement): number {
  const slot = element.dataset.slot;
  return slot === 'carousel-viewport' || slot === 'carousel-track' || slot === 'carousel-slide'
    ? WIDTH
    : 0;
}

function leftOf(element: HTMLElement): number {
  if (element.dataset.slot !== 'carousel-slide') return 0;
  return Array.prototype.indexOf.call(element.parentElement?.children ?? [], element) * WIDTH;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const PATCHED = ['offsetLeft', 'offsetTop', 'offsetWidth', 'offsetHeight'] as const;
const saved = PATCHED.map(
  (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
);

beforeAll(() => {
  Object.defineProperties(HTMLElement.prototype, {
    offsetLeft: {
      configurable: true,
      get(this: HTMLElement) {
        return leftOf(this);
      },
    },
    offsetTop: { configurable: true, get: () => 0 },
    offsetWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return widthOf(this);
      },
    },
    offsetHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return widthOf(this);
      },
    },
  });
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
});

afterAll(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else Reflect.deleteProperty(HTMLElement.prototype, name);
  }
  vi.unstubAllGlobals();
});

afterEach(cleanup);

const NAME = GALLERY_PRODUCT.name;
const slideImages = () =>
  Array.from(document.querySelectorAll<HTMLImageElement>('[data-slot="carousel-slide"] img'));

describe('ProductGallery', () => {
  it('is a named carousel whose images are named after the product', () => {
    render(<ProductGalleryExample />);
    const region = screen.getByRole('region', { name: 'Imaginile produsului' });
    expect(region).toHaveAttribute('data-slot', 'product-gallery');
    expect(slideImages().map((image) => image.alt)).toEqual([
      `${NAME}, imaginea 1 din 4`,
      `${NAME}, imaginea 2 din 4`,
      `${NAME}, imaginea 3 din 4`,
      `${NAME}, imaginea 4 din 4`,
    ]);
    expect(slideImages().map((image) => image.getAttribute('src'))).toEqual(
      GALLERY_PRODUCT.product_gallery.map((image) => image.image),
    );
  });

  it('loads the first image eagerly with high priority and the others lazily, all sized', () => {
    render(<ProductGalleryExample />);
    const [first, ...rest] = slideImages();
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority', 'high');
    }
    for (const image of slideImages()) {
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '800');
    }
  });

  it('has one decorative thumbnail per image that selects its image', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<ProductGalleryExample onIndexChange={onIndexChange} />);
    const thumbnails = screen.getAllByRole('button', { name: /Mergi la slide-ul/ });
    expect(thumbnails).toHaveLength(4);
    for (const thumbnail of thumbnails) {
      expect(within(thumbnail).getByRole('presentation')).toHaveAttribute('alt', '');
    }
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
    await user.click(thumbnails[2]!);
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(thumbnails[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbnails[0]).not.toHaveAttribute('aria-current');
  });

  it('moves with the arrows and the arrow keys', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<ProductGalleryExample onIndexChange={onIndexChange} />);
    await user.click(await screen.findByRole('button', { name: 'Slide-ul următor' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    document.querySelector<HTMLElement>('[data-slot="carousel-viewport"]')?.focus();
    await user.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('uses an alt text the API gives, and the product name for the rest', () => {
    render(<ProductGalleryExample product={ALT_PRODUCT} />);
    expect(slideImages().map((image) => image.alt)).toEqual([
      'Bormașina, vedere laterală',
      `${ALT_PRODUCT.name}, imaginea 2 din 2`,
    ]);
  });

  it('shows the main image alone, named by the product, when the gallery is empty', () => {
    render(<ProductGalleryExample product={SINGLE_IMAGE_PRODUCT} />);
    expect(slideImages()).toHaveLength(1);
    expect(slideImages()[0]).toHaveAttribute('alt', SINGLE_IMAGE_PRODUCT.name);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a named placeholder when the product has no image', () => {
    render(<ProductGalleryExample product={NO_IMAGE_PRODUCT} />);
    expect(
      screen.getByRole('img', { name: `${NO_IMAGE_PRODUCT.name}: imagine indisponibilă` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('[data-slot="product-gallery"]')).toHaveAttribute(
      'data-state',
      'empty',
    );
  });

  it('speaks Russian under a Russian provider', () => {
    render(
      <I18nProvider locale="ru">
        <ProductGalleryExample />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Изображения товара' })).toBeInTheDocument();
    expect(slideImages()[1]).toHaveAttribute('alt', `${NAME}, изображение 2 из 4`);
  });

  it('renders on the server with the first image ready to paint', () => {
    const html = renderToString(<ProductGalleryExample />);
    expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(html).toContain('width="800"');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <ProductGalleryExample />
        <ProductGalleryExample product={NO_IMAGE_PRODUCT} />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

describe('galleryImages', () => {
  it('takes the gallery, else the main image, else nothing', () => {
    expect(galleryImages(GALLERY_PRODUCT)).toHaveLength(4);
    expect(galleryImages(SINGLE_IMAGE_PRODUCT)).toEqual([
      { image: SINGLE_IMAGE_PRODUCT.image, alt: null },
    ]);
    expect(galleryImages(NO_IMAGE_PRODUCT)).toEqual([]);
  });
});
