// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { PartnersExample, SAMPLE_BRANDS } from './examples/partners.examples.js';
import { Partners } from './partners.js';

afterEach(cleanup);

describe('Partners', () => {
  it('shows each brand logo named by its brand, linked when it has a page', async () => {
    const { container } = render(<PartnersExample />);
    const region = screen.getByRole('region', { name: 'Partenerii noștri' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Bosch' })).toHaveAttribute(
      'href',
      '/pages/brand/bosch',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Makita' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Kärcher')).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  }, 15_000);

  it('puts five logos a row from 744 px', () => {
    render(<PartnersExample />);
    expect(screen.getByRole('list')).toHaveClass('shop:bp744:grid-cols-5', 'shop:grid-cols-3');
  });

  it('renders nothing without brands', () => {
    const { container } = render(<Partners brands={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['en', 'Our partners'],
    ['ru', 'Наши партнёры'],
  ] as const)('names the section in %s', (locale, name) => {
    render(
      <I18nProvider locale={locale}>
        <Partners brands={SAMPLE_BRANDS} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });
});
