// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { carouselSlideVariants, carouselTrackVariants } from './carousel.js';
import {
  BANNERS,
  BannerCarousel,
  PRODUCT_IMAGES,
  ProductImagesCarousel,
  SingleBannerCarousel,
} from './examples/carousel.examples.js';

/*
 * jsdom has no layout and none of the observers Embla uses. The observers are stubbed, and the
 * carousel parts get a width so Embla finds one snap point per slide: a 300 px viewport with
 * 300 px slides side by side. prefers-reduced-motion is on, so every move is a jump that ends
 * within the click (no animation frames left running after a test). Real scrolling is covered
 * by the stories' play functions in Chromium.
 */
const WIDTH = 300;

function box(element: HTMLElement): { left: number; width: number } {
  const slot = element.dataset.slot;
  if (slot === 'carousel-viewport' || slot === 'carousel-track') return { left: 0, width: WIDTH };
  if (slot === 'carousel-slide') {
    const position = Array.prototype.indexOf.call(element.parentElement?.children ?? [], element);
    return { left: position * WIDTH, width: WIDTH };
  }
  return { left: 0, width: 0 };
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const layout = {
  offsetLeft: { configurable: true, get: (): number => 0 },
  offsetTop: { configurable: true, get: (): number => 0 },
  offsetWidth: { configurable: true, get: (): number => 0 },
  offsetHeight: { configurable: true, get: (): number => 0 },
} satisfies PropertyDescriptorMap;
const saved = Object.fromEntries(
  Object.keys(layout).map((name) => [
    name,
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, name),
  ]),
);

beforeAll(() => {
  Object.defineProperties(HTMLElement.prototype, {
    offsetLeft: {
      configurable: true,
      get(this: HTMLElement) {
        return box(this).left;
      },
    },
    offsetTop: layout.offsetTop,
    offsetWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return box(this).width;
      },
    },
    offsetHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return box(this).width > 0 ? 200 : 0;
      },
    },
  });
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
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
  for (const [name, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else Reflect.deleteProperty(HTMLElement.prototype, name);
  }
  vi.unstubAllGlobals();
});

afterEach(cleanup);

const status = () => document.querySelector('[data-slot="carousel-status"]');

