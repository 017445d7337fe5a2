// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { formatMoney } from '@shop/core/rules';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  BARE_PRODUCT,
  LOW_STOCK_PRODUCT,
  OUT_OF_STOCK_PRODUCT,
  PROMOTION_PRODUCT,
  ProductSummaryExample,
  SAMPLE_PRODUCT,
  sampleProduct,
} from './examples/product-summary.examples.js';
import { ProductSummary, checkedParameters, parameterGroupKey } from './product-summary.js';
import { ShopStockOpenButton } from '../shop-stock-modal/examples/shop-stock-modal.examples.js';

afterEach(cleanup);

/** The money formatter uses no-break spaces; toHaveTextContent collapses white space. */
const lei = (bani: number, locale: 'ro' | 'ru' = 'ro') =>
  formatMoney(bani, locale).replace(/\s+/g, ' ');

const price = () => document.querySelector<HTMLElement>('[data-slot="product-summary-price"]');
const addButton = () => screen.getByRole('button', { name: 'Adaugă în coș' });
const favourite = () => screen.getByRole('button', { name: 'Favorit' });
const plus = () => screen.queryByRole('button', { name: 'Mărește cantitatea' });

describe('ProductSummary', () => {
  it('shows the name as the page heading, brand, article, rating link and stock', () => {
    render(<ProductSummaryExample />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE_PRODUCT.name);
    const details = screen.getAllByRole('term').map((term) => term.textContent);
    expect(details).toEqual(['Brand:', 'Cod articol:']);
    expect(screen.getByText('Bosch')).toBeInTheDocument();
    expect(screen.getByText('0601217100')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Evaluare: 4,4 din 5 stele' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7 recenzii' })).toHaveAttribute('href', '#reviews');
    expect(screen.getByText('În stoc')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="product-summary"]')).toHaveAttribute(
      'data-role',
      'visitor',
    );
  });

  it('leaves out brand, article, rating and parameters the product lacks', () => {
    render(<ProductSummaryExample product={BARE_PRODUCT} />);
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('img', { name: /Evaluare/ })).toBeNull();
  });

  it('shows the retail price and a promotion to visitors', () => {
    const { unmount } = render(<ProductSummaryExample />);
    expect(price()).toHaveTextContent(`Preț: ${lei(129_900)}`);
    expect(price()?.querySelector('[data-slot="price"]')).toHaveAttribute('data-state', 'regular');
    unmount();
    render(<ProductSummaryExample product={PROMOTION_PRODUCT} />);
    expect(price()).toHaveTextContent(`Preț promoțional: ${lei(109_900)}`);
    expect(price()).toHaveTextContent(`Preț vechi: ${lei(129_900)}`);
  });

  it('shows a manager the wholesale price and the wholesale stock (SPEC §6)', () => {
    const product = sampleProduct({ balance: 0, balance_angro: 48 });
    const { unmount } = render(<ProductSummaryExample product={product} />);
    // The stock chip and the button it disables.
    expect(screen.getAllByText('Stoc epuizat')).toHaveLength(2);
    unmount();
    render(<ProductSummaryExample product={product} userRole="manager" />);
    expect(screen.getByText('În stoc')).toBeInTheDocument();
    expect(price()).toHaveTextContent(`Preț angro${lei(108_550)}`);
    // The retail price struck beside it, read as the retail price (not as an old price).
    expect(price()?.querySelector('[data-slot="price-old"]')).toHaveTextContent(
      `Preț cu amănuntul: ${lei(129_900)}`,
    );
    expect(price()).not.toHaveTextContent('Preț vechi');
    expect(addButton()).toBeEnabled();
  });

  it('gives a dealer the wholesale price only with a dealer discount (core pricing)', () => {
    const { unmount } = render(<ProductSummaryExample userRole="dealer" />);
    expect(price()).toHaveTextContent(`Preț: ${lei(129_900)}`);
    expect(price()).not.toHaveTextContent('Preț angro');
    unmount();
    render(<ProductSummaryExample userRole="dealer" pricing={{ dealerDiscount: 10 }} />);
    // 1 085,50 lei less 10 %.
    expect(price()).toHaveTextContent(`Preț angro${lei(97_695)}`);
    expect(price()).toHaveTextContent(`Preț cu amănuntul: ${lei(129_900)}`);
  });

  it('shows a dealer a promotion as a promotion: the old price struck, no wholesale label', () => {
    const product = sampleProduct({ promotion_price: 1099 });
    render(
      <ProductSummaryExample
        product={product}
        userRole="dealer"
        pricing={{ dealerDiscount: 10 }}
      />,
    );
    expect(price()).toHaveTextContent(`Preț promoțional: ${lei(109_900)}`);
    expect(price()).toHaveTextContent(`Preț vechi: ${lei(129_900)}`);
    expect(price()).not.toHaveTextContent('Preț angro');
  });

  it('steps the quantity within 1..stock and reports it', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    render(
      <ProductSummaryExample product={LOW_STOCK_PRODUCT} onQuantityChange={onQuantityChange} />,
    );
    expect(screen.getByText('Au rămas doar 3 bucăți')).toBeInTheDocument();
    const field = screen.getByRole('spinbutton', { name: 'Cantitate' });
    expect(field).toHaveValue(1);
    await user.click(plus()!);
    await user.click(plus()!);
    expect(field).toHaveValue(3);
    expect(plus()).toBeNull();
    expect(onQuantityChange.mock.calls).toEqual([[2], [3]]);
  });

  it('adds to cart, and cannot when nothing is in stock', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    const { unmount } = render(<ProductSummaryExample onAddToCart={onAddToCart} />);
    await user.click(addButton());
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    unmount();
    render(<ProductSummaryExample product={OUT_OF_STOCK_PRODUCT} onAddToCart={onAddToCart} />);
    // The button says why it cannot be pressed; there is nothing to count.
    const none = screen.getByRole('button', { name: 'Stoc epuizat' });
    expect(none).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Adaugă în coș' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Cantitate' })).toBeNull();
  });

  it('a dealer whose wholesale stock is out: out of stock, though shoppers still have it', () => {
    const product = sampleProduct({ balance: 12, balance_angro: 0 });
    const { unmount } = render(<ProductSummaryExample product={product} userRole="dealer" />);
    expect(screen.getByRole('button', { name: 'Stoc epuizat' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Adaugă în coș' })).toBeNull();
    unmount();
    render(<ProductSummaryExample product={product} />);
    expect(screen.getByRole('button', { name: 'Adaugă în coș' })).toBeEnabled();
  });

  it('toggles the favourite as a pressed button', async () => {
    const user = userEvent.setup();
    const onToggleFavourite = vi.fn();
    render(<ProductSummaryExample onToggleFavourite={onToggleFavourite} />);
    expect(favourite()).toHaveAttribute('aria-pressed', 'false');
    expect(favourite()).toHaveAttribute('title', 'Adaugă la favorite');
    await user.click(favourite());
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    expect(favourite()).toHaveAttribute('aria-pressed', 'true');
    expect(favourite()).toHaveAttribute('title', 'Elimină din favorite');
    favourite().focus();
    await user.keyboard(' ');
    expect(favourite()).toHaveAttribute('aria-pressed', 'false');
    expect(onToggleFavourite).toHaveBeenCalledTimes(2);
  });

  it('disables add to cart and the heart when no handler is given', () => {
    render(
      <ProductSummary product={SAMPLE_PRODUCT} quantity={1} onQuantityChange={() => undefined} />,
    );
    expect(addButton()).toBeDisabled();
    expect(favourite()).toBeDisabled();
  });

  it('shows the size and feature radios with the server’s choice, and reports a new one', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<ProductSummaryExample onSelect={onSelect} />);
    const chuck = screen.getByRole('radiogroup', { name: 'Diametrul mandrinei' });
    const set = screen.getByRole('radiogroup', { name: 'Set' });
    expect(within(chuck).getByRole('radio', { name: '13 mm' })).toBeChecked();
    expect(within(set).getByRole('radio', { name: 'Cu valiză' })).toBeChecked();

    await user.click(within(set).getByRole('radio', { name: 'Cu valiză și 15 burghie' }));
    expect(onSelect).toHaveBeenLastCalledWith(
      SAMPLE_PRODUCT.parameters[1],
      SAMPLE_PRODUCT.parameters[1]?.items[2],
    );
    expect(within(set).getByRole('radio', { name: 'Cu valiză și 15 burghie' })).toBeChecked();

    // Arrow keys move within a group (native radios).
    await user.keyboard('{ArrowLeft}');
    expect(within(set).getByRole('radio', { name: 'Cu valiză' })).toBeChecked();
    expect(onSelect).toHaveBeenLastCalledWith(
      SAMPLE_PRODUCT.parameters[1],
      SAMPLE_PRODUCT.parameters[1]?.items[1],
    );
  });

  it('follows a controlled selection over the server’s', () => {
    render(
      <ProductSummary
        product={SAMPLE_PRODUCT}
        quantity={1}
        onQuantityChange={() => undefined}
        selected={{ '1': 11 }}
      />,
    );
    expect(screen.getByRole('radio', { name: '10 mm' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cu valiză' })).toBeChecked();
  });

  it('renders the one-click slot', async () => {
    const user = userEvent.setup();
    const onOneClick = vi.fn();
    render(<ProductSummaryExample withOneClick onOneClick={onOneClick} />);
    await user.click(screen.getByRole('button', { name: 'Cumpără dintr-un click' }));
    expect(onOneClick).toHaveBeenCalledTimes(1);
  });

  it('renders the size chart slot after the size and feature choices, before the price', () => {
    const { container } = render(<ProductSummaryExample withSizeChart />);
    const button = screen.getByRole('button', { name: 'Tabelul mărimilor' });
    const slot = container.querySelector('[data-slot="product-summary-size-chart"]');
    expect(slot).toContainElement(button);
    const lastGroup = screen.getAllByRole('radiogroup').at(-1);
    const price = container.querySelector('[data-slot="product-summary-price"]');
    expect(lastGroup?.compareDocumentPosition(button)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(button.compareDocumentPosition(price as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    cleanup();
    const bare = render(<ProductSummaryExample />);
    expect(bare.container.querySelector('[data-slot="product-summary-size-chart"]')).toBeNull();
  });

  it('renders the stock-in-shops slot right after the stock chip, in its row', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const { container } = render(
      <ProductSummaryExample stockInShops={<ShopStockOpenButton onClick={onOpen} />} />,
    );
    const button = screen.getByRole('button', { name: 'Vezi stocul în magazine' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    const slot = container.querySelector('[data-slot="product-summary-stock-in-shops"]');
    expect(slot).toContainElement(button);
    const chip = container.querySelector('[data-slot="chip"]');
    expect(chip).toHaveTextContent('În stoc');
    // The slot is the chip's next sibling: the same flex row, right after it.
    expect(chip?.nextElementSibling).toBe(slot);
    await user.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    cleanup();
    const bare = render(<ProductSummaryExample />);
    expect(bare.container.querySelector('[data-slot="product-summary-stock-in-shops"]')).toBeNull();
  });

  it('speaks Russian under a Russian provider', () => {
    render(
      <I18nProvider locale="ru">
        <ProductSummaryExample product={PROMOTION_PRODUCT} withOneClick />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Избранное' })).toHaveAttribute(
      'title',
      'Добавить в избранное',
    );
    expect(screen.getByRole('button', { name: 'Купить в один клик' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7 отзывов' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Бренд:',
      'Артикул:',
    ]);
    expect(price()).toHaveTextContent(`Цена: Акционная цена: ${lei(109_900, 'ru')}`);
  });

  it('renders on the server', () => {
    const html = renderToString(<ProductSummaryExample />);
    expect(html).toContain('<h1');
    expect(html).toContain('aria-pressed="false"');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProductSummaryExample favourite withOneClick />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

describe('parameter selection', () => {
  it('reads the server’s checked items by group key', () => {
    expect(checkedParameters(SAMPLE_PRODUCT.parameters)).toEqual({ '1': 12, '2': 22 });
  });

  it('keys a group without an id by its position, and skips groups with nothing checked', () => {
    const group = {
      title: 'Culoare',
      items: [{ id: 5, title: 'Roșu', checked: false, slug: null }],
    };
    expect(parameterGroupKey(group, 3)).toBe('#3');
    expect(checkedParameters([group])).toEqual({});
    expect(
      checkedParameters([{ ...group, items: [{ ...group.items[0]!, checked: true }] }]),
    ).toEqual({ '#0': 5 });
  });
});
