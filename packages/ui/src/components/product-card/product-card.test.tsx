// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { LinkProvider } from '../../lib/link.js';
import { FavouriteToggleExample, SAMPLE_PRODUCTS } from './examples/product-card.examples.js';
import { ProductCard } from './product-card.js';

afterEach(cleanup);

const { drill, grinder, screwdrivers, hose, lamp, ladder } = SAMPLE_PRODUCTS;

/** The card's price slots, white space collapsed (the money formatter uses no-break spaces). */
function shownPrice(card: HTMLElement) {
  const text = (name: string) =>
    card.querySelector(`[data-slot="${name}"]`)?.textContent?.replace(/\s+/g, ' ') ?? null;
  return { label: text('price-label'), current: text('price-current'), old: text('price-old') };
}

describe("ProductCard's price: core's priceView, the same rule as every other screen", () => {
  it('shows visitors and customers the retail price, and a promotion with its old price', () => {
    render(<ProductCard product={drill} userRole="visitor" />);
    expect(shownPrice(screen.getByRole('article'))).toEqual({
      label: null,
      current: '1.299 lei',
      old: null,
    });
    cleanup();
    render(<ProductCard product={grinder} userRole="customer" />);
    expect(shownPrice(screen.getByRole('article'))).toEqual({
      label: null,
      current: 'Preț promoțional: 949 lei',
      old: 'Preț vechi: 1.150 lei',
    });
  });

  it('shows a dealer the wholesale price less the discount, the retail price struck as retail', () => {
    render(<ProductCard product={drill} userRole="dealer" pricing={{ dealerDiscount: 10 }} />);
    expect(shownPrice(screen.getByRole('article'))).toEqual({
      label: 'Preț angro',
      current: '944,10 lei',
      old: 'Preț cu amănuntul: 1.299 lei',
    });
  });

  it('shows a dealer without a discount the retail price they pay, not labelled wholesale', () => {
    render(<ProductCard product={drill} userRole="dealer" />);
    expect(shownPrice(screen.getByRole('article'))).toEqual({
      label: null,
      current: '1.299 lei',
      old: null,
    });
  });

  it('shows a manager the wholesale price, less the fast-order discount', () => {
    render(<ProductCard product={drill} userRole="manager" />);
    expect(shownPrice(screen.getByRole('article'))).toMatchObject({
      label: 'Preț angro',
      current: '1.049 lei',
      old: 'Preț cu amănuntul: 1.299 lei',
    });
    cleanup();
    render(<ProductCard product={drill} userRole="manager" pricing={{ managerDiscount: 5 }} />);
    expect(shownPrice(screen.getByRole('article')).current).toBe('996,55 lei');
  });

  it('lets a promotion win for wholesale buyers: the old price struck, no wholesale label', () => {
    render(<ProductCard product={screwdrivers} userRole="manager" />);
    expect(shownPrice(screen.getByRole('article'))).toEqual({
      label: null,
      current: 'Preț promoțional: 199,90 lei',
      old: 'Preț vechi: 245,50 lei',
    });
  });
});

