// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { SAMPLE_CHAT_HREF } from './examples/mobile-bottom-bar.examples.js';
import { MobileBottomBar, type MobileBottomBarProps } from './mobile-bottom-bar.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBar(props: Partial<MobileBottomBarProps> = {}, locale?: 'ro' | 'en' | 'ru') {
  const bar = <MobileBottomBar onChatClick={() => undefined} {...props} />;
  return render(locale ? <I18nProvider locale={locale}>{bar}</I18nProvider> : bar);
}

describe('MobileBottomBar', () => {
  it('is a named navigation landmark with catalogue, favourites, cart and chat', () => {
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Navigare rapidă' });
    expect(nav.dataset.slot).toBe('mobile-bottom-bar');
    expect(nav).toHaveClass('shop:fixed', 'shop:bottom-0', 'shop:bp768:hidden');
    const controls = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('a, button'));
    expect(controls).toEqual([
      within(nav).getByRole('button', { name: 'Catalog' }),
      within(nav).getByRole('link', { name: 'Favorite' }),
      within(nav).getByRole('button', { name: 'Coș' }),
      within(nav).getByRole('button', { name: 'Chat' }),
    ]);
    expect(within(nav).getByRole('link', { name: 'Favorite' })).toHaveAttribute(
      'href',
      '/pages/favorites',
    );
    for (const svg of nav.querySelectorAll('svg')) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('reads the counts, with 99+ badges above 99', () => {
    renderBar({ favouritesCount: 150, cartCount: 3 });
    const favourites = screen.getByRole('link', { name: 'Favorite, 150 de produse' });
    expect(favourites).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Coș, 3 produse' })).toHaveTextContent('3');
  });

  it('speaks Russian and links in the current language', () => {
    renderBar({ favouritesCount: 2, cartCount: 21 }, 'ru');
    expect(screen.getByRole('navigation', { name: 'Быстрая навигация' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Избранное, 2 товара' })).toHaveAttribute(
      'href',
      '/ru/pages/favorites',
    );
    expect(screen.getByRole('button', { name: 'Корзина, 21 товар' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Каталог' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Чат' })).toBeInTheDocument();
  });

  it('calls back from catalogue, cart and chat, from the keyboard too', async () => {
    const user = userEvent.setup();
    const onCatalogueClick = vi.fn();
    const onCartClick = vi.fn();
    const onChatClick = vi.fn();
    renderBar({ onCatalogueClick, onCartClick, onChatClick });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Catalog' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCatalogueClick).toHaveBeenCalledOnce();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Coș' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onCartClick).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(onChatClick).toHaveBeenCalledOnce();
  });

  it('locks the catalogue button for 300 ms and tells whether the catalogue is open', () => {
    vi.useFakeTimers();
    const onCatalogueClick = vi.fn();
    const { rerender } = renderBar({ onCatalogueClick });
    const button = screen.getByRole('button', { name: 'Catalog' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onCatalogueClick).toHaveBeenCalledOnce();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    fireEvent.click(button);
    expect(onCatalogueClick).toHaveBeenCalledTimes(2);
    rerender(<MobileBottomBar onCatalogueClick={onCatalogueClick} catalogueOpen />);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('links the chat when there is no chat handler, and leaves it out when there is neither', () => {
    renderBar({ onChatClick: undefined, chatHref: SAMPLE_CHAT_HREF });
    const chat = screen.getByRole('link', { name: 'Chat (se deschide într-o fereastră nouă)' });
    expect(chat).toHaveAttribute('href', SAMPLE_CHAT_HREF);
    // Another site, in a new tab that cannot reach back to the shop.
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chat).toHaveTextContent(/^Chat/);
    cleanup();
    renderBar({ onChatClick: undefined });
    expect(screen.queryByText('Chat')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('list')).toHaveClass('shop:grid-cols-3');
  });

  it.each([
    ['en', 'Chat (opens in a new window)'],
    ['ru', 'Чат (откроется в новом окне)'],
  ] as const)('names the chat link in %s, saying it opens a new window', (locale, name) => {
    render(
      <I18nProvider locale={locale}>
        <MobileBottomBar chatHref={SAMPLE_CHAT_HREF} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  });

  it('prefers the chat handler over the link', () => {
    renderBar({ chatHref: SAMPLE_CHAT_HREF });
    expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
  });

  it('marks favourites current on the favourites page', () => {
    renderBar({ currentPath: '/pages/favorites' });
    expect(screen.getByRole('link', { name: 'Favorite' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders on the server', () => {
    const html = renderToString(<MobileBottomBar cartCount={2} chatHref="tel:+37322000000" />);
    expect(html).toContain('Coș, 2 produse');
    expect(html).toContain('href="tel:+37322000000"');
  });

  it('has no axe violations', async () => {
    const { container } = renderBar({ favouritesCount: 3, cartCount: 120, catalogueOpen: true });
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
