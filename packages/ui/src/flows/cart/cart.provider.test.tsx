// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, ToastArea, ToastProvider } from '../../primitives/toast/index.js';
import { createCallGate } from '../../lib/call-gate.js';
import { CartPanelContainer } from './cart-panel.container.js';
import { CART_SHOP, CartExample, demoCartMachine } from './examples/cart.examples.js';
import { cartLine, DRILL, HANDLE, HOSE, LADDER } from './examples/cart.samples.js';
import { CartProvider, useCart, useCartCount, useCartOpen } from './cart.provider.js';
import type { CartMachineInput } from './cart.machine.js';

afterEach(cleanup);

const visitor = (items: { productId: number; quantity: number }[] = []): CartMachineInput => ({
  initial: { mode: 'visitor', items },
});

const addButtons = () => screen.getAllByRole('button', { name: 'Adaugă în coș' });

describe('one cart actor for the header, the listing, the panel and the toasts', () => {
  it('has no axe violations', async () => {
    const { container } = render(<CartExample input={visitor()} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('an add: the count moves, the storefront stores, the toast’s Cart button opens the panel', async () => {
    const user = userEvent.setup();
    const onVisitorCartChanged = vi.fn();
    const onAdded = vi.fn();
    render(
      <CartExample
        input={visitor()}
        onVisitorCartChanged={onVisitorCartChanged}
        onAdded={onAdded}
      />,
    );
    await waitFor(() => expect(addButtons()).toHaveLength(4));
    await user.click(addButtons()[0]!);
    expect(screen.getByRole('button', { name: 'Coș, un produs' })).toBeInTheDocument();
    expect(onVisitorCartChanged).toHaveBeenCalledWith([{ productId: DRILL.id, quantity: 1 }]);
    expect(onAdded).toHaveBeenCalledWith(CART_SHOP[0], 'added');
    const toasts = within(screen.getByRole('region', { name: 'Notificări' }));
    expect(toasts.getByText('Produsul a fost adăugat în coș')).toBeInTheDocument();
    await user.click(toasts.getByRole('button', { name: 'Coș' }));
    const panel = await screen.findByRole('dialog', { name: 'Coșul de cumpărături un produs' });
    await waitFor(() =>
      expect(within(panel).getByRole('link', { name: DRILL.name })).toBeInTheDocument(),
    );
    // Its work done, the toast goes (it would cover the panel's total bar).
    await waitFor(() => expect(toasts.queryByText('Produsul a fost adăugat în coș')).toBeNull());
  });

  it('the stock reached: the toast says so', async () => {
    const user = userEvent.setup();
    render(<CartExample input={visitor([{ productId: LADDER.id, quantity: 3 }])} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Coș, 3 produse' })).toBeVisible(),
    );
    await user.click(addButtons()[3]!);
    expect(
      await screen.findByText('Ați ajuns la stocul disponibil pentru acest produs'),
    ).toBeInTheDocument();
  });

  it('revalidation takes out a product no longer sold, with a toast', async () => {
    const onInvalidRemoved = vi.fn();
    render(
      <CartExample
        machine={demoCartMachine({ invalidIds: [DRILL.id] })}
        input={visitor([
          { productId: DRILL.id, quantity: 1 },
          { productId: HANDLE.id, quantity: 2 },
        ])}
        onInvalidRemoved={onInvalidRemoved}
      />,
    );
    expect(
      await screen.findByText('Un produs nu mai este disponibil și a fost scos din coș'),
    ).toBeInTheDocument();
    expect(onInvalidRemoved).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Coș, 2 produse' })).toBeInTheDocument();
  });

  it('signed in: a change blocks the panel until the server answers', async () => {
    const user = userEvent.setup();
    const lines = [cartLine(HANDLE, 1, { id: 1 })];
    const gate = createCallGate();
    render(
      <CartExample
        machine={demoCartMachine({ account: lines, gate })}
        input={{ initial: { mode: 'account', lines } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Coș, un produs' }));
    const panel = await screen.findByRole('dialog');
    const plus = await within(panel).findByRole('button', { name: 'Mărește cantitatea' });
    // The server answers only once the blocked panel has been seen.
    gate.hold();
    await user.click(plus);
    expect(within(panel).getByRole('spinbutton')).toHaveValue(2);
    expect(within(panel).getByText('Se actualizează coșul…')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mărește cantitatea' })).toBeDisabled();
    gate.release();
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Mărește cantitatea' })).toBeEnabled(),
    );
    expect(screen.getByRole('dialog', { name: 'Coșul de cumpărături 2 produse' })).toBeVisible();
  });

  it('signed in: a refused change shows an error toast and reloads the cart', async () => {
    const user = userEvent.setup();
    const onUpdateFailed = vi.fn();
    const lines = [cartLine(HANDLE, 1, { id: 1 })];
    render(
      <CartExample
        machine={demoCartMachine({ account: lines, failUpdates: true })}
        input={{ initial: { mode: 'account', lines } }}
        onUpdateFailed={onUpdateFailed}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Coș, un produs' }));
    const panel = await screen.findByRole('dialog');
    await user.click(await within(panel).findByRole('button', { name: 'Mărește cantitatea' }));
    expect(
      await screen.findByText('Nu am putut actualiza coșul. Încercați din nou.'),
    ).toBeInTheDocument();
    expect(onUpdateFailed).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(panel).getByRole('spinbutton')).toHaveValue(1));
  });

  it('a route change closes the panel', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<CartExample input={visitor()} currentUrl="/" />);
    await user.click(screen.getByRole('button', { name: 'Coș' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    rerender(<CartExample input={visitor()} currentUrl="/pages/sales" />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the empty panel’s start-shopping link closes it', async () => {
    const user = userEvent.setup();
    render(<CartExample input={visitor()} />);
    await user.click(screen.getByRole('button', { name: 'Coș' }));
    const start = await screen.findByRole('link', { name: 'Începeți cumpărăturile' });
    await user.click(start);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('hooks', () => {
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <ToastProvider store={createToastStore({ durationMs: Infinity })}>
        <CartProvider machine={demoCartMachine()} input={visitor()}>
          {children}
          <CartPanelContainer currentUrl="/" animated={false} />
        </CartProvider>
        <ToastArea animated={false} />
      </ToastProvider>
    );
  }

  it('useCart adds, opens and closes; useCartCount and useCartOpen follow', () => {
    const { result } = renderHook(
      () => ({ cart: useCart(), count: useCartCount(), open: useCartOpen() }),
      { wrapper },
    );
    act(() => result.current.cart.add(HANDLE, { quantity: 2 }));
    expect(result.current.count).toBe(2);
    expect(result.current.cart.rows[0]).toMatchObject({ productId: HANDLE.id, quantity: 2 });
    act(() => result.current.cart.add(HOSE));
    expect(screen.getByText('Acest produs nu mai este în stoc')).toBeInTheDocument();
    act(() => result.current.cart.open());
    expect(result.current.open).toBe(true);
    act(() => result.current.cart.close());
    expect(result.current.open).toBe(false);
  });

  it('useCart outside a CartProvider throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCart())).toThrow(/no CartProvider/);
    vi.restoreAllMocks();
  });
});