describe('ProductCard', () => {
  it('links the name to the product page and is named by it', () => {
    render(<ProductCard product={drill} />);
    const card = screen.getByRole('article', { name: drill.name });
    expect(card.dataset.slot).toBe('product-card');
    expect(within(card).getByRole('link', { name: drill.name })).toHaveAttribute(
      'href',
      '/pages/product/bormasina-cu-acumulator-bosch-gsr-12v-15',
    );
    expect(screen.getByRole('heading', { level: 3, name: drill.name })).toBeInTheDocument();
    expect(screen.getByText('Bosch · Cod: 0601868101')).toBeInTheDocument();
  });

  it('draws links through the LinkProvider with the locale prefix', () => {
    render(
      <I18nProvider locale="ru">
        <LinkProvider
          renderLink={({ href, children, ...props }) => (
            <a data-router="yes" href={href} {...props}>
              {children}
            </a>
          )}
        >
          <ProductCard product={drill} />
        </LinkProvider>
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: drill.name });
    expect(link).toHaveAttribute(
      'href',
      '/ru/pages/product/bormasina-cu-acumulator-bosch-gsr-12v-15',
    );
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('shows the promotion badge and the old price for a product on promotion', () => {
    render(<ProductCard product={grinder} />);
    expect(screen.getByText('Promoție')).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(card.dataset.promotion).toBe('true');
    expect(card.querySelector('[data-slot="price-old"]')).toHaveTextContent('Preț vechi: 1.150');
    expect(card.querySelector('[data-slot="price-current"]')).toHaveTextContent('949');
  });

  it('shows wholesale prices and wholesale stock to a dealer', () => {
    render(<ProductCard product={ladder} userRole="dealer" pricing={{ dealerDiscount: 5 }} />);
    expect(screen.getByText('Preț angro')).toBeInTheDocument();
    // balance_angro (3): the low-stock chip.
    expect(screen.getByText('Au rămas doar 3 bucăți')).toBeInTheDocument();
    cleanup();
    render(
      <ProductCard product={{ ...ladder, balance: 0, balance_angro: 7 }} userRole="manager" />,
    );
    expect(screen.getByText('În stoc')).toBeInTheDocument();
  });

  it('disables add to cart, labelled unavailable, when the shown stock is 0', () => {
    const onAddToCart = vi.fn();
    render(<ProductCard product={hose} onAddToCart={onAddToCart} />);
    expect(screen.getByText('Stoc epuizat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Indisponibil' })).toBeDisabled();
    expect(screen.getByRole('article').dataset.state).toBe('out-of-stock');
  });

  it('adds to the cart by click and by keyboard, describing the button with the name', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    render(<ProductCard product={drill} onAddToCart={onAddToCart} />);
    const button = screen.getByRole('button', { name: 'Adaugă în coș' });
    expect(button).toHaveAccessibleDescription(drill.name);
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onAddToCart).toHaveBeenCalledTimes(2);
    expect(onAddToCart).toHaveBeenCalledWith(drill);
  });

  it('ignores presses while adding, but keeps the button focusable', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    render(<ProductCard product={drill} onAddToCart={onAddToCart} adding />);
    const button = screen.getByRole('button', { name: 'Se adaugă…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('toggles the favourite with aria-pressed', async () => {
    const user = userEvent.setup();
    const onToggleFavourite = vi.fn();
    render(<FavouriteToggleExample product={drill} onToggleFavourite={onToggleFavourite} />);
    const heart = screen.getByRole('button', { name: 'Adaugă la favorite' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    heart.focus();
    await user.keyboard(' ');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(onToggleFavourite).toHaveBeenCalledTimes(2);
    expect(onToggleFavourite).toHaveBeenCalledWith(drill);
  });

  it('has no buttons without handlers, and never nests a button in the link', () => {
    render(<ProductCard product={drill} />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const { container } = render(
      <ProductCard product={drill} onAddToCart={vi.fn()} onToggleFavourite={vi.fn()} />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(container.querySelector('a button, button a')).toBeNull();
  });

  it('shows a labelled placeholder when the product has no image', () => {
    render(<ProductCard product={lamp} />);
    expect(screen.getByRole('img', { name: 'Fără imagine' })).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });

  it('treats a real picture as decorative (the name says what it is)', () => {
    const { container } = render(<ProductCard product={drill} imageLoading="eager" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <ProductCard
          product={grinder}
          userRole="manager"
          onAddToCart={vi.fn()}
          onToggleFavourite={vi.fn()}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'В избранное' })).toBeInTheDocument();
    expect(screen.getByText('Акция')).toBeInTheDocument();
    // A promotion price is no wholesale price, for a manager too: the old price is struck.
    expect(screen.queryByText('Оптовая цена')).toBeNull();
    expect(screen.getByText('Старая цена:', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Артикул: GA5030R', { exact: false })).toBeInTheDocument();
  });

  it('has a row layout with icon buttons', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    render(
      <ProductCard
        layout="row"
        product={grinder}
        onAddToCart={onAddToCart}
        onToggleFavourite={vi.fn()}
      />,
    );
    const card = screen.getByRole('article');
    expect(card.dataset.layout).toBe('row');
    expect(card.querySelector('[data-slot="product-card-actions"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Adaugă în coș' }));
    expect(onAddToCart).toHaveBeenCalledWith(grinder);
  });

  it('renders on the server', () => {
    const html = renderToString(
      <ProductCard product={grinder} onAddToCart={vi.fn()} onToggleFavourite={vi.fn()} />,
    );
    expect(html).toContain('data-slot="product-card"');
    expect(html).toContain(grinder.name);
  });

  it.each([
    ['grid', 'drill'],
    ['grid', 'grinder'],
    ['grid', 'hose'],
    ['grid', 'lamp'],
    ['row', 'screwdrivers'],
  ] as const)('has no axe violations (%s, %s)', async (layout, name) => {
    const product = SAMPLE_PRODUCTS[name];
    const { container } = render(
      <ul>
        <li>
          <ProductCard
            layout={layout}
            product={product}
            userRole="dealer"
            favourite
            onAddToCart={vi.fn()}
            onToggleFavourite={vi.fn()}
          />
        </li>
      </ul>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
