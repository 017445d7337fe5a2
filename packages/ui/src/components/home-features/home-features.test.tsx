// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { HomeFeaturesExample, SAMPLE_FEATURES } from './examples/home-features.examples.js';
import { HomeFeatures } from './home-features.js';

afterEach(cleanup);

describe('HomeFeatures', () => {
  it('lists every feature with its heading, text and link, in a named region', async () => {
    const { container } = render(<HomeFeaturesExample />);
    const region = screen.getByRole('region', { name: 'De ce noi' });
    expect(region).toHaveAttribute('data-slot', 'home-features');
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Livrare în toată Moldova',
    );
    expect(screen.getByRole('link', { name: 'Livrare în toată Moldova' })).toHaveAttribute(
      'href',
      '/pages/delivery',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Fără întrebări.')).toBeInTheDocument();
    expect(items[3]!.querySelector('p')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('lays out two columns below 744 px and four from there', () => {
    render(<HomeFeaturesExample />);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('shop:grid-cols-2', 'shop:bp744:grid-cols-4');
  });

  it('draws an icon for every feature, a neutral one for an unknown name', () => {
    const { container } = render(
      <HomeFeaturesExample features={[{ ...SAMPLE_FEATURES[0]!, icon: 'rocket', url: null }]} />,
    );
    expect(container.querySelectorAll('li svg')).toHaveLength(1);
    expect(container.querySelector('li svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders nothing without features', () => {
    const { container } = render(<HomeFeatures features={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['en', 'Why us'],
    ['ru', 'Почему мы'],
  ] as const)('names the section in %s', (locale, name) => {
    render(
      <I18nProvider locale={locale}>
        <HomeFeaturesExample />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('renders on the server, escaping the texts', () => {
    const html = renderToString(
      <HomeFeatures features={[{ ...SAMPLE_FEATURES[1]!, title: '<b>Retur</b>' }]} />,
    );
    expect(html).toContain('&lt;b&gt;Retur&lt;/b&gt;');
  });
});
