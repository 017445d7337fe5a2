// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { LinkProvider } from '../../lib/link.js';
import { CategoryChips } from './category-chips.js';
import { CategoryGrid, categoryGridVariants, homeCategoryToGridItem } from './category-grid.js';
import {
  CategoryChipsExample,
  CategoryGridExample,
  categoriesWithoutImages,
  sampleCategories,
  sampleHomeItem,
} from './examples/category-grid.examples.js';

afterEach(cleanup);

describe('CategoryGrid', () => {
  it('links every tile to its catalogue page, named by the category', async () => {
    const { container } = render(<CategoryGridExample />);
    const region = screen.getByRole('region', { name: 'Categorii' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(sampleCategories.length);
    expect(links[0]).toHaveAccessibleName('Unelte electrice');
    expect(links[0]).toHaveAttribute('href', '/pages/catalog/unelte-electrice');
    expect(container.querySelector('[data-slot="category-grid"]')).toHaveAttribute(
      'data-state',
      'ready',
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('adds the language prefix through ShopLink and draws the storefront link', () => {
    render(
      <I18nProvider locale="ru">
        <LinkProvider
          renderLink={({ children, ...props }) => (
            <a data-router="yes" {...props}>
              {children}
            </a>
          )}
        >
          <CategoryGrid items={sampleCategories.slice(0, 1)} />
        </LinkProvider>
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: 'Unelte electrice' });
    expect(link).toHaveAttribute('href', '/ru/pages/catalog/unelte-electrice');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('shows decorative pictures or a placeholder; the name is the only text', () => {
    const { container } = render(<CategoryGrid items={categoriesWithoutImages} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      categoriesWithoutImages.length,
    );
    cleanup();
    const withImages = render(<CategoryGrid items={sampleCategories.slice(0, 2)} />);
    for (const img of withImages.container.querySelectorAll('img')) {
      expect(img).toHaveAttribute('alt', '');
    }
  });

  it('renders a div without a heading and a section named by it with one', () => {
    const { container } = render(<CategoryGrid items={sampleCategories.slice(0, 2)} />);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.queryByRole('heading')).toBeNull();
    cleanup();
    render(<CategoryGrid heading="Catalog" headingLevel={3} items={[]} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Catalog' })).toBeInTheDocument();
  });

  it('loading: placeholders in a busy region with a spoken loading text, no links', async () => {
    const { container } = render(
      <I18nProvider locale="ru">
        <CategoryGrid items={sampleCategories} loading skeletonCount={4} />
      </I18nProvider>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container.querySelectorAll('[data-slot="category-grid-skeleton"]')).toHaveLength(4);
    expect(container.querySelector('[aria-busy="true"]')).toHaveTextContent('Загрузка…');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('uses the SPEC §9 columns: 2, 3 from 570, 4 from 744, 5 from 1024, 6 from 1280', () => {
    const classes = categoryGridVariants().split(' ');
    expect(classes).toEqual(
      expect.arrayContaining([
        'shop:grid-cols-2',
        'shop:bp570:grid-cols-3',
        'shop:bp744:grid-cols-4',
        'shop:bp1024:grid-cols-5',
        'shop:bp1280:grid-cols-6',
      ]),
    );
  });

  it('renders on the server', () => {
    const html = renderToString(<CategoryGridExample />);
    expect(html).toContain('href="/pages/catalog/gradina"');
  });
});

describe('homeCategoryToGridItem', () => {
  it('keeps the url as the link and takes the slug from its last segment', () => {
    expect(homeCategoryToGridItem(sampleHomeItem)).toEqual({
      id: 7,
      name: 'Grădină',
      slug: 'gradina',
      image: null,
      href: '/pages/catalog/gradina?sort=popular',
    });
    render(<CategoryGrid items={[homeCategoryToGridItem(sampleHomeItem)]} />);
    expect(screen.getByRole('link', { name: 'Grădină' })).toHaveAttribute(
      'href',
      '/pages/catalog/gradina?sort=popular',
    );
  });
});

describe('CategoryChips', () => {
  it('is a named section of catalogue links', async () => {
    const { container } = render(<CategoryChipsExample />);
    const region = screen.getByRole('region', { name: 'Categorii populare' });
    expect(within(region).getAllByRole('link')).toHaveLength(8);
    expect(within(region).getByRole('link', { name: 'Iluminat' })).toHaveAttribute(
      'href',
      '/pages/catalog/iluminat',
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('renders nothing without items', () => {
    const { container } = render(<CategoryChips heading="Categorii populare" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
