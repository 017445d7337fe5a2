// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  FavouritesGridExample,
  GRID_PRODUCTS,
  SALES_PRODUCTS,
} from './examples/product-grid.examples.js';
import { ProductGrid, productGridVariants } from './product-grid.js';

afterEach(cleanup);

describe('ProductGrid', () => {
  it('lists one card per product', () => {
    render(<ProductGrid products={GRID_PRODUCTS} />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(GRID_PRODUCTS.length);
    expect(within(list).getAllByRole('article')).toHaveLength(GRID_PRODUCTS.length);
    const grid = list.closest('[data-slot="product-grid"]') as HTMLElement;
    expect(grid.dataset.state).toBe('ready');
  });

  it('has 2 columns on phones, 3 from bp1024, or 4 for the sales page', () => {
    expect(productGridVariants({ columns: 3 })).toContain('shop:grid-cols-2');
    expect(productGridVariants({ columns: 3 })).toContain('shop:bp1024:grid-cols-3');
    expect(productGridVariants({ columns: 4 })).toContain('shop:bp1024:grid-cols-4');
    render(<ProductGrid products={SALES_PRODUCTS} columns={4} />);
    expect(screen.getByRole('list')).toHaveClass('shop:bp1024:grid-cols-4');
  });

  it('passes the role, favourites, adding state and handlers to the cards', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    const onToggleFavourite = vi.fn();
    const [first, second] = GRID_PRODUCTS;
    if (!first || !second) throw new Error('samples');
    render(
      <ProductGrid
        products={GRID_PRODUCTS.slice(0, 2)}
        userRole="dealer"
        pricing={{ dealerDiscount: 10 }}
        favouriteIds={[second.id]}
        addingIds={[first.id]}
        onAddToCart={onAddToCart}
        onToggleFavourite={onToggleFavourite}
      />,
    );
    const [firstCard, secondCard] = screen.getAllByRole('article');
    if (!firstCard || !secondCard) throw new Error('cards');
    // The dealer's discounted wholesale price on the first; the second's promotion wins.
    expect(within(firstCard).getByText('Preț angro')).toBeInTheDocument();
    expect(within(secondCard).queryByText('Preț angro')).toBeNull();
    expect(within(firstCard).getByRole('button', { name: 'Se adaugă…' })).toBeInTheDocument();
    expect(within(secondCard).getByRole('button', { name: 'Adaugă la favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(secondCard).getByRole('button', { name: 'Adaugă în coș' }));
    expect(onAddToCart).toHaveBeenCalledWith(second);
    await user.click(within(firstCard).getByRole('button', { name: 'Adaugă la favorite' }));
    expect(onToggleFavourite).toHaveBeenCalledWith(first);
  });

  it('toggles favourites in the example', async () => {
    const user = userEvent.setup();
    render(<FavouritesGridExample products={GRID_PRODUCTS.slice(0, 3)} />);
    const heart = screen.getAllByRole('button', { name: 'Adaugă la favorite' })[2];
    if (!heart) throw new Error('heart');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('loads the first row eagerly and the rest lazily', () => {
    const { container } = render(<ProductGrid products={GRID_PRODUCTS} />);
    const loading = [...container.querySelectorAll('img')].map((image) =>
      image.getAttribute('loading'),
    );
    expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'eager']);
    expect(loading.slice(3).every((value) => value === 'lazy')).toBe(true);
  });

  it('shows skeletons while loading, marked busy and announced', () => {
    const { container } = render(<ProductGrid products={GRID_PRODUCTS} loading />);
    const grid = container.querySelector<HTMLElement>('[data-slot="product-grid"]');
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(grid?.dataset.state).toBe('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă…');
    expect(screen.queryByRole('article')).toBeNull();
    expect(container.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(6);
    cleanup();
    const four = render(<ProductGrid products={[]} loading columns={4} skeletonCount={4} />);
    expect(four.container.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(4);
  });

  it('shows the empty state, or the one given', () => {
    render(<ProductGrid products={[]} />);
    expect(screen.getByRole('heading', { name: 'Nu am găsit produse' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    render(<ProductGrid products={[]} empty={<p>Nimic aici</p>} />);
    expect(screen.getByText('Nimic aici')).toBeInTheDocument();
  });

  it('draws cards with renderCard', () => {
    render(
      <ProductGrid
        products={GRID_PRODUCTS.slice(0, 2)}
        renderCard={(product, index) => <span>{`${index + 1}. ${product.name}`}</span>}
      />,
    );
    expect(screen.getByText(`2. ${GRID_PRODUCTS[1]?.name ?? ''}`)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <ProductGrid products={[]} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Товары не найдены' })).toBeInTheDocument();
  });

  it('renders on the server', () => {
    const html = renderToString(<ProductGrid products={GRID_PRODUCTS} />);
    expect(html).toContain('data-slot="product-grid"');
  });

  it.each([
    ['products', { products: GRID_PRODUCTS, favouriteIds: [102], addingIds: [103] }],
    ['loading', { products: [], loading: true }],
    ['empty', { products: [] }],
  ] as const)('has no axe violations (%s)', async (_name, props) => {
    const { container } = render(
      <ProductGrid {...props} onAddToCart={vi.fn()} onToggleFavourite={vi.fn()} />,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
