// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastOrderAttempt } from './fast-order-body.js';
import { demoOneClickMachine, OneClickExample } from './examples/one-click.examples.js';
import { NETWORK_ERROR, ONE_CLICK_DRILL } from './examples/one-click.samples.js';

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { name: 'Cumpără într-un click' });
const open = async (user: ReturnType<typeof userEvent.setup>, index = 0) => {
  await user.click(screen.getAllByRole('button', { name: /^Cumpără într-un click:/ })[index]!);
  return within(dialog());
};

describe('OneClick (container)', () => {
  it('opens with the product; errors show after a submit', async () => {
    const user = userEvent.setup();
    render(<OneClickExample />);
    const modal = await open(user);
    expect(modal.getByText(ONE_CLICK_DRILL.name)).toBeInTheDocument();
    expect(modal.getByLabelText('Nume')).not.toHaveAttribute('aria-invalid');
    await user.click(modal.getByRole('button', { name: 'Trimite comanda' }));
    expect(modal.getByLabelText('Nume')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a dealer the same price as the card: the retail price struck, read as retail', async () => {
    const user = userEvent.setup();
    render(<OneClickExample pricing={{ role: 'dealer', dealerDiscount: 10 }} />);
    const modal = await open(user);
    const price = dialog().querySelector('[data-slot="one-click-product"] [data-slot="price"]');
    expect(price).toHaveAttribute('data-reason', 'dealer');
    expect(modal.getByText('Preț angro')).toBeInTheDocument();
    expect(price?.querySelector('s')).toHaveTextContent(/^Preț cu amănuntul: 1\.299\slei$/);
  });

  it('places the order, closes every modal and reports the order', async () => {
    const user = userEvent.setup();
    const onPlaced = vi.fn();
    const attempts: FastOrderAttempt[] = [];
    render(
      <OneClickExample
        machine={demoOneClickMachine({ onAttempt: (a) => attempts.push(a) })}
        onPlaced={onPlaced}
      />,
    );
    const modal = await open(user);
    await user.click(modal.getByRole('button', { name: 'Mărește cantitatea' }));
    await user.type(modal.getByLabelText('Nume'), 'Ion');
    await user.type(modal.getByLabelText('Telefon'), '69123456');
    await user.click(modal.getByRole('button', { name: 'Trimite comanda' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('placed')).toHaveTextContent('/pages/ordering/5120');
    expect(attempts[0]!.body).toMatchObject({
      name: 'Ion',
      phone: '+37369123456',
      total_price: '2598.00',
      order_products: [{ quantity: 2, product_atributes: [{ id: 71, title: '12 V' }] }],
    });
  });

  it('another product resets the quantity to 1', async () => {
    const user = userEvent.setup();
    render(<OneClickExample />);
    let modal = await open(user);
    await user.click(modal.getByRole('button', { name: 'Mărește cantitatea' }));
    expect(modal.getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(2);
    await user.keyboard('{Escape}');
    modal = await open(user, 1);
    expect(modal.getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(1);
  });

  it('a lost answer stays in the modal with a message and reports the failure', async () => {
    const user = userEvent.setup();
    const onFailed = vi.fn();
    render(
      <OneClickExample
        machine={demoOneClickMachine({ error: NETWORK_ERROR })}
        onFailed={onFailed}
      />,
    );
    const modal = await open(user);
    await user.type(modal.getByLabelText('Nume'), 'Ion');
    await user.type(modal.getByLabelText('Telefon'), '69123456');
    await user.click(modal.getByRole('button', { name: 'Trimite comanda' }));
    await waitFor(() => expect(modal.getByRole('alert')).toHaveTextContent('Nu există conexiune'));
    expect(onFailed).toHaveBeenCalledWith({
      error: NETWORK_ERROR,
      detail: 'network',
      retryable: true,
    });
    expect(dialog()).toBeInTheDocument();
  });
});
