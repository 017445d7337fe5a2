// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  LONG_SALE_TITLE,
  SALE_END_DATE,
  SALE_PICTURE,
  SALE_TITLE,
  SalesBannerExample,
} from './examples/sales-banner.examples.js';
import { saleEndDate, SalesBanner } from './sales-banner.js';

afterEach(cleanup);

describe('SalesBanner', () => {
  it('is the page h1 over a decorative picture, with the end date, counts and share links', async () => {
    const onCartClick = vi.fn();
    const { container } = render(<SalesBannerExample onCartClick={onCartClick} />);
    const banner = screen.getByRole('region', { name: SALE_TITLE });
    expect(banner).toHaveAttribute('data-slot', 'sales-banner');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SALE_TITLE);

    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', SALE_PICTURE);
    expect(picture).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();

    const badge = within(banner).getByText('Până la 31 decembrie 2026');
    expect(badge.tagName).toBe('TIME');
    expect(badge).toHaveAttribute('datetime', SALE_END_DATE);

    expect(screen.getByRole('link', { name: 'Favorite, 2 produse' })).toHaveAttribute(
      'href',
      '/pages/favorites',
    );
    expect(screen.getByRole('button', { name: 'Coș, 5 produse' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    const share = screen.getByRole('list', { name: 'Distribuie' });
    expect(within(share).getAllByRole('link')).toHaveLength(2);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('calls back when the cart button is pressed', async () => {
    const onCartClick = vi.fn();
    render(<SalesBannerExample onCartClick={onCartClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Coș, 5 produse' }));
    expect(onCartClick).toHaveBeenCalledOnce();
  });

  it('shows the cart without a button when nothing handles it, and no share links without a URL', async () => {
    const { container } = render(<SalesBannerExample shareUrl={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Coș, 5 produse')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('has no picture but the overlaid gradient without an image', async () => {
    const { container } = render(<SalesBannerExample backgroundImage={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('region', { name: SALE_TITLE })).toHaveClass('shop:bg-linear-to-br');
    expect(container.querySelector('.shop\\:bg-black\\/55')).toHaveAttribute('aria-hidden', 'true');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it.each([null, undefined, '', 'soon', '31.12.2026', '2026-02-30', '2026-13-01', '2026'])(
    'shows no badge for the end date %j',
    (endDate) => {
      const { container } = render(<SalesBannerExample endDate={endDate} />);
      expect(container.querySelector('time')).toBeNull();
      expect(screen.queryByText(/Până la/)).toBeNull();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SALE_TITLE);
    },
  );

  it('names the counts plainly at zero and keeps the real number above 99', () => {
    const { rerender } = render(
      <SalesBannerExample favouritesCount={0} cartCount={0} onCartClick={vi.fn()} />,
    );
    expect(screen.getByRole('link', { name: 'Favorite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coș' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="header-badge"]')).toBeNull();

    rerender(<SalesBannerExample favouritesCount={1} cartCount={120} onCartClick={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Favorite, un produs' })).toBeInTheDocument();
    const cart = screen.getByRole('button', { name: 'Coș, 120 de produse' });
    expect(cart).toHaveTextContent('99+');
  });

  it('keeps a long title whole in the heading', () => {
    render(<SalesBannerExample title={LONG_SALE_TITLE} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(LONG_SALE_TITLE);
    expect(heading).toHaveClass('shop:wrap-break-word');
  });

  it.each([
    [1, 'Избранное, 1 товар', 'Корзина, 1 товар'],
    [3, 'Избранное, 3 товара', 'Корзина, 3 товара'],
    [5, 'Избранное, 5 товаров', 'Корзина, 5 товаров'],
    [21, 'Избранное, 21 товар', 'Корзина, 21 товар'],
    [22, 'Избранное, 22 товара', 'Корзина, 22 товара'],
    [111, 'Избранное, 111 товаров', 'Корзина, 111 товаров'],
  ])('speaks Russian with %i items', (count, favourites, cart) => {
    render(
      <I18nProvider locale="ru">
        <SalesBannerExample favouritesCount={count} cartCount={count} onCartClick={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByText('До 31 декабря 2026 г.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: favourites })).toHaveAttribute(
      'href',
      '/ru/pages/favorites',
    );
    expect(screen.getByRole('button', { name: cart })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Поделиться' })).toBeInTheDocument();
  });

  it('speaks English', () => {
    render(
      <I18nProvider locale="en">
        <SalesBannerExample favouritesCount={1} cartCount={2} onCartClick={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByText('Until 31 December 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Favourites, 1 item' })).toHaveAttribute(
      'href',
      '/en/pages/favorites',
    );
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('shows the end day in the shop time zone', () => {
    render(<SalesBannerExample endDate="2026-12-31T22:30:00Z" />);
    expect(screen.getByText('Până la 1 ianuarie 2027')).toBeInTheDocument();
  });

  it('renders on the server, escaping the title', () => {
    const html = renderToString(
      <SalesBanner title="<b>Reduceri</b>" endDate={SALE_END_DATE} shareUrl="https://shop.md/" />,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('&lt;b&gt;Reduceri&lt;/b&gt;');
    expect(html).toContain('Până la 31 decembrie 2026');
    expect(html).toContain('https://connect.ok.ru/offer?url=https%3A%2F%2Fshop.md%2F');
  });
});

describe('saleEndDate', () => {
  it('accepts ISO dates and date-times', () => {
    expect(saleEndDate('2026-12-31')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(saleEndDate(' 2024-02-29 ')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(saleEndDate('2026-12-31T21:59:00+02:00')?.toISOString()).toBe(
      '2026-12-31T19:59:00.000Z',
    );
  });

  it.each([
    null,
    undefined,
    '',
    '  ',
    '2026',
    '2026-12',
    '2025-02-29',
    '2026-04-31',
    '2026-00-10',
    'x2026-12-31',
  ])('rejects %j', (value) => {
    expect(saleEndDate(value)).toBeNull();
  });
});
