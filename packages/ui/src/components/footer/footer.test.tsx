// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  addresses,
  clientLinks,
  footerCategories,
  FooterExample,
  longAddresses,
} from './examples/footer.examples.js';
import { Footer, footerPropsFromSettings, phoneHref } from './footer.js';
import { socialNetwork } from './social-networks.js';

afterEach(cleanup);

/** jsdom applies no CSS, so both layouts are in the tree: tests look inside one of them. */
const columns = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="footer-columns"]')!;
const accordion = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="footer-accordion"]')!;
const shownCategoryLinks = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/pages/catalog/'));

describe('Footer', () => {
  it('is the page footer with a named navigation and no axe violations', async () => {
    const { container } = render(<FooterExample />);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-slot', 'footer');
    expect(screen.getByRole('contentinfo')).toHaveClass('shop:bg-settings-footer');
    expect(
      screen.getByRole('navigation', { name: 'Navigare în subsolul paginii' }),
    ).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('links every group to its page', () => {
    const { container } = render(<FooterExample />);
    const desktop = within(columns(container));
    expect(desktop.getByRole('link', { name: 'Despre noi' })).toHaveAttribute(
      'href',
      '/pages/about',
    );
    expect(desktop.getByRole('link', { name: 'Pentru dealeri' })).toHaveAttribute(
      'href',
      '/pages/signup-dealers',
    );
    expect(desktop.getByRole('link', { name: 'Grădină' })).toHaveAttribute(
      'href',
      '/pages/catalog/gradina',
    );
    expect(desktop.getByRole('link', { name: 'Garanție și retur' })).toHaveAttribute(
      'href',
      '/pages/aditional/garantie-retur',
    );
    expect(desktop.getByRole('link', { name: 'Regulamente' })).toHaveAttribute(
      'href',
      '/pages/regulament',
    );
    expect(desktop.getByRole('link', { name: 'Bălți, str. Independenței 5' })).toHaveAttribute(
      'href',
      '/pages/contacts?mapid=2',
    );
    expect(screen.getByRole('link', { name: '+373 22 123 456' })).toHaveAttribute(
      'href',
      'tel:+37322123456',
    );
    expect(screen.getByRole('link', { name: 'info@shop.md' })).toHaveAttribute(
      'href',
      'mailto:info@shop.md',
    );
    expect(
      desktop.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Compania', 'Categorii', 'Serviciul clienți', 'Contacte']);
  });

  it('takes its own company links', () => {
    const { container } = render(
      <FooterExample companyLinks={[{ href: '/pages/faq', title: 'Întrebări frecvente' }]} />,
    );
    const company = within(columns(container)).getByRole('link', { name: 'Întrebări frecvente' });
    expect(company).toHaveAttribute('href', '/pages/faq');
    expect(within(columns(container)).queryByRole('link', { name: 'Despre noi' })).toBeNull();
  });

  it('shows the first categories and toggles the rest, in both layouts at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <FooterExample defaultOpenSection="categories" onCategoriesExpandedChange={onChange} />,
    );
    const desktop = columns(container);
    const phone = accordion(container);
    expect(shownCategoryLinks(desktop)).toHaveLength(8);
    expect(shownCategoryLinks(phone)).toHaveLength(8);

    const toggle = within(desktop).getByRole('button', { name: 'Toate categoriile' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(within(list!).getAllByRole('listitem', { hidden: true })).toHaveLength(
      footerCategories.length,
    );

    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Mai puține categorii');
    expect(shownCategoryLinks(desktop)).toHaveLength(footerCategories.length);
    expect(shownCategoryLinks(phone)).toHaveLength(footerCategories.length);
    expect(within(phone).getByRole('button', { name: 'Mai puține categorii' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(shownCategoryLinks(desktop)).toHaveLength(8);
  });

  it('can be controlled, and has no toggle when the categories fit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container, rerender } = render(
      <FooterExample categoriesExpanded={false} onCategoriesExpandedChange={onChange} />,
    );
    await user.click(within(columns(container)).getByRole('button', { name: 'Toate categoriile' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(shownCategoryLinks(columns(container))).toHaveLength(8);
    rerender(<FooterExample categoriesExpanded onCategoriesExpandedChange={onChange} />);
    expect(shownCategoryLinks(columns(container))).toHaveLength(footerCategories.length);

    rerender(<FooterExample categories={footerCategories.slice(0, 3)} categoriesLimit={3} />);
    expect(within(columns(container)).queryByRole('button')).toBeNull();
    expect(shownCategoryLinks(columns(container))).toHaveLength(3);
  });

  it('phones: the link groups are an accordion with one section open at a time', async () => {
    const user = userEvent.setup();
    const { container } = render(<FooterExample />);
    const phone = within(accordion(container));
    const company = phone.getByRole('button', { name: 'Compania' });
    const service = phone.getByRole('button', { name: 'Serviciul clienți' });
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(phone.queryByRole('link', { name: 'Despre noi' })).toBeNull();
    await user.click(company);
    expect(phone.getByRole('region', { name: 'Compania' })).toContainElement(
      phone.getByRole('link', { name: 'Despre noi' }),
    );
    await user.click(service);
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(phone.getByRole('link', { name: 'Termeni și condiții' })).toHaveAttribute(
      'href',
      '/pages/aditional/terms',
    );
    expect(company.closest('[data-slot="accordion-header"]')).toHaveAttribute('aria-level', '2');
  });

  it('leaves out empty groups', () => {
    const { container } = render(
      <Footer
        year={2025}
        categories={[]}
        clientLinks={[]}
        addresses={[]}
        socials={[]}
        phone={null}
        email={null}
      />,
    );
    expect(
      within(columns(container))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Compania']);
    // Without a phone or an e-mail, the contact block keeps the way to the contact form.
    expect(container.querySelector('address')?.textContent).toBe('Scrieți-ne un mesaj');
    expect(screen.getByRole('link', { name: 'Scrieți-ne un mesaj' })).toHaveAttribute(
      'href',
      '/pages/contacts?form=contact',
    );
    expect(screen.queryByRole('heading', { name: 'Rețele sociale' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Metode de plată' })).toBeInTheDocument();
  });

  it('social links open in a new tab, named with the network and saying so', () => {
    render(
      <FooterExample
        socials={[
          { network: 'Facebook', url: 'https://facebook.com/shop.md' },
          { network: 'odnoklassniki', url: 'https://ok.ru/shop.md' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Rețele sociale' });
    const facebook = within(list).getByRole('link', {
      name: 'Facebook (se deschide într-o filă nouă)',
    });
    expect(facebook).toHaveAttribute('href', 'https://facebook.com/shop.md');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(list).getByRole('link', { name: 'Odnoklassniki (se deschide într-o filă nouă)' }),
    ).toBeInTheDocument();
  });

  it('draws Mastercard and Visa as named images; another method as text', () => {
    render(<FooterExample paymentMethods={['visa', 'Mastercard', 'MIA']} />);
    const list = screen.getByRole('list', { name: 'Metode de plată' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-payment')),
    ).toEqual(['visa', 'Mastercard', 'MIA']);
    expect(within(list).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(within(list).getByText('MIA')).toBeInTheDocument();
  });

  it('shows Mastercard and Visa by default', () => {
    render(<Footer year={2025} />);
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
  });

  it('writes the copyright with the given year, or the current one', () => {
    render(<FooterExample year={2031} />);
    expect(screen.getByText('© 2031 Toate drepturile rezervate.')).toBeInTheDocument();
    cleanup();
    render(
      <I18nProvider locale="en">
        <FooterExample year={undefined} />
      </I18nProvider>,
    );
    // Not '2,025': the year is text, not a formatted number.
    expect(
      screen.getByText(`© ${new Date().getFullYear()} All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('speaks Russian, with localised links', () => {
    const { container } = render(
      <I18nProvider locale="ru">
        <FooterExample />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Навигация в подвале сайта' })).toBeVisible();
    const desktop = within(columns(container));
    expect(desktop.getByRole('heading', { name: 'Обслуживание клиентов' })).toBeInTheDocument();
    expect(desktop.getByRole('link', { name: 'О компании' })).toHaveAttribute(
      'href',
      '/ru/pages/about',
    );
    expect(desktop.getByRole('link', { name: 'Chișinău, str. Ismail 88' })).toHaveAttribute(
      'href',
      '/ru/pages/contacts?mapid=1',
    );
    expect(desktop.getByRole('button', { name: 'Все категории' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Способы оплаты' })).toBeInTheDocument();
    expect(screen.getByText('© 2025 Все права защищены.')).toBeInTheDocument();
  });

  it('server HTML works without JavaScript: columns only, every category, no toggle', () => {
    const html = renderToString(<FooterExample addresses={longAddresses} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('[data-slot="footer-accordion"]')).toBeNull();
    expect(host.querySelector('[data-slot="footer-categories-toggle"]')).toBeNull();
    expect(host.querySelector('[data-slot="footer-columns"]')?.className).not.toMatch(
      /(^|\s)hidden(\s|$)/,
    );
    expect(host.querySelectorAll('li[hidden]')).toHaveLength(0);
    for (const category of footerCategories) {
      expect(html).toContain(`href="/pages/catalog/${category.slug}"`);
    }
    for (const address of longAddresses) {
      expect(html).toContain(`href="/pages/contacts?mapid=${address.id}"`);
    }
  });

  it('hydrates the server HTML without a mismatch, then adds the accordion and the toggle', async () => {
    const html = renderToString(<FooterExample />);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, <FooterExample />, { onRecoverableError });
      await Promise.resolve();
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(host.querySelector('[data-slot="footer-accordion"]')).not.toBeNull();
    expect(host.querySelector('[data-slot="footer-columns"]')).toHaveClass(
      'shop:hidden',
      'shop:bp744:grid',
    );
    expect(host.querySelectorAll('[data-slot="footer-categories-toggle"]')).toHaveLength(1);
    expect(host.querySelectorAll('li[hidden]')).toHaveLength(footerCategories.length - 8);
    act(() => root?.unmount());
    host.remove();
    consoleError.mockRestore();
  });
});

describe('footer helpers', () => {
  it('build tel: links', () => {
    expect(phoneHref('+373 (22) 123-456')).toBe('tel:+37322123456');
    expect(phoneHref('022 12 34 56')).toBe('tel:022123456');
  });

  it('read the contact props from the site settings', () => {
    const settings = {
      support_phone: '+373 22 123 456',
      support_email: null,
      social_links: [{ network: 'facebook', url: 'https://facebook.com/x' }],
      payment_methods: [],
      addresses,
    };
    expect(footerPropsFromSettings(settings)).toEqual({
      phone: '+373 22 123 456',
      email: null,
      socials: settings.social_links,
      paymentMethods: undefined,
      addresses,
    });
    expect(
      footerPropsFromSettings({ ...settings, payment_methods: ['visa'] }).paymentMethods,
    ).toEqual(['visa']);
  });

  it('know the networks by name, in any case, and name an unknown one by itself', () => {
    expect(socialNetwork('Instagram').name).toBe('Instagram');
    expect(socialNetwork('youtube').name).toBe('YouTube');
    expect(socialNetwork('twitter').name).toBe('X');
    expect(socialNetwork(' mastodon ').name).toBe('Mastodon');
  });

  it('sample data covers the toggle', () => {
    expect(footerCategories.length).toBeGreaterThan(8);
    expect(clientLinks.some((link) => link.slug === 'regulamente')).toBe(true);
  });
});
