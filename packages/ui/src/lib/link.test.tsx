// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/index.js';
import { LinkProvider, ShopLink, shopHref, type ShopLinkProps } from './link.js';

afterEach(cleanup);

describe('shop links', () => {
  it('adds the language prefix to shop paths only', () => {
    expect(shopHref('/pages/cart', 'ro')).toBe('/pages/cart');
    expect(shopHref('/pages/cart', 'ru')).toBe('/ru/pages/cart');
    expect(shopHref('/', 'en')).toBe('/en');
    for (const href of [
      'https://example.md/x',
      'mailto:a@b.md',
      'tel:+37322000000',
      '#top',
      '//x.md',
    ]) {
      expect(shopHref(href, 'ru')).toBe(href);
    }
  });

  it('draws an anchor by default and the provided link otherwise', () => {
    function RouterLink({ href, children, ...props }: ShopLinkProps) {
      return (
        <a data-router="yes" href={href} {...props}>
          {children}
        </a>
      );
    }
    const { rerender } = render(
      <I18nProvider locale="en">
        <ShopLink href="/pages/sales">Sales</ShopLink>
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/en/pages/sales');
    rerender(
      <I18nProvider locale="ru">
        <LinkProvider renderLink={(props) => <RouterLink {...props} />}>
          <ShopLink href="/pages/sales">Sales</ShopLink>
        </LinkProvider>
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: 'Sales' });
    expect(link).toHaveAttribute('href', '/ru/pages/sales');
    expect(link).toHaveAttribute('data-router', 'yes');
  });
});
