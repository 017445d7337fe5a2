// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  FAVOURITE_PRODUCTS,
  FAVOURITES_PAGE_STATES,
  FavouritesPageExample,
} from './examples/favourites-page.examples.js';
import { FavouritesPage, favouritesPageHref } from './favourites-page.js';

afterEach(cleanup);

const heading = () => screen.getByRole('heading', { level: 1 });

describe('FavouritesPage', () => {
  it.each(FAVOURITES_PAGE_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<FavouritesPageExample state={state} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('a region named by its heading, with the count and the cards, every heart pressed', () => {
    render(<FavouritesPageExample state="ready" />);
    expect(screen.getByRole('region', { name: 'Favorite 6 produse' })).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Favorite 6 produse');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    // The product names are headings under the page's.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    for (const heart of screen.getAllByRole('button', { name: 'Adaugă la favorite' })) {
      expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    expect(screen.queryByRole('navigation', { name: 'Paginare' })).toBeNull();
  });

  it('a released heart keeps its card; the heart calls back with the product', async () => {
    const user = userEvent.setup();
    const onToggleFavourite = vi.fn();
    render(<FavouritesPageExample state="released" onToggleFavourite={onToggleFavourite} />);
    const hearts = screen.getAllByRole('button', { name: 'Adaugă la favorite' });
    expect(hearts.map((heart) => heart.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'true',
      'true',
      'true',
      'true',
    ]);
    await user.click(hearts[1]!);
    expect(onToggleFavourite).toHaveBeenCalledWith(FAVOURITE_PRODUCTS[1]);
  });

  it('pages link to their addresses; page 1 is the bare path', () => {
    render(<FavouritesPageExample state="paged" />);
    const nav = screen.getByRole('navigation', { name: 'Paginare' });
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'href',
      '/pages/favorites',
    );
    expect(within(nav).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(heading()).toHaveTextContent('51 de produse');
    expect(favouritesPageHref(3)).toBe('/pages/favorites?page=3');
  });

  it('takes its own page addresses', () => {
    render(
      <FavouritesPage
        products={FAVOURITE_PRODUCTS}
        page={1}
        pages={2}
        pageHref={(p) => `?p=${p}`}
      />,
    );
    expect(screen.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '?p=2');
  });

  it('clear-all asks first: focus on "Anulează", Escape cancels back to the button', async () => {
    const user = userEvent.setup();
    const onClearAll = vi.fn();
    render(<FavouritesPageExample state="ready" onClearAll={onClearAll} />);
    await user.click(screen.getByRole('button', { name: 'Șterge toate' }));
    const group = screen.getByRole('group', { name: 'Ștergeți toate produsele din favorite?' });
    expect(within(group).getByRole('button', { name: 'Anulează' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: 'Șterge toate' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Șterge toate' }));
    await user.click(screen.getByRole('button', { name: 'Anulează' }));
    expect(screen.getByRole('button', { name: 'Șterge toate' })).toHaveFocus();
    expect(onClearAll).not.toHaveBeenCalled();
  });

  it('confirmed: calls back once and moves focus to the heading', async () => {
    const user = userEvent.setup();
    const onClearAll = vi.fn();
    render(<FavouritesPageExample state="confirm" onClearAll={onClearAll} />);
    await user.click(screen.getByRole('button', { name: 'Da, șterge toate' }));
    expect(onClearAll).toHaveBeenCalledOnce();
    expect(heading()).toHaveFocus();
  });

  it('the confirmation can be controlled', async () => {
    const user = userEvent.setup();
    const onConfirmOpenChange = vi.fn();
    render(
      <FavouritesPage
        products={FAVOURITE_PRODUCTS}
        onClearAll={vi.fn()}
        confirmOpen={false}
        onConfirmOpenChange={onConfirmOpenChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Șterge toate' }));
    expect(onConfirmOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('while clearing, the button is busy and ignores presses', async () => {
    const user = userEvent.setup();
    const onConfirmOpenChange = vi.fn();
    render(<FavouritesPageExample state="clearing" onConfirmOpenChange={onConfirmOpenChange} />);
    const button = screen.getByRole('button', { name: 'Se șterg favoritele…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onConfirmOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('region')).toContainElement(
      document.querySelector<HTMLElement>('[data-slot=product-grid][aria-busy=true]'),
    );
  });

  it('a failed clear-all is announced', () => {
    render(<FavouritesPageExample state="clearFailed" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nu am putut goli lista de favorite. Încercați din nou.',
    );
  });

  it('loading: skeletons, a busy grid and no clear-all', () => {
    const { container } = render(<FavouritesPageExample state="loading" />);
    expect(container.querySelectorAll('[data-slot=product-card-skeleton]').length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă…');
    expect(screen.queryByRole('button', { name: 'Șterge toate' })).toBeNull();
  });

  it('loading: as many skeleton cards as the page will hold', () => {
    const skeletons = (count: number, page = 1) => {
      const { container, unmount } = render(
        <FavouritesPage products={[]} count={count} page={page} loading />,
      );
      const found = container.querySelectorAll('[data-slot=product-card-skeleton]').length;
      unmount();
      return found;
    };
    expect(skeletons(2)).toBe(2);
    expect(skeletons(30, 2)).toBe(6);
  });

  it('empty: the empty state leads home; no count, no clear-all, no pagination', () => {
    render(<FavouritesPageExample state="empty" />);
    expect(heading()).toHaveTextContent(/^Favorite$/);
    expect(screen.getByRole('heading', { name: 'Nu aveți încă produse favorite' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mergi la cumpărături' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Șterge toate' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('failed to load: said in place of the cards, with a retry; no empty state, no clear-all', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<FavouritesPageExample state="loadFailed" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Nu am putut încărca favoritele' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Nu aveți încă produse favorite' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Șterge toate' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Încercați din nou' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('without onClearAll there is no clear-all button', () => {
    render(<FavouritesPage products={FAVOURITE_PRODUCTS} />);
    expect(screen.queryByRole('button', { name: 'Șterge toate' })).toBeNull();
  });

  it('speaks Russian with its plurals and links with the prefix', () => {
    render(
      <I18nProvider locale="ru">
        <FavouritesPage products={[]} count={0} />
        <FavouritesPage products={FAVOURITE_PRODUCTS} count={21} onClearAll={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Перейти к покупкам' })).toHaveAttribute('href', '/ru');
    expect(screen.getByRole('heading', { name: 'Избранное 21 товар' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Очистить всё' })).toBeInTheDocument();
  });

  it('renders on the server', () => {
    const html = renderToString(<FavouritesPage products={FAVOURITE_PRODUCTS} count={6} />);
    expect(html).toContain('data-slot="favourites-page"');
    expect(html).toContain('6 produse');
  });
});
