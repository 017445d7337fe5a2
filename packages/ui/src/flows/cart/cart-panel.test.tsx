// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  CART_PANEL_STATES,
  CartPanelExample,
  cartPanelStateProps,
  CUSTOMER_ROWS,
} from './examples/cart-panel.examples.js';
import { CartPanel } from './cart-panel.js';

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog');
const groups = () => within(dialog()).getAllByRole('group');

describe('CartPanel', () => {
  it.each(CART_PANEL_STATES)('has no axe violations: %s', async (state) => {
    render(<CartPanelExample state={state} />);
    const results = await axe.run(dialog());
    expect(results.violations).toEqual([]);
  });

  it('a dialog named by its title and count; rows link to their products', () => {
    render(<CartPanelExample state="customer" />);
    expect(screen.getByRole('dialog', { name: 'Coșul de cumpărături 2 produse' })).toBeVisible();
    const list = within(dialog()).getByRole('list', { name: 'Produsele din coș' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: CUSTOMER_ROWS[0]!.name })).toHaveAttribute(
      'href',
      CUSTOMER_ROWS[0]!.href,
    );
    expect(within(list).getByText('Vârf magnetic, 10 piese')).toBeInTheDocument();
    expect(within(list).getByText('199,90 lei / buc.')).toBeInTheDocument();
  });

  it('free delivery: what is left, then reached', () => {
    const { unmount } = render(<CartPanelExample state="customer" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '78');
    expect(screen.getByText('Mai aveți 111,10 lei până la livrarea gratuită')).toBeVisible();
    unmount();
    render(<CartPanelExample state="freeDelivery" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Livrare gratuită')).toBeVisible();
  });

  it('the total bar: the total and checkout to /pages/cart, which closes the panel', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onCheckout = vi.fn();
    render(
      <CartPanelExample state="customer" onOpenChange={onOpenChange} onCheckout={onCheckout} />,
    );
    expect(screen.getByText('388,90 lei', { selector: 'span' })).toBeInTheDocument();
    const checkout = screen.getByRole('link', { name: 'Finalizează comanda' });
    expect(checkout).toHaveAttribute('href', '/pages/cart');
    checkout.addEventListener('click', (event) => event.preventDefault());
    await user.click(checkout);
    expect(onCheckout).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('links carry the language prefix', () => {
    render(
      <I18nProvider locale="ru">
        <CartPanelExample state="customer" />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute(
      'href',
      '/ru/pages/cart',
    );
    expect(screen.getByRole('dialog', { name: 'Корзина 2 товара' })).toBeVisible();
  });

  it('plus, minus and a typed quantity call back with the row key', async () => {
    const user = userEvent.setup();
    const onIncrement = vi.fn();
    const onDecrement = vi.fn();
    const onQuantityChange = vi.fn();
    render(
      <CartPanelExample
        state="atOne"
        onIncrement={onIncrement}
        onDecrement={onDecrement}
        onQuantityChange={onQuantityChange}
      />,
    );
    const rows = cartPanelStateProps('atOne').rows;
    const paint = within(groups()[1]!);
    await user.click(paint.getByRole('button', { name: 'Mărește cantitatea' }));
    expect(onIncrement).toHaveBeenCalledWith(rows[1]!.key);
    await user.click(paint.getByRole('button', { name: 'Micșorează cantitatea' }));
    expect(onDecrement).toHaveBeenCalledWith(rows[1]!.key);
    const field = paint.getByRole('spinbutton');
    await user.clear(field);
    await user.type(field, '7{Enter}');
    expect(onQuantityChange).toHaveBeenCalledWith(rows[1]!.key, 7);
  });

  it('at 1 a delete button replaces minus; at the stock there is no plus', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { unmount } = render(<CartPanelExample state="atOne" onRemove={onRemove} />);
    const drill = within(groups()[0]!);
    expect(drill.queryByRole('button', { name: 'Micșorează cantitatea' })).toBeNull();
    await user.click(drill.getByRole('button', { name: 'Șterge' }));
    expect(onRemove).toHaveBeenCalledWith(cartPanelStateProps('atOne').rows[0]!.key);
    unmount();
    render(<CartPanelExample state="atStock" />);
    expect(within(groups()[0]!).queryByRole('button', { name: 'Mărește cantitatea' })).toBeNull();
    expect(within(groups()[1]!).getByRole('button', { name: 'Mărește cantitatea' })).toBeVisible();
  });

  it('a manager or dealer sees each row’s unit', () => {
    render(<CartPanelExample state="manager" />);
    expect(screen.getByText('Unitate: Cutie')).toBeVisible();
    expect(screen.getByText('4.196 lei / Cutie')).toBeVisible();
  });

  it('pending: controls disabled, the list busy, a status; checkout does nothing', async () => {
    const user = userEvent.setup();
    const onCheckout = vi.fn();
    render(<CartPanelExample state="pending" onCheckout={onCheckout} />);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Se actualizează coșul…');
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    for (const group of groups()) {
      for (const button of within(group).getAllByRole('button')) expect(button).toBeDisabled();
    }
    await user.click(screen.getByRole('link', { name: 'Finalizează comanda' }));
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('a change made in the panel is announced politely: the new count and total', () => {
    const props = cartPanelStateProps('customer');
    const announcer = () => document.querySelector('[data-slot="cart-panel-announcer"]');
    const { rerender } = render(<CartPanel defaultOpen {...props} />);
    // Nothing is said when the panel opens.
    expect(announcer()).toHaveAttribute('role', 'status');
    expect(announcer()).toHaveTextContent('');
    // While the change is on its way, still nothing; once it is in, the figures.
    const [first, ...rest] = props.rows;
    const more = [
      { ...first!, quantity: first!.quantity + 1, lineTotal: first!.lineTotal * 2 },
      ...rest,
    ];
    rerender(<CartPanel defaultOpen {...props} rows={more} pending />);
    expect(announcer()).toHaveTextContent('');
    rerender(<CartPanel defaultOpen {...props} rows={more} />);
    const count = more.reduce((sum, row) => sum + row.quantity, 0);
    expect(announcer()).toHaveTextContent(
      new RegExp(`^În coș: ${count} produse, în total .+ lei$`),
    );
    rerender(<CartPanel defaultOpen {...props} rows={[]} />);
    expect(announcer()).toHaveTextContent('Coșul dumneavoastră este gol');
  });

  it('loading: skeleton rows in a busy list', () => {
    render(<CartPanelExample state="loading" />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('link', { name: CUSTOMER_ROWS[0]!.name })).toHaveLength(0);
    expect(screen.getByText('Se încarcă…')).toBeInTheDocument();
  });

  it('empty: a message and a start-shopping link that closes the panel', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onStartShopping = vi.fn();
    render(
      <CartPanelExample
        state="empty"
        onOpenChange={onOpenChange}
        onStartShopping={onStartShopping}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Coșul dumneavoastră este gol' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const start = screen.getByRole('link', { name: 'Începeți cumpărăturile' });
    expect(start).toHaveAttribute('href', '/');
    start.addEventListener('click', (event) => event.preventDefault());
    await user.click(start);
    expect(onStartShopping).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closed, the trigger opens it; Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    render(<CartPanel rows={CUSTOMER_ROWS} trigger={<button type="button">Coș</button>} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Coș' }));
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Coș' })).toHaveFocus();
  });
});
