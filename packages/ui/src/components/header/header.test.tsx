// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { LinkProvider } from '../../lib/link.js';
import { AccountButton } from '../account-button/index.js';
import {
  CATALOGUE_MENU_ID,
  CataloguePlaceholder,
  OpenCatalogueMenu,
  SAMPLE_LOGO,
  SearchPlaceholder,
  WordmarkLogo,
} from './examples/header.examples.js';
import { Header, headerCount, headerVariants, type HeaderProps } from './header.js';
import { useHeaderScroll } from './use-header-scroll.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderHeader(props: Partial<HeaderProps> = {}, locale?: 'ro' | 'en' | 'ru') {
  const header = <Header logo={SAMPLE_LOGO} {...props} />;
  return render(locale ? <I18nProvider locale={locale}>{header}</I18nProvider> : header);
}

describe('Header', () => {
  it('is the banner landmark with the logo linking home', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(banner.dataset.slot).toBe('header');
    const home = within(banner).getByRole('link', { name: 'Unealta, pagina principală' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'Unealta, pagina principală' })).toHaveAttribute(
      'src',
      SAMPLE_LOGO.src,
    );
  });

  it('links home in the current language, reading an element logo’s text then "home"', () => {
    render(
      <I18nProvider locale="en">
        <Header logo={<WordmarkLogo />} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Unealta Home page' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute(
      'href',
      '/en/pages/favorites',
    );
  });

  it('without counts names favourites and cart plainly and shows no badge', () => {
    const { container } = renderHeader();
    expect(screen.getByRole('link', { name: 'Favorite' })).toHaveAttribute(
      'href',
      '/pages/favorites',
    );
    expect(screen.getByRole('button', { name: 'Coș' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="header-badge"]')).toBeNull();
  });

  it('reads the counts with the right plural forms, and the badge shows them', () => {
    renderHeader({ favouritesCount: 1, cartCount: 3 });
    const favourites = screen.getByRole('link', { name: 'Favorite, un produs' });
    const cart = screen.getByRole('button', { name: 'Coș, 3 produse' });
    expect(favourites).toHaveTextContent('1');
    expect(cart).toHaveTextContent('3');
    cleanup();
    renderHeader({ cartCount: 20 });
    expect(screen.getByRole('button', { name: 'Coș, 20 de produse' })).toBeInTheDocument();
  });

  it('shows 99+ above 99 while the name keeps the real number', () => {
    renderHeader({ favouritesCount: 120, cartCount: 1500 });
    const badges = screen.getAllByText('99+').map((badge) => badge.getAttribute('aria-hidden'));
    expect(badges).toEqual(['true', 'true']);
    expect(screen.getByRole('link', { name: 'Favorite, 120 de produse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coș, 1.500 de produse' })).toBeInTheDocument();
  });

  it('reads labels and counts in Russian and English', () => {
    renderHeader({ favouritesCount: 1, cartCount: 5 }, 'ru');
    expect(screen.getByRole('link', { name: 'Избранное, 1 товар' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Корзина, 5 товаров' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Каталог' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument();
    cleanup();
    renderHeader({ cartCount: 1 }, 'en');
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('treats a missing, negative or broken count as none', () => {
    expect(headerCount(undefined)).toBe(0);
    expect(headerCount(-2)).toBe(0);
    expect(headerCount(Number.NaN)).toBe(0);
    expect(headerCount(2.7)).toBe(2);
    renderHeader({ cartCount: -1 });
    expect(screen.getByRole('button', { name: 'Coș' })).toBeInTheDocument();
  });

  it('locks the catalogue button for 300 ms after each click', () => {
    vi.useFakeTimers();
    const onCatalogueClick = vi.fn();
    renderHeader({ onCatalogueClick });
    const button = screen.getByRole('button', { name: 'Catalog' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onCatalogueClick).toHaveBeenCalledOnce();
    expect(button).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(button).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onCatalogueClick).toHaveBeenCalledTimes(2);
  });

  it('tells whether the catalogue is open and which menu it controls', () => {
    const { rerender } = renderHeader({ catalogueMenuId: CATALOGUE_MENU_ID });
    const button = screen.getByRole('button', { name: 'Catalog' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    rerender(<Header logo={SAMPLE_LOGO} catalogueMenuId={CATALOGUE_MENU_ID} catalogueOpen />);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', CATALOGUE_MENU_ID);
  });

  it('holds its catalogue menu, right after the button, so the menu hangs under the bar', async () => {
    const user = userEvent.setup();
    renderHeader({
      catalogueOpen: true,
      catalogueMenuId: CATALOGUE_MENU_ID,
      catalogueMenu: <OpenCatalogueMenu />,
    });
    const banner = screen.getByRole('banner');
    const menu = within(banner).getByRole('navigation', { name: 'Catalog' });
    // The menu's `top-full` is measured from the header, which is positioned (relative or fixed).
    expect(menu.closest('[data-slot="catalogue-menu"]')?.closest('header')).toBe(banner);
    const button = within(banner).getByRole('button', { name: 'Catalog' });
    button.focus();
    await user.tab();
    expect(within(menu).getByRole('button', { name: 'Scule electrice' })).toHaveFocus();
  });

  it('opens the cart and the menu from the keyboard', async () => {
    const user = userEvent.setup();
    const onCartClick = vi.fn();
    const onMenuClick = vi.fn();
    renderHeader({ onCartClick, onMenuClick, menuOpen: false });
    const menu = screen.getByRole('button', { name: 'Meniu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
    await user.tab();
    expect(menu).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMenuClick).toHaveBeenCalledOnce();
    screen.getByRole('button', { name: 'Coș' }).focus();
    await user.keyboard(' ');
    expect(onCartClick).toHaveBeenCalledOnce();
  });

  it('visits logo, catalogue, search, favourites and cart in order with Tab', async () => {
    const user = userEvent.setup();
    renderHeader({ search: <SearchPlaceholder /> });
    const order = [
      screen.getByRole('button', { name: 'Meniu' }),
      screen.getByRole('link', { name: 'Unealta, pagina principală' }),
      screen.getByRole('button', { name: 'Catalog' }),
      screen.getByRole('searchbox', { name: 'Caută produse' }),
      screen.getByRole('link', { name: 'Favorite' }),
      screen.getByRole('button', { name: 'Coș' }),
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
  });

  it('puts the account control before favourites, in Tab order, only when given', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    const { container, rerender } = renderHeader({
      account: <AccountButton onSignIn={onSignIn} />,
    });
    const account = screen.getByRole('button', { name: 'Intră în cont' });
    expect(container.querySelector('[data-slot=header-account]')).toContainElement(account);
    screen.getByRole('button', { name: 'Catalog' }).focus();
    await user.tab();
    expect(account).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Favorite' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(onSignIn).toHaveBeenCalledOnce();
    rerender(<Header logo={SAMPLE_LOGO} />);
    expect(container.querySelector('[data-slot=header-account]')).toBeNull();
  });

  it('marks the menu button expanded while the menu is open', () => {
    renderHeader({ menuOpen: true });
    expect(screen.getByRole('button', { name: 'Meniu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws compact and fixed from props', () => {
    renderHeader({ compact: true, fixed: true });
    const banner = screen.getByRole('banner');
    expect(banner.dataset.compact).toBe('true');
    expect(banner.dataset.fixed).toBe('true');
    expect(banner).toHaveClass('shop:fixed', 'shop:top-0', 'shop:bg-settings-header');
    expect(screen.getByRole('link', { name: /pagina principală/ })).toHaveClass('shop:bp768:h-14');
    expect(headerVariants({ fixed: false })).toContain('shop:relative');
  });

  it('draws its links through the LinkProvider', () => {
    render(
      <LinkProvider
        renderLink={({ children, ...props }) => (
          <a data-router="yes" {...props}>
            {children}
          </a>
        )}
      >
        <Header logo={SAMPLE_LOGO} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Favorite' })).toHaveAttribute('data-router', 'yes');
  });

  it('renders on the server', () => {
    const html = renderToString(
      <Header logo={SAMPLE_LOGO} search={<SearchPlaceholder />} cartCount={3} />,
    );
    expect(html).toContain('data-slot="header"');
    expect(html).toContain('Coș, 3 produse');
  });

  it('has no axe violations with the catalogue menu open inside it', async () => {
    const { container } = renderHeader({
      search: <SearchPlaceholder />,
      catalogueOpen: true,
      catalogueMenuId: CATALOGUE_MENU_ID,
      catalogueMenu: <OpenCatalogueMenu />,
    });
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('has no axe violations, with counts, search, an account and an open catalogue', async () => {
    const { container } = render(
      <>
        <Header
          logo={SAMPLE_LOGO}
          search={<SearchPlaceholder />}
          account={<AccountButton account={{ name: 'Ana' }} />}
          favouritesCount={4}
          cartCount={120}
          catalogueOpen
          catalogueMenuId={CATALOGUE_MENU_ID}
        />
        <CataloguePlaceholder />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

describe('useHeaderScroll', () => {
  function Probe() {
    const { compact, fixed } = useHeaderScroll();
    return <output>{`${String(compact)} ${String(fixed)}`}</output>;
  }

  /** A fake window.scrollY and animation frames that run when `flush` is called. */
  function fakeScroll() {
    let frames: FrameRequestCallback[] = [];
    const requestAnimationFrame = vi.fn((callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('requestAnimationFrame', requestAnimationFrame);
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const flush = () =>
      act(() => {
        const pending = frames;
        frames = [];
        for (const callback of pending) callback(0);
      });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    return { requestAnimationFrame, flush, scrollTo };
  }

  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('starts at the top, then follows the scroll once per frame', () => {
    const { requestAnimationFrame, flush, scrollTo } = fakeScroll();
    render(<Probe />);
    const output = screen.getByRole('status');
    expect(output).toHaveTextContent('false false');
    flush();
    expect(output).toHaveTextContent('false false');

    requestAnimationFrame.mockClear();
    scrollTo(400);
    scrollTo(600);
    expect(requestAnimationFrame).toHaveBeenCalledOnce();
    flush();
    expect(output).toHaveTextContent('true false');

    scrollTo(550);
    flush();
    expect(output).toHaveTextContent('true true');

    scrollTo(50);
    flush();
    expect(output).toHaveTextContent('false false');
  });

  it('reads a page opened half-way down in the first frame', () => {
    const { flush } = fakeScroll();
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('false false');
    flush();
    expect(screen.getByRole('status')).toHaveTextContent('true false');
  });

  it('listens passively and stops listening when unmounted', () => {
    fakeScroll();
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Probe />);
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    add.mockRestore();
    remove.mockRestore();
  });

  it('renders on the server without touching window', () => {
    expect(renderToString(<Probe />)).toContain('false false');
  });
});
