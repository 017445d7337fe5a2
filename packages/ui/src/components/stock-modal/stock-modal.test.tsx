// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { ModalStackProvider, useModalStack } from '../../primitives/modal/index.js';
import {
  SHORT_LINE,
  STOCK_MODAL_STATES,
  StockModalExample,
  stockModalLines,
} from './examples/stock-modal.examples.js';
import { StockModal } from './stock-modal.js';

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { name: 'Stoc insuficient' });

describe('StockModal', () => {
  it.each(STOCK_MODAL_STATES)('has no axe violations: %s', async (state) => {
    render(<StockModalExample state={state} />);
    await screen.findByRole('dialog');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('a dialog named and described, a line with the quantity asked and the one available', () => {
    render(<StockModalExample state="one" />);
    expect(dialog()).toHaveAccessibleDescription(
      'Unele produse nu sunt disponibile în cantitatea dorită.',
    );
    const [line] = within(dialog()).getAllByRole('listitem');
    expect(line).toHaveTextContent(SHORT_LINE.name);
    // The unit's label ('Buc') as a word of the sentence.
    expect(line).toHaveTextContent('Ați cerut:5 buc');
    expect(line).toHaveTextContent('Disponibil:2 buc');
    expect(line).toHaveAttribute('data-state', 'short');
  });

  it('out of stock: the badge and a note that the line leaves the cart', () => {
    render(<StockModalExample state="outOfStock" />);
    const [line] = within(dialog()).getAllByRole('listitem');
    expect(line).toHaveAttribute('data-state', 'out');
    expect(line).toHaveTextContent('Disponibil:Stoc epuizat');
    expect(line).toHaveTextContent('Va fi scos din coș');
  });

  it('several lines, a unit-less one shows bare numbers', () => {
    render(<StockModalExample state="several" />);
    const lines = within(dialog()).getAllByRole('listitem');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toHaveTextContent('Ați cerut:12 set');
    expect(lines[3]).toHaveTextContent('Ați cerut:4');
    expect(lines[3]).toHaveTextContent('Disponibil:1');
  });

  it('accept: the available quantities (0 to remove), the modal closes, no onClose', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const onClose = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <StockModalExample
        state="several"
        onAccept={onAccept}
        onClose={onClose}
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Folosește cantitățile disponibile' }));
    expect(onAccept).toHaveBeenCalledExactlyOnceWith([
      { id: 501, quantity: 2 },
      { id: 502, quantity: 0 },
      { id: 503, quantity: 7 },
      { id: 504, quantity: 1 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('back to cart, Escape and the close button: onClose, nothing accepted', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const onClose = vi.fn();
    const { unmount } = render(
      <StockModalExample state="one" onAccept={onAccept} onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: 'Înapoi la coș' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
    unmount();

    render(<StockModalExample state="one" onAccept={onAccept} onClose={onClose} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(2);
    cleanup();

    render(<StockModalExample state="one" onAccept={onAccept} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Închide' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('focus goes into the modal on open', async () => {
    render(<StockModalExample state="one" />);
    await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
  });

  it('joins the modal stack by id: open while in the stack, closed by its buttons', async () => {
    const user = userEvent.setup();
    let api: ReturnType<typeof useModalStack> | null = null;
    function Grab() {
      api = useModalStack();
      return null;
    }
    const onAccept = vi.fn();
    render(
      <ModalStackProvider>
        <Grab />
        <StockModal id="stock" lines={stockModalLines('one')} onAccept={onAccept} />
      </ModalStackProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => api?.open('stock'));
    await screen.findByRole('dialog', { name: 'Stoc insuficient' });
    await user.click(screen.getByRole('button', { name: 'Folosește cantitățile disponibile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onAccept).toHaveBeenCalledOnce();
    expect(api!.stack).toEqual([]);
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <StockModalExample state="outOfStock" />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('dialog', { name: 'Недостаточно товара на складе' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Взять доступное количество' })).toBeInTheDocument();
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
  });
});
