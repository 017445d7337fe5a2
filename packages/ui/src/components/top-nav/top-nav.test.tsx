// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  FAST_ORDER_LINK,
  SAMPLE_PATHNAME,
  sampleHrefFor,
  StayOnPage,
} from './examples/top-nav.examples.js';
import { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher.js';
import { NAV_LINKS, navLinkCurrent } from './nav-links.js';
import { TopNav, type TopNavProps } from './top-nav.js';

afterEach(cleanup);

function renderNav(props: Partial<TopNavProps> = {}, locale: 'ro' | 'en' | 'ru' = 'ro') {
  return render(
    <I18nProvider locale={locale}>
      <StayOnPage>
        <TopNav hrefFor={sampleHrefFor} {...props} />
      </StayOnPage>
    </I18nProvider>,
  );
}

function renderSwitcher(props: Partial<LanguageSwitcherProps> = {}, locale?: 'ro' | 'en' | 'ru') {
  const switcher = (
    <StayOnPage>
      <LanguageSwitcher hrefFor={sampleHrefFor} {...props} />
      <button type="button">Altceva</button>
    </StayOnPage>
  );
  return render(locale ? <I18nProvider locale={locale}>{switcher}</I18nProvider> : switcher);
}

describe('NAV_LINKS', () => {
  it('are the seven pages of SPEC §2, in order', () => {
    expect(NAV_LINKS.map((link) => link.href)).toEqual([
      '/pages/sales',
      '/pages/actionpromo',
      '/pages/shops',
      '/pages/delivery',
      '/pages/news',
      '/pages/about',
      '/pages/contacts',
    ]);
  });
});

describe('navLinkCurrent', () => {
  it('is "page" on the link’s own page, "true" inside its section, nothing elsewhere', () => {
    expect(navLinkCurrent('/pages/news', '/pages/news')).toBe('page');
    expect(navLinkCurrent('/pages/news', '/pages/news/')).toBe('page');
    expect(navLinkCurrent('/pages/news', '/pages/news?page=2#top')).toBe('page');
    expect(navLinkCurrent('/pages/news', '/pages/news/spring')).toBe('true');
    expect(navLinkCurrent('/pages/news', '/pages/newsletter')).toBeUndefined();
    expect(navLinkCurrent('/pages/news', '/')).toBeUndefined();
    expect(navLinkCurrent('/pages/news', undefined)).toBeUndefined();
    expect(navLinkCurrent('/', '/pages/news')).toBeUndefined();
    expect(navLinkCurrent('/', '/')).toBe('page');
  });
});

describe('TopNav', () => {
  it('is a named navigation landmark with the seven links and the language switcher', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Navigare principală' });
    expect(nav.dataset.slot).toBe('top-nav');
    const links = within(nav)
      .getAllByRole('link')
      .slice(0, 7)
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Reduceri', '/pages/sales'],
      ['Promoții', '/pages/actionpromo'],
      ['Magazine', '/pages/shops'],
      ['Livrare', '/pages/delivery'],
      ['Noutăți', '/pages/news'],
      ['Despre noi', '/pages/about'],
      ['Contacte', '/pages/contacts'],
    ]);
    expect(within(nav).getByText('Limba: Română')).toBeInTheDocument();
  });

  it('links in the current language, with its texts', () => {
    renderNav({}, 'ru');
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Распродажа' })).toHaveAttribute(
      'href',
      '/ru/pages/sales',
    );
    expect(within(nav).getByRole('link', { name: 'О нас' })).toHaveAttribute(
      'href',
      '/ru/pages/about',
    );
    expect(within(nav).getByText('Язык: Русский')).toBeInTheDocument();
  });

  it('marks the current page and section', () => {
    renderNav({ currentPath: '/pages/delivery' });
    expect(screen.getByRole('link', { name: 'Livrare' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Reduceri' })).not.toHaveAttribute('aria-current');
    cleanup();
    renderNav({ currentPath: SAMPLE_PATHNAME });
    expect(screen.getByRole('link', { name: 'Noutăți' })).toHaveAttribute('aria-current', 'true');
  });

  it('adds extra links after the seven', () => {
    renderNav({ extraLinks: [FAST_ORDER_LINK] });
    const nav = screen.getByRole('navigation');
    const fastOrder = within(nav).getByRole('link', { name: 'Comandă rapidă' });
    expect(fastOrder).toHaveAttribute('href', '/pages/fast-order');
    expect(within(nav).getAllByRole('link')[7]).toBe(fastOrder);
  });

  it('lists the support line and e-mail (SPEC §1), each a link named for what it does', () => {
    renderNav({ support: { phone: '+373 22 000 100', email: 'suport@casaplus.md' } });
    const nav = screen.getByRole('navigation');
    expect(
      within(nav).getByRole('link', { name: 'Sunați la suport: +373 22 000 100' }),
    ).toHaveAttribute('href', 'tel:+37322000100');
    expect(
      within(nav).getByRole('link', { name: 'Scrieți suportului: suport@casaplus.md' }),
    ).toHaveAttribute('href', 'mailto:suport@casaplus.md');
    cleanup();
    renderNav({ support: { phone: null, email: null } });
    expect(document.querySelector('[data-slot="top-nav-support"]')).toBeNull();
  });

  it('shows from 768 px only', () => {
    renderNav();
    expect(screen.getByRole('navigation')).toHaveClass('shop:hidden', 'shop:bp768:block');
  });

  it('renders on the server', () => {
    const html = renderToString(<TopNav hrefFor={sampleHrefFor} currentPath="/pages/shops" />);
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="/en/pages/news/reduceri-de-primavara"');
  });

  it('has no axe violations, with the language list open', async () => {
    const user = userEvent.setup();
    const { container } = renderNav({ currentPath: '/pages/about', extraLinks: [FAST_ORDER_LINK] });
    await user.click(screen.getByText('Limba: Română'));
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

describe('LanguageSwitcher', () => {
  it('lists English, Română and Русский in their own languages, linking to this page', () => {
    renderSwitcher();
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href')]),
    ).toEqual([
      ['English', 'en-GB', '/en/pages/news/reduceri-de-primavara'],
      ['Română', 'ro-MD', '/pages/news/reduceri-de-primavara'],
      ['Русский', 'ru-MD', '/ru/pages/news/reduceri-de-primavara'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('takes the current language from the provider unless given', () => {
    renderSwitcher({}, 'ru');
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Язык: Русский')).toBeInTheDocument();
    cleanup();
    renderSwitcher({ locale: 'en' }, 'ru');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens from its button, calls back with the chosen language and closes', async () => {
    const user = userEvent.setup();
    const onLocaleChange = vi.fn();
    const { container } = renderSwitcher({ onLocaleChange });
    const details = container.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('Limba: Română'));
    expect(details).toHaveAttribute('open');
    await user.click(screen.getByRole('link', { name: 'Русский' }));
    expect(onLocaleChange).toHaveBeenCalledExactlyOnceWith('ru');
    expect(details).not.toHaveAttribute('open');
  });

  it('does not call back when the current language is chosen again', async () => {
    const user = userEvent.setup();
    const onLocaleChange = vi.fn();
    renderSwitcher({ onLocaleChange, variant: 'list' });
    await user.click(screen.getByRole('link', { name: 'Română' }));
    expect(onLocaleChange).not.toHaveBeenCalled();
  });

  it('closes on Escape (focus back on its button) and on a click or focus outside', async () => {
    const user = userEvent.setup();
    const { container } = renderSwitcher();
    const details = container.querySelector('details');
    const summary = container.querySelector('summary');
    if (!details || !summary) throw new Error('no disclosure');

    await user.click(summary);
    await waitFor(() => expect(details.dataset.state).toBe('open'));
    await user.tab();
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();

    await user.click(summary);
    await waitFor(() => expect(details.dataset.state).toBe('open'));
    fireEvent.pointerDown(document.body);
    expect(details).not.toHaveAttribute('open');

    await user.click(summary);
    await waitFor(() => expect(details.dataset.state).toBe('open'));
    screen.getByRole('button', { name: 'Altceva' }).focus();
    expect(details).not.toHaveAttribute('open');
  });

  it('as a list is labelled by its heading, with 48 px rows', () => {
    renderSwitcher({ variant: 'list' }, 'en');
    const list = screen.getByRole('list', { name: 'Language' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveClass('shop:h-12');
  });

  it('has no axe violations as a list', async () => {
    const { container } = renderSwitcher({ variant: 'list' });
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
