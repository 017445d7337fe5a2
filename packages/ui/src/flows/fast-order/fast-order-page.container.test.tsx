// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '../one-click/examples/one-click.samples.js';
import type { FastOrderAttempt } from '../one-click/fast-order-body.js';
import { demoFastOrderMachine, FastOrderExample } from './examples/fast-order.examples.js';

afterEach(cleanup);

const toPay = () => screen.getByText('De plată').nextSibling;

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
