// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '../one-click/examples/one-click.samples.js';
import type { FastOrderAttempt } from '../one-click/fast-order-body.js';
import { demoFastOrderMachine, FastOrderExample } from './examples/fast-order.examples.js';
import { FAST_ORDER_LINES } from './examples/fast-order.samples.js';

afterEach(cleanup);

const toPay = () => screen.getByText('De plată').nextSibling;
const [DRILL, HINGE, GRINDER] = FAST_ORDER_LINES;
const quantityOf = (name: string) =>
  screen.getByRole('spinbutton', { name: `Cantitatea pentru ${name}` });
const removeOf = (name: string) =>
  screen.queryByRole('button', { name: `Șterge ${name} din comandă` });
const rowOf = (name: string) => quantityOf(name).closest('tr')!;

describe('FastOrderPageContainer', () => {
  it('a discount changes the prices at once and is reported for the session', async () => {
    const user = userEvent.setup();
    const onDiscountChange = vi.fn();
    render(<FastOrderExample onDiscountChange={onDiscountChange} />);
    expect(toPay()).toHaveTextContent('3.558,20 lei');
    const field = screen.getByLabelText('Reducere, %');
    await user.clear(field);
    await user.type(field, '10');
    expect(onDiscountChange).toHaveBeenLastCalledWith(10);
    expect(toPay()).toHaveTextContent('3.297,28 lei');
    // Above 100 is clamped.
    await user.type(field, '0');
    expect(onDiscountChange).toHaveBeenLastCalledWith(100);
  });

  it('a quantity change reprices its line and the totals and is reported for the cart', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    render(<FastOrderExample managerDiscount={10} onQuantityChange={onQuantityChange} />);
    expect(toPay()).toHaveTextContent('3.297,28 lei');
    await user.click(
      within(rowOf(HINGE!.name)).getByRole('button', { name: 'Mărește cantitatea' }),
    );
    expect(onQuantityChange).toHaveBeenLastCalledWith(HINGE!.key, 4);
    expect(quantityOf(HINGE!.name)).toHaveValue(4);
    // Four boxes at 153,36 lei after the discount.
    expect(rowOf(HINGE!.name)).toHaveTextContent('613,44 lei');
    expect(toPay()).toHaveTextContent('3.450,64 lei');
    expect(screen.getByText('Fără reducere').nextSibling).toHaveTextContent('3.728,60 lei');
    // Typed above the stock: the grinder stops at its 22.
    await user.clear(quantityOf(GRINDER!.name));
    await user.type(quantityOf(GRINDER!.name), '99');
    await user.tab();
    expect(onQuantityChange).toHaveBeenLastCalledWith(GRINDER!.key, 22);
    expect(quantityOf(GRINDER!.name)).toHaveValue(22);
    expect(rowOf(GRINDER!.name)).toHaveTextContent('20.878 lei');
  });

  it('a removed line leaves the order; the focus moves on, to the heading at the end', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<FastOrderExample onRemove={onRemove} />);
    removeOf(HINGE!.name)!.focus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenLastCalledWith(HINGE!.key);
    expect(removeOf(HINGE!.name)).toBeNull();
    expect(toPay()).toHaveTextContent('3.047 lei');
    // The button now in its place has the focus: the next line's.
    await waitFor(() => expect(removeOf(GRINDER!.name)).toHaveFocus());
    await user.keyboard('{Enter}');
    // The last line gone, the one above.
    await waitFor(() => expect(removeOf(DRILL!.name)).toHaveFocus());
    await user.keyboard(' ');
    expect(onRemove.mock.calls).toEqual([[HINGE!.key], [GRINDER!.key], [DRILL!.key]]);
    expect(screen.getByRole('heading', { name: 'Coșul este gol' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Comandă rapidă' })).toHaveFocus(),
    );
  });

  it('the order carries the edited lines', async () => {
    const user = userEvent.setup();
    const attempts: FastOrderAttempt[] = [];
    render(
      <FastOrderExample machine={demoFastOrderMachine({ onAttempt: (a) => attempts.push(a) })} />,
    );
    await user.click(removeOf(DRILL!.name)!);
    await user.click(
      within(rowOf(GRINDER!.name)).getByRole('button', { name: 'Mărește cantitatea' }),
    );
    await user.type(screen.getByLabelText('Numele clientului'), 'SRL Lemn-Art');
    await user.type(screen.getByLabelText('Telefonul clientului'), '22456789');
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(attempts).toHaveLength(1));
    expect(
      attempts[0]!.body.order_products.map((line) => [line.product_id, line.quantity]),
    ).toEqual([
      [HINGE!.productId, 3],
      [GRINDER!.productId, 2],
    ]);
    expect(attempts[0]!.body.total_price).toBe('2409.20');
  });

  it('places the order with the discount; the cart empties', async () => {
    const user = userEvent.setup();
    const onPlaced = vi.fn();
    const attempts: FastOrderAttempt[] = [];
    render(
      <FastOrderExample
        managerDiscount={10}
        machine={demoFastOrderMachine({ onAttempt: (a) => attempts.push(a) })}
        onPlaced={onPlaced}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(screen.getByLabelText('Numele clientului')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Numele clientului'), 'SRL Lemn-Art');
    await user.type(screen.getByLabelText('Telefonul clientului'), '22456789');
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(attempts[0]!.body).toMatchObject({ manager_discount: 10, total_price: '3297.28' });
    expect(screen.getByRole('heading', { name: 'Coșul este gol' })).toBeInTheDocument();
  });

  it('a failure stays on the page with its message', async () => {
    const user = userEvent.setup();
    const onFailed = vi.fn();
    render(
      <FastOrderExample
        machine={demoFastOrderMachine({ error: NETWORK_ERROR })}
        onFailed={onFailed}
      />,
    );
    await user.type(screen.getByLabelText('Numele clientului'), 'Ion');
    await user.type(screen.getByLabelText('Telefonul clientului'), '69123456');
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Nu există conexiune'));
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ detail: 'network' }));
  });
});
