// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { isScrollLocked } from '../../primitives/scroll-lock/scroll-lock.js';
import { CatalogueMenu } from './catalogue-menu.js';
import { HOVER_INTENT_MS } from './catalogue-menu.intent.js';
import {
  catalogueCategories,
  CatalogueMenuExample,
  crowdedCatalogue,
} from './examples/catalogue-menu.examples.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const menu = () => screen.getByRole('navigation', { name: 'Catalog' });
const category = (name: string) => within(menu()).getByRole('button', { name });
const panelHeading = () => within(menu()).getByRole('heading', { level: 2 });

describe('CatalogueMenu', () => {
  it('opens on the first category with its subcategories as links to their listings', async () => {
    render(<CatalogueMenuExample />);
    const root = document.querySelector('[data-slot="catalogue-menu"]');
    expect(root).toHaveAttribute('data-state', 'open');
    expect(category('Scule electrice')).toHaveAttribute('aria-expanded', 'true');
    expect(category('Grădină')).toHaveAttribute('aria-expanded', 'false');
    expect(panelHeading()).toHaveTextContent('Scule electrice');
    expect(screen.getByRole('link', { name: 'Toate din Scule electrice' })).toHaveAttribute(
      'href',
      '/pages/catalog/scule-electrice',
    );
    expect(screen.getByRole('link', { name: 'Bormașini' })).toHaveAttribute(
      'href',
      '/pages/catalog/bormasini',
    );
    expect(screen.getByRole('link', { name: 'Bormașini cu acumulator' })).toHaveAttribute(
      'href',
      '/pages/catalog/bormasini-cu-acumulator',
    );
    // One tab stop for the column of categories.
    expect(category('Scule electrice')).toHaveAttribute('tabindex', '0');
    expect(category('Vopsele')).toHaveAttribute('tabindex', '-1');
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  }, 20_000);

  it('is hidden while closed and locks the page scroll while open', async () => {
    const user = userEvent.setup();
    render(<CatalogueMenuExample defaultOpen={false} />);
    expect(screen.queryByRole('navigation', { name: 'Catalog' })).toBeNull();
    expect(isScrollLocked(document)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Catalog' }));
    expect(menu()).toBeVisible();
    expect(isScrollLocked(document)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Catalog' }));
    expect(isScrollLocked(document)).toBe(false);
  });

  it('switches category on hover only after the intent delay', () => {
    vi.useFakeTimers();
    render(<CatalogueMenuExample />);
    fireEvent.pointerEnter(category('Grădină'), { pointerType: 'mouse' });
    expect(panelHeading()).toHaveTextContent('Scule electrice');
    act(() => {
      vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    });
    expect(panelHeading()).toHaveTextContent('Scule electrice');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(panelHeading()).toHaveTextContent('Grădină');
    expect(category('Grădină')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the category when the pointer crosses others on its way to the subcategories', () => {
    vi.useFakeTimers();
    render(<CatalogueMenuExample />);
    fireEvent.pointerEnter(category('Scule de mână'), { pointerType: 'mouse' });
    fireEvent.pointerEnter(category('Grădină'), { pointerType: 'mouse' });
    const panel = document.querySelector('[data-slot="catalogue-menu-panel"]');
    if (!panel) throw new Error('no panel');
    fireEvent.pointerEnter(panel, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(HOVER_INTENT_MS * 3);
    });
    expect(panelHeading()).toHaveTextContent('Scule electrice');
  });

  it('moves between categories with the arrows and into the links with ArrowRight or Enter', async () => {
    const user = userEvent.setup();
    render(<CatalogueMenuExample />);
    await user.click(screen.getByRole('button', { name: 'Catalog' }));
    await user.click(screen.getByRole('button', { name: 'Catalog' }));
    await user.tab();
    expect(category('Scule electrice')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(category('Scule de mână')).toHaveFocus();
    expect(panelHeading()).toHaveTextContent('Scule de mână');
    expect(category('Scule de mână')).toHaveAttribute('tabindex', '0');

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(category('Casă și menaj')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(category('Scule electrice')).toHaveFocus();
    await user.keyboard('{End}');
    expect(category('Casă și menaj')).toHaveFocus();

    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Toate din Scule electrice' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Bormașini' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(category('Scule electrice')).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('link', { name: 'Toate din Grădină' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<CatalogueMenuExample onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Catalog' }));
    await user.click(screen.getByRole('button', { name: 'Catalog' }));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('navigation', { name: 'Catalog' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Catalog' })).toHaveFocus();
  });

  it('closes on a press outside, not on its opener, and when a link is followed', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <>
        <CatalogueMenuExample onOpenChange={onOpenChange} />
        <p>În afară</p>
      </>,
    );
    await user.click(screen.getByText('În afară'));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onOpenChange).toHaveBeenCalledTimes(1);

    // The opener toggles the menu itself: one change per click, not a close and a reopen.
    await user.click(screen.getByRole('button', { name: 'Catalog' }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    // jsdom cannot navigate: keep the click, drop the navigation.
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stay);
    await user.click(screen.getByRole('link', { name: 'Polizoare unghiulare' }));
    document.removeEventListener('click', stay);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('finds its opener through aria-controls when no ref is given', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <>
        <button type="button" aria-controls="catalogue-menu" aria-expanded>
          Catalog
        </button>
        <CatalogueMenu
          id="catalogue-menu"
          categories={catalogueCategories}
          open
          onOpenChange={onOpenChange}
        />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Catalog' });
    await user.click(opener);
    expect(onOpenChange).not.toHaveBeenCalled();
    category('Grădină').focus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(opener).toHaveFocus();
  });

  it('closes when focus tabs out of it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <>
        <CatalogueMenu categories={catalogueCategories} open onOpenChange={onOpenChange} />
        <button type="button">După meniu</button>
      </>,
    );
    category('Scule electrice').focus();
    await user.tab();
    expect(onOpenChange).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'După meniu' }).focus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('shows a banner with a title and a button, or a picture', () => {
    const { unmount } = render(<CatalogueMenuExample />);
    const banner = document.querySelector('[data-slot="catalogue-menu-banner"]');
    expect(banner).toHaveTextContent('Reduceri de până la 30 % la scule cu acumulator');
    expect(screen.getByRole('link', { name: 'Vezi oferta' })).toHaveAttribute(
      'href',
      '/pages/actionpromo/scule-cu-acumulator',
    );
    unmount();

    // Grădină: a picture, a title, and a button without its own text.
    render(<CatalogueMenuExample defaultActiveId={3} />);
    const garden = document.querySelector('[data-slot="catalogue-menu-banner"]');
    expect(garden?.querySelector('img')).toHaveAttribute('alt', '');
    expect(
      within(garden as HTMLElement).getByRole('link', { name: 'Vezi oferta' }),
    ).toHaveAttribute('href', '/pages/catalog/gradina');
  });

  it('shows the category picture when there is no banner, and nothing otherwise', () => {
    const { unmount } = render(<CatalogueMenuExample defaultActiveId={7} />);
    expect(document.querySelector('[data-slot="catalogue-menu-image"]')).not.toBeNull();
    unmount();
    render(<CatalogueMenuExample defaultActiveId={2} />);
    expect(document.querySelector('[data-slot="catalogue-menu-banner"]')).toBeNull();
    expect(document.querySelector('[data-slot="catalogue-menu-image"]')).toBeNull();
  });

  it('draws a neutral icon for a category without one', () => {
    render(<CatalogueMenuExample />);
    expect(category('Casă și menaj').querySelector('svg')).not.toBeNull();
    expect(category('Vopsele').querySelector('img')).toHaveAttribute('alt', '');
  });

  it('lists many subcategories', () => {
    render(<CatalogueMenuExample categories={crowdedCatalogue} />);
    const list = document.querySelector('[data-slot="catalogue-menu-subcategories"]');
    expect(list?.children).toHaveLength(14);
  });

  it('shows an empty state without categories', async () => {
    render(<CatalogueMenuExample categories={[]} />);
    expect(screen.getByRole('heading', { name: 'Catalogul este gol deocamdată' })).toBeVisible();
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  }, 20_000);

  it('renders on the server, its links in the markup even while closed', () => {
    const html = renderToString(
      <CatalogueMenu categories={catalogueCategories} open={false} onOpenChange={() => {}} />,
    );
    expect(html).toContain('hidden');
    expect(html).toContain('href="/pages/catalog/bormasini"');
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <CatalogueMenuExample />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Каталог' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Все в разделе «Scule electrice»' })).toHaveAttribute(
      'href',
      '/ru/pages/catalog/scule-electrice',
    );
  });
});
