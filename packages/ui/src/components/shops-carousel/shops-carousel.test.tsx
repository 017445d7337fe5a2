// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { SAMPLE_SHOPS, ShopsCarouselExample } from './examples/shops-carousel.examples.js';
import { ShopsCarousel } from './shops-carousel.js';

/** jsdom has no layout: the row is given a width, a content width and a scroll position. */
function stubRow(row: HTMLElement, { width, content }: { width: number; content: number }) {
  let left = 0;
  Object.defineProperties(row, {
    clientWidth: { configurable: true, get: () => width },
    scrollWidth: { configurable: true, get: () => content },
    scrollLeft: {
      configurable: true,
      get: () => left,
      set: (value: number) => {
        left = value;
      },
    },
  });
  const scrollBy = vi.fn(({ left: by }: ScrollToOptions) => {
    left = Math.min(Math.max(left + (by ?? 0), 0), content - width);
    fireEvent.scroll(row);
  });
  Object.defineProperty(row, 'scrollBy', { configurable: true, value: scrollBy });
  fireEvent.scroll(row);
  return scrollBy;
}

afterEach(cleanup);

describe('ShopsCarousel', () => {
  it('links each shop card (picture, name, address) to its page, and every shop to the list', async () => {
    const { container } = render(<ShopsCarouselExample />);
    const region = screen.getByRole('region', { name: 'Magazinele noastre' });
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const botanica = within(region).getByRole('link', { name: /^CasaPlus Botanica/ });
    expect(botanica).toHaveTextContent('Chișinău, bd. Dacia 47');
    expect(botanica).toHaveAttribute('href', '/pages/shops/botanica');
    const image = botanica.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(within(region).getByRole('link', { name: 'Toate magazinele' })).toHaveAttribute(
      'href',
      '/pages/shops',
    );
    expect((await axe.run(container)).violations).toEqual([]);
  }, 15_000);

  it('scrolls a view at a time with previous and next, which read as disabled at the ends', async () => {
    render(<ShopsCarouselExample />);
    const row = screen.getByRole('list');
    // It glides to the cards, and jumps under prefers-reduced-motion.
    expect(row).toHaveClass('shop:scroll-smooth', 'shop:motion-reduce:scroll-auto');
    // Before it has measured itself (the server) it shows both buttons, at the start.
    const scrollBy = stubRow(row, { width: 600, content: 1300 });
    const previous = screen.getByRole('button', { name: 'Magazinele anterioare' });
    const next = screen.getByRole('button', { name: 'Magazinele următoare' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');
    expect(previous).toHaveAttribute('aria-controls', row.id);

    const user = userEvent.setup();
    await user.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    next.focus();
    await user.keyboard('{Enter}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600 });
    expect(previous).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -600 });
    expect(next).not.toHaveAttribute('aria-disabled');
  });

  it('has no buttons when every card fits', () => {
    render(<ShopsCarouselExample shops={SAMPLE_SHOPS.slice(0, 2)} />);
    stubRow(screen.getByRole('list'), { width: 1200, content: 1200 });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Toate magazinele' })).toBeVisible();
  });

  it('shows a shop without a picture with the no-image drawing', () => {
    const [first] = SAMPLE_SHOPS;
    if (!first) throw new Error('no sample');
    const { container } = render(<ShopsCarousel shops={[{ ...first, image: null }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-slot="shop-card"] svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('renders nothing without shops', () => {
    const { container } = render(<ShopsCarousel shops={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['en', 'Our shops', 'All shops', 'Next shops', '/en/pages/shops/centru'],
    ['ru', 'Наши магазины', 'Все магазины', 'Следующие магазины', '/ru/pages/shops/centru'],
  ] as const)('speaks %s, with its language in the links', (locale, title, all, next, href) => {
    render(
      <I18nProvider locale={locale}>
        <ShopsCarousel shops={SAMPLE_SHOPS} />
      </I18nProvider>,
    );
    stubRow(screen.getByRole('list'), { width: 600, content: 1300 });
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: all })).toHaveAttribute(
      'href',
      `/${locale}/pages/shops`,
    );
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
    expect(screen.getAllByRole('link')[1]).toHaveAttribute('href', href);
  });
});
