// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { FULL_SHOP, shopPageExamples } from './examples/shop-page.examples.js';
import { ShopPage } from './shop-page.js';

/** Embla watches sizes and what is in view; jsdom has neither observer. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
});

afterAll(() => vi.unstubAllGlobals());

afterEach(cleanup);

describe('ShopPage', () => {
  it('shows the name, address, opening day, phones and text', async () => {
    const { container } = render(<ShopPage {...shopPageExamples.full} />);
    expect(screen.getByRole('heading', { level: 1, name: 'CasaPlus Centru' })).toBeVisible();
    expect(screen.getByText('bd. Ștefan cel Mare 126, Chișinău')).toBeVisible();
    expect(screen.getByText('Deschis din 1 martie 2015')).toHaveAttribute('datetime', '2015-03-01');
    const phones = screen.getByRole('list', { name: 'Telefoane' });
    expect(
      within(phones)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:+37322000101', 'tel:+37369000101']);
    expect(screen.getByText(/Parcare gratuită, plată cu cardul/)).toBeVisible();
    expect((await axe.run(container, { iframes: false })).violations).toEqual([]);
  });

  it('keeps the video behind its cover until play is pressed by keyboard, then the privacy-mode player', async () => {
    const user = userEvent.setup();
    render(<ShopPage {...shopPageExamples.full} />);
    expect(document.querySelector('iframe[src*="youtube"]')).toBeNull();
    const play = screen.getByRole('button', { name: 'Redă videoclipul: CasaPlus Centru' });
    play.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /Redă videoclipul/ })).toBeNull();
    const player = screen.getByTitle('CasaPlus Centru');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    expect(player).toHaveFocus();
  });

  it('links to a video it may not frame instead of embedding it', () => {
    render(<ShopPage {...shopPageExamples.videoLink} />);
    expect(
      screen.getByRole('link', { name: /Urmăriți videoclipul: CasaPlus Centru/ }),
    ).toHaveAttribute('href', 'https://video.example.md/casaplus-centru.mp4');
    expect(screen.queryByRole('button', { name: /Redă videoclipul/ })).toBeNull();
    expect(document.querySelector('iframe[src*="example.md"]')).toBeNull();
  });

  it('draws the image grid, the slider and the map at the coordinates', () => {
    render(<ShopPage shop={FULL_SHOP} />);
    const grid = screen.getByRole('heading', { name: 'Fotografii' }).closest('section')!;
    const pictures = within(grid).getAllByRole('img');
    expect(pictures.map((image) => image.getAttribute('src'))).toEqual(FULL_SHOP.images);
    expect(pictures[1]).toHaveAccessibleName('CasaPlus Centru, fotografia 2 din 4');
    const slider = screen.getByRole('region', { name: 'Imagini ale magazinului' });
    expect(within(slider).getAllByRole('group', { hidden: true })).toHaveLength(5);
    expect(within(slider).getByRole('button', { name: 'Slide-ul următor' })).toBeVisible();
    // No embed address given: OpenStreetMap at the shop's point, through core's rule.
    const map = screen.getByTitle(/CasaPlus Centru, bd. Ștefan cel Mare 126/);
    expect(new URL(map.getAttribute('src')!).origin).toBe('https://www.openstreetmap.org');
    expect(map.getAttribute('src')).toContain('marker=47.0245,28.8322');
  });

  it('leaves out what the shop lacks: video, pictures, slider, phones, map', async () => {
    const { container } = render(<ShopPage {...shopPageExamples.minimal} />);
    expect(screen.getByRole('heading', { level: 1, name: 'CasaPlus Bălți' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(container.querySelector('iframe, img')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <ShopPage {...shopPageExamples.russian} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('button', { name: 'Воспроизвести видео: CasaPlus Центр' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Фотографии' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'На карте' })).toBeVisible();
    expect(screen.getByText('Открыт с 1 марта 2015 г.')).toBeVisible();
  });
});
