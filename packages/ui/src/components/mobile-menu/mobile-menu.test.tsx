// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  FAST_ORDER_LINK,
  sampleHrefFor,
  StayOnPage,
} from '../top-nav/examples/top-nav.examples.js';
import { MobileMenuExample } from './examples/mobile-menu.examples.js';
import { MobileMenu, type MobileMenuProps } from './mobile-menu.js';

afterEach(cleanup);

function menu(props: Partial<MobileMenuProps> = {}) {
  return (
    <StayOnPage>
      <MobileMenu
        open
        onOpenChange={() => undefined}
        pathname="/"
        hrefFor={sampleHrefFor}
        {...props}
      />
    </StayOnPage>
  );
}

describe('MobileMenu', () => {
  it('is a dialog from the left with the catalogue entry, the seven links and the languages', () => {
    render(menu());
    const dialog = screen.getByRole('dialog', { name: 'Meniu' });
    expect(dialog.dataset.side).toBe('left');
    expect(within(dialog).getByRole('button', { name: 'Catalog' })).toBeInTheDocument();
    const nav = within(dialog).getByRole('navigation', { name: 'Navigare principală' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/pages/sales',
      '/pages/actionpromo',
      '/pages/shops',
      '/pages/delivery',
      '/pages/news',
      '/pages/about',
      '/pages/contacts',
    ]);
    const languages = within(dialog).getByRole('list', { name: 'Limba' });
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['English', 'Română', 'Русский']);
  });

  it('renders nothing while closed', () => {
    render(menu({ open: false }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the route changes while it is open', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(menu({ onOpenChange, pathname: '/pages/about' }));
    rerender(menu({ onOpenChange, pathname: '/pages/about' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(menu({ onOpenChange, pathname: '/pages/shops' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('does not call back for a route change while closed, nor when opened later', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(menu({ open: false, onOpenChange, pathname: '/' }));
    rerender(menu({ open: false, onOpenChange, pathname: '/pages/news' }));
    rerender(menu({ open: true, onOpenChange, pathname: '/pages/news' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(menu({ open: true, onOpenChange, pathname: '/en/pages/news' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('closes when a link is chosen, and focus returns to the menu button', async () => {
    const user = userEvent.setup();
    render(<MobileMenuExample />);
    const button = screen.getByRole('button', { name: 'Meniu' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Meniu' });
    await user.click(within(dialog).getByRole('link', { name: 'Contacte' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('/pages/contacts');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('keeps focus inside while open and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<MobileMenuExample defaultOpen />);
    const dialog = screen.getByRole('dialog', { name: 'Meniu' });
    for (let i = 0; i < 14; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks the current page, with or without a language prefix', () => {
    render(menu({ pathname: '/ru/pages/news/spring' }));
    expect(screen.getByRole('link', { name: 'Noutăți' })).toHaveAttribute('aria-current', 'true');
    cleanup();
    render(menu({ pathname: '/pages/delivery' }));
    expect(screen.getByRole('link', { name: 'Livrare' })).toHaveAttribute('aria-current', 'page');
  });

  it('calls back from the catalogue entry and for a language choice', async () => {
    const user = userEvent.setup();
    const onCatalogueClick = vi.fn();
    const onLocaleChange = vi.fn();
    render(menu({ onCatalogueClick, onLocaleChange }));
    await user.click(screen.getByRole('button', { name: 'Catalog' }));
    expect(onCatalogueClick).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(onLocaleChange).toHaveBeenCalledExactlyOnceWith('en');
  });

  it('adds extra links and speaks Russian', () => {
    render(<I18nProvider locale="ru">{menu({ extraLinks: [FAST_ORDER_LINK] })}</I18nProvider>);
    const dialog = screen.getByRole('dialog', { name: 'Меню' });
    expect(within(dialog).getByRole('button', { name: 'Каталог' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Контакты' })).toHaveAttribute(
      'href',
      '/ru/pages/contacts',
    );
    expect(within(dialog).getByRole('link', { name: 'Comandă rapidă' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Язык' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('renders on the server while closed', () => {
    expect(() => renderToString(menu({ open: false }))).not.toThrow();
  });

  it('has no axe violations when open', async () => {
    render(menu({ pathname: '/pages/shops', extraLinks: [FAST_ORDER_LINK] }));
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });
});
