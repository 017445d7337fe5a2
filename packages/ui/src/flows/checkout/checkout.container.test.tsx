// @vitest-environment jsdom
import type { CreateOrderResponse } from '@shop/core/contract';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { CheckoutExample } from './examples/checkout.examples.js';
import {
  fakeCheckPromoCode,
  httpError,
  SAMPLE_LINES,
  SAMPLE_PROFILE,
  SMALL_LINES,
} from './examples/checkout.samples.js';
import { checkoutMachine } from './checkout.machine.js';
import type { PlaceOrderInput } from './checkout.types.js';

afterEach(cleanup);

describe('CheckoutContainer (live machine, fake actors)', () => {
  it('reports begin_checkout once; the banner asks for sign-in; the edit link for the cart', async () => {
    const user = userEvent.setup();
    const onBeginCheckout = vi.fn();
    const onSignIn = vi.fn();
    const onEditCart = vi.fn();
    render(
      <CheckoutExample
        onBeginCheckout={onBeginCheckout}
        onSignIn={onSignIn}
        onEditCart={onEditCart}
      />,
    );
    expect(onBeginCheckout).toHaveBeenCalledExactlyOnceWith(SAMPLE_LINES);
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Editează coșul' }));
    expect(onEditCart).toHaveBeenCalledOnce();
  });

  it('a guest goes step by step and orders: onPlaced with the response and the path', async () => {
    const user = userEvent.setup();
    const onPlaced = vi.fn();
    render(<CheckoutExample onPlaced={onPlaced} />);
    await user.click(screen.getByRole('button', { name: 'Continuă' }));
    expect(screen.getByLabelText('Prenume')).toHaveAccessibleDescription('Câmp obligatoriu');
    await waitFor(() => expect(screen.getByLabelText('Prenume')).toHaveFocus());
    // Pasted rather than typed: each key re-renders the whole form, which is slow in jsdom (typed
    // key by key, this test took over five seconds on a loaded machine).
    await user.paste('Maria');
    await user.click(screen.getByLabelText('Telefon'));
    await user.paste('79555010');
    await user.click(screen.getByRole('button', { name: 'Continuă' }));
    expect(screen.getByText('Maria')).toBeVisible();
    await user.click(screen.getByLabelText('Adresa de livrare'));
    await user.paste('Chișinău, str. Mihai Eminescu 20');
    await user.click(screen.getByRole('button', { name: 'Continuă' }));
    await user.click(screen.getByRole('button', { name: 'Continuă' }));
    await user.click(screen.getByRole('checkbox', { name: /Sunt de acord/ }));
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() =>
      expect(onPlaced).toHaveBeenCalledWith(
        expect.objectContaining({ id: 1042 }),
        '/pages/ordering/1042',
      ),
    );
  });

  it(
    'each step moves focus to the heading of the next; after the last, to its own heading',
    {
      // Three steps of the whole form in jsdom: slow on a shared machine.
      timeout: 20_000,
    },
    async () => {
      const user = userEvent.setup();
      render(<CheckoutExample />);
      const heading = (name: string) =>
        screen.getByRole('heading', { level: 2, name: new RegExp(name) }).querySelector('button');
      // Pasted rather than typed: each key re-renders the whole form, which is slow in jsdom.
      await user.click(screen.getByLabelText('Prenume'));
      await user.paste('Maria');
      await user.click(screen.getByLabelText('Telefon'));
      await user.paste('79555010');
      await user.click(screen.getByRole('button', { name: 'Continuă' }));
      await waitFor(() => expect(heading('Livrare')).toHaveFocus());
      await user.click(screen.getByLabelText('Adresa de livrare'));
      await user.paste('Chișinău, str. Mihai Eminescu 20');
      await user.click(screen.getByRole('button', { name: 'Continuă' }));
      await waitFor(() => expect(heading('Plata')).toHaveFocus());
      // The payment step is the last: its form closes, and its heading keeps the focus.
      await user.click(screen.getByRole('button', { name: 'Continuă' }));
      await waitFor(() => expect(heading('Plata')).toHaveFocus());
      expect(screen.queryByRole('button', { name: 'Continuă' })).toBeNull();
    },
  );

  it('signed in: Save leaves focus on the section’s heading, its form gone', async () => {
    const user = userEvent.setup();
    render(<CheckoutExample profile={SAMPLE_PROFILE} />);
    await user.click(screen.getByRole('button', { name: /^Editează.*Date de contact/ }));
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Date de contact' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Salvează' })).toBeNull();
  });

  it('a refused order goes to the error page (onFailed)', async () => {
    const user = userEvent.setup();
    const onFailed = vi.fn();
    const failing = checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise<CreateOrderResponse, PlaceOrderInput>(() =>
          Promise.reject(new Error('down')),
        ),
        checkPromoCode: fakeCheckPromoCode,
      },
    });
    render(<CheckoutExample machine={failing} profile={SAMPLE_PROFILE} onFailed={onFailed} />);
    await user.click(screen.getByRole('checkbox', { name: /Sunt de acord/ }));
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith(expect.any(Error), '/pages/ordering-error'),
    );
  });

  it('products that ran out open the stock modal (onShortOfStock); the form stays usable', async () => {
    const user = userEvent.setup();
    const onShortOfStock = vi.fn();
    const onFailed = vi.fn();
    const problem = { detail: 'out_of_stock', products: [] };
    const short = checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise<CreateOrderResponse, PlaceOrderInput>(() =>
          Promise.reject(httpError(409, problem)),
        ),
        checkPromoCode: fakeCheckPromoCode,
      },
    });
    render(
      <CheckoutExample
        machine={short}
        profile={SAMPLE_PROFILE}
        onShortOfStock={onShortOfStock}
        onFailed={onFailed}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: /Sunt de acord/ }));
    const order = screen.getByRole('button', { name: 'Plasează comanda' });
    await user.click(order);
    await waitFor(() => expect(onShortOfStock).toHaveBeenCalledWith(problem));
    expect(onFailed).not.toHaveBeenCalled();
    await user.click(order);
    await waitFor(() => expect(onShortOfStock).toHaveBeenCalledTimes(2));
  });

  it('a sign-in on the page turns the guest form into the signed-in one, keeping its entries', async () => {
    const user = userEvent.setup();
    const onBeginCheckout = vi.fn();
    const { rerender } = render(<CheckoutExample onBeginCheckout={onBeginCheckout} />);
    await user.type(screen.getByLabelText('Prenume'), 'Maria');
    expect(screen.getByRole('button', { name: 'Intră în cont' })).toBeVisible();
    rerender(<CheckoutExample onBeginCheckout={onBeginCheckout} profile={SAMPLE_PROFILE} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Intră în cont' })).toBeNull());
    // Not a new checkout: begin_checkout is not reported again.
    expect(onBeginCheckout).toHaveBeenCalledOnce();
    expect(screen.getByText(/Maria/)).toBeVisible();
  });

  it('new lines reach the machine; leaving saves the abandoned order once', async () => {
    const calls: PlaceOrderInput[] = [];
    const recording = checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise<CreateOrderResponse, PlaceOrderInput>(({ input }) => {
          calls.push(input);
          return new Promise<CreateOrderResponse>(() => undefined);
        }),
        checkPromoCode: fakeCheckPromoCode,
      },
    });
    const { rerender, unmount } = render(
      <CheckoutExample machine={recording} profile={SAMPLE_PROFILE} />,
    );
    rerender(<CheckoutExample machine={recording} profile={SAMPLE_PROFILE} lines={SMALL_LINES} />);
    expect(screen.getByText('Livrare (se achită la primire)')).toBeInTheDocument();
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    unmount();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ is_abandoned: true, name: 'Ion' });
    expect(calls[0]?.body.order_products).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