describe('Carousel', () => {
  it('is a named region of named slides, with Romanian controls', async () => {
    render(<BannerCarousel />);
    const region = screen.getByRole('region', { name: 'Promoții' });
    expect(region).toHaveAttribute('aria-roledescription', 'Carusel');
    expect(region.dataset.slot).toBe('carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(BANNERS.length);
    expect(slides[1]).toHaveAccessibleName('Slide-ul 2 din 5');
    expect(slides[1]).toHaveAttribute('aria-roledescription', 'slide');
    expect(await screen.findByRole('button', { name: 'Slide-ul anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slide-ul următor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mergi la slide-ul 3' })).toBeInTheDocument();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toBeEmptyDOMElement();
  });

  it('speaks Russian under a Russian provider', async () => {
    render(
      <I18nProvider locale="ru">
        <BannerCarousel label="Акции" />
      </I18nProvider>,
    );
    const region = screen.getByRole('region', { name: 'Акции' });
    expect(region).toHaveAttribute('aria-roledescription', 'Карусель');
    expect(within(region).getAllByRole('group')[0]).toHaveAccessibleName('Слайд 1 из 5');
    expect(within(region).getAllByRole('group')[0]).toHaveAttribute(
      'aria-roledescription',
      'слайд',
    );
    expect(await screen.findByRole('button', { name: 'Предыдущий слайд' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Следующий слайд' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перейти к слайду 5' })).toBeInTheDocument();
  });

  it('moves with next and previous, reports the index and announces the slide', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<BannerCarousel onIndexChange={onIndexChange} />);
    await user.click(await screen.findByRole('button', { name: 'Slide-ul următor' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(status()).toHaveTextContent('Slide-ul 2 din 5');
    expect(screen.getByRole('button', { name: 'Mergi la slide-ul 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Slide-ul anterior' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    expect(onIndexChange).toHaveBeenCalledTimes(2);
    expect(status()).toHaveTextContent('Slide-ul 1 din 5');
  });

  it('reads previous as disabled on the first slide and next on the last', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    const { unmount } = render(<BannerCarousel onIndexChange={onIndexChange} />);
    const previous = await screen.findByRole('button', { name: 'Slide-ul anterior' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Slide-ul următor' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.click(previous);
    expect(onIndexChange).not.toHaveBeenCalled();
    expect(previous).toHaveFocus();
    unmount();

    render(<BannerCarousel defaultIndex={BANNERS.length - 1} onIndexChange={onIndexChange} />);
    const next = await screen.findByRole('button', { name: 'Slide-ul următor' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Slide-ul anterior' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.click(next);
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('never disables the buttons when looping, and wraps from the first slide to the last', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<BannerCarousel loop onIndexChange={onIndexChange} />);
    const previous = await screen.findByRole('button', { name: 'Slide-ul anterior' });
    expect(previous).not.toHaveAttribute('aria-disabled');
    await user.click(previous);
    expect(onIndexChange).toHaveBeenLastCalledWith(BANNERS.length - 1);
    expect(screen.getByRole('button', { name: 'Slide-ul următor' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('marks the current dot with aria-current and goes to a dot’s slide', async () => {
    const user = userEvent.setup();
    render(<BannerCarousel />);
    const first = await screen.findByRole('button', { name: 'Mergi la slide-ul 1' });
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(first.dataset.state).toBe('active');
    const fourth = screen.getByRole('button', { name: 'Mergi la slide-ul 4' });
    expect(fourth).not.toHaveAttribute('aria-current');
    await user.click(fourth);
    expect(fourth).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    expect(status()).toHaveTextContent('Slide-ul 4 din 5');
  });

  it('moves with ArrowRight and ArrowLeft on the focused viewport', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    const { container } = render(<BannerCarousel onIndexChange={onIndexChange} />);
    await screen.findByRole('button', { name: 'Slide-ul următor' });
    const viewport = container.querySelector<HTMLElement>('[data-slot="carousel-viewport"]');
    expect(viewport).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(viewport).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('makes the slides out of view inert', async () => {
    const user = userEvent.setup();
    render(<BannerCarousel />);
    const next = await screen.findByRole('button', { name: 'Slide-ul următor' });
    const slides = screen.getAllByRole('group');
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[1]?.dataset.state).toBe('hidden');
    await user.click(next);
    expect(slides[0]).toHaveAttribute('inert');
    expect(slides[1]).not.toHaveAttribute('inert');
    // jsdom does not honour inert for focus; the ArrowKeys story tabs into a slide in Chromium.
  });

  it('follows a controlled index and goes back to it when the parent keeps it', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    const { rerender } = render(<BannerCarousel index={0} onIndexChange={onIndexChange} />);
    await screen.findByRole('button', { name: 'Slide-ul următor' });
    rerender(<BannerCarousel index={2} onIndexChange={onIndexChange} />);
    expect(screen.getByRole('button', { name: 'Mergi la slide-ul 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The parent's own change is not echoed back to it.
    expect(onIndexChange).not.toHaveBeenCalled();
    // The user moves on; this parent does not store it, so the carousel stays on slide 3.
    await user.click(screen.getByRole('button', { name: 'Slide-ul următor' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Mergi la slide-ul 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('is driven by its thumbnails, and by a parent through index/onIndexChange', async () => {
    const user = userEvent.setup();
    function Gallery() {
      const [image, setImage] = useState(0);
      return (
        <>
          <p data-testid="shown">{image}</p>
          <ProductImagesCarousel index={image} onIndexChange={setImage} />
        </>
      );
    }
    render(<Gallery />);
    await screen.findByRole('button', { name: 'Slide-ul următor' });
    const thumbnails = within(
      document.querySelector<HTMLElement>('[data-slot="carousel-thumbnails"]') ?? document.body,
    ).getAllByRole('button');
    expect(thumbnails).toHaveLength(PRODUCT_IMAGES.length);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
    await user.click(thumbnails[2] as HTMLElement);
    expect(screen.getByTestId('shown')).toHaveTextContent('2');
    expect(thumbnails[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbnails[2]).toHaveAccessibleName('Mergi la slide-ul 3');
    expect(thumbnails[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('img', { name: PRODUCT_IMAGES[2]?.alt })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Slide-ul următor' }));
    expect(screen.getByTestId('shown')).toHaveTextContent('3');
    expect(thumbnails[3]).toHaveAttribute('aria-current', 'true');
  });

  it('shows no controls for a single slide, and its viewport is not a tab stop', async () => {
    const { container } = render(<SingleBannerCarousel />);
    // Let Embla mount and measure before asserting that nothing appeared.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-slot="carousel-viewport"]')).not.toHaveAttribute(
      'tabindex',
    );
    expect(screen.getByRole('group')).not.toHaveAttribute('inert');
  });

  it('sets the gap on the track and on the slides', () => {
    expect(carouselTrackVariants({ gap: 'md' })).toContain('shop:-ml-4');
    expect(carouselSlideVariants({ gap: 'md' })).toContain('shop:pl-4');
    expect(carouselSlideVariants()).toContain('shop:basis-full');
  });

  it('has no axe violations', async () => {
    const user = userEvent.setup();
    render(
      <>
        <BannerCarousel />
        <ProductImagesCarousel />
      </>,
    );
    await user.click((await screen.findAllByRole('button', { name: 'Slide-ul următor' }))[0]!);
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });
});
