// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { PartnerBannerExample, SAMPLE_PARTNER_BANNER } from './examples/partner-banner.examples.js';

afterEach(cleanup);

describe('PartnerBanner', () => {
  it('is a region named by its title, with a decorative picture and a link to the dealer form', async () => {
    const { container } = render(<PartnerBannerExample />);
    const region = screen.getByRole('region', { name: SAMPLE_PARTNER_BANNER.title });
    expect(region).toHaveAttribute('data-slot', 'partner-banner');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      SAMPLE_PARTNER_BANNER.title,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByText(SAMPLE_PARTNER_BANNER.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trimite cererea' })).toHaveAttribute(
      'href',
      '/pages/signup-dealers?form=partner',
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('follows the banner’s own address', () => {
    render(<PartnerBannerExample url="/pages/contacts" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/pages/contacts');
  });

  it('falls back to the catalogue’s button text and leaves out what is missing', async () => {
    const { container } = render(<PartnerBannerExample image={null} text="" button_text={null} />);
    expect(screen.getByRole('link', { name: 'Devino partener' })).toBeInTheDocument();
    expect(container.querySelector('img, p')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it.each([
    ['en', 'Become a partner', '/en/pages/signup-dealers?form=partner'],
    ['ru', 'Стать партнёром', '/ru/pages/signup-dealers?form=partner'],
  ] as const)('speaks %s', (locale, name, href) => {
    render(
      <I18nProvider locale={locale}>
        <PartnerBannerExample button_text={null} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});
