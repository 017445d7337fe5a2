// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  FAST_ORDER_PAGE_STATES,
  FastOrderPageExample,
} from './examples/fast-order-page.examples.js';
import { FAST_ORDER_LINES } from './examples/fast-order.samples.js';

afterEach(cleanup);

const rows = () =>
  within(screen.getByRole('table', { name: 'Produsele comenzii' })).getAllByRole('row');

const [DRILL, HINGE, GRINDER] = FAST_ORDER_LINES;
const quantityOf = (name: string) =>
  screen.getByRole('spinbutton', { name: `Cantitatea pentru ${name}` });
const removeOf = (name: string) =>
  screen.getByRole('button', { name: `Șterge ${name} din comandă` });

describe('FastOrderPage', () => {
  it.each(FAST_ORDER_PAGE_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<FastOrderPageExample state={state} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('a region named by its heading with a table of the lines', () => {
    render(<FastOrderPageExample state="fresh" />);
    expect(screen.getByRole('region', { name: 'Comandă rapidă' })).toBeInTheDocument();
    const [header, drill, hinge, grinder] = rows();
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Produs', 'Unitate', 'Cantitate', 'Preț unitar', 'Total']);
    expect(within(drill!).getByRole('rowheader')).toHaveTextContent('Bormașină');
    expect(hinge).toHaveTextContent('Cutie (12 buc.)');
    expect(hinge).toHaveTextContent('Nichel');
    expect(hinge).toHaveTextContent('170,40 lei');
    expect(hinge).toHaveTextContent('511,20 lei');
    // No unit: a plain piece.
    expect(grinder).toHaveTextContent('buc.');
    expect(screen.getByText('De plată').nextSibling).toHaveTextContent('3.558,20 lei');
    expect(screen.queryByText('Fără reducere')).toBeNull();
  });

  it('each line has a labelled quantity stepper and a remove button', () => {
    render(<FastOrderPageExample state="fresh" />);
    const [, ...lineRows] = rows();
    for (const [index, line] of FAST_ORDER_LINES.entries()) {
      const row = lineRows[index]!;
      expect(within(row).getByRole('rowheader')).toHaveTextContent(line.name);
      expect(within(row).getByRole('group', { name: `Cantitatea pentru ${line.name}` })).toBe(
        quantityOf(line.name).closest('[role="group"]'),
      );
      expect(quantityOf(line.name)).toHaveValue(line.quantity);
      expect(within(row).getByRole('button', { name: `Șterge ${line.name} din comandă` })).toBe(
        removeOf(line.name),
      );
    }
    // The most units are core's for a manager: the wholesale stock in whole units.
    expect(quantityOf(HINGE!.name)).toHaveAttribute('max', '40');
    expect(quantityOf(GRINDER!.name)).toHaveAttribute('max', '22');
  });

  it('sends a line’s new quantity by its key, from the buttons and the keyboard', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    render(<FastOrderPageExample state="fresh" onQuantityChange={onQuantityChange} />);
    await user.click(within(rows()[1]!).getByRole('button', { name: 'Mărește cantitatea' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(DRILL!.key, 3);
    const hinge = quantityOf(HINGE!.name);
    await user.click(hinge);
    await user.keyboard('{ArrowDown}');
    expect(onQuantityChange).toHaveBeenLastCalledWith(HINGE!.key, 2);
    // Typed, then Enter: kept within the line's 22 grinders.
    const grinder = quantityOf(GRINDER!.name);
    await user.clear(grinder);
    await user.type(grinder, '500{Enter}');
    expect(onQuantityChange).toHaveBeenLastCalledWith(GRINDER!.key, 22);
  });

  it('at the bounds: minus is off at 1 and plus gone at the most units', () => {
    render(<FastOrderPageExample state="limits" />);
    const [, drill, hinge] = rows();
    expect(quantityOf(DRILL!.name)).toHaveValue(1);
    expect(within(drill!).getByRole('button', { name: 'Micșorează cantitatea' })).toBeDisabled();
    expect(quantityOf(HINGE!.name)).toHaveValue(40);
    expect(within(hinge!).queryByRole('button', { name: 'Mărește cantitatea' })).toBeNull();
    // 40 boxes of 12 at 14,20 lei.
    expect(hinge).toHaveTextContent('6.816 lei');
  });

  it('removes a line by its key, from a click or the keyboard', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<FastOrderPageExample state="fresh" onRemove={onRemove} />);
    await user.click(removeOf(HINGE!.name));
    expect(onRemove).toHaveBeenLastCalledWith(HINGE!.key);
    removeOf(GRINDER!.name).focus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenLastCalledWith(GRINDER!.key);
    await user.keyboard(' ');
    expect(onRemove).toHaveBeenCalledTimes(3);
  });

  it('while the cart saves a change the lines’ controls wait', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<FastOrderPageExample state="linesPending" onRemove={onRemove} />);
    for (const line of FAST_ORDER_LINES) {
      expect(quantityOf(line.name)).toBeDisabled();
      expect(quantityOf(line.name).closest('[role="group"]')).toHaveAttribute('aria-busy', 'true');
      expect(removeOf(line.name)).toBeDisabled();
    }
    await user.click(removeOf(DRILL!.name));
    expect(onRemove).not.toHaveBeenCalled();
    // The client's form is not held.
    expect(screen.getByLabelText('Numele clientului')).not.toHaveAttribute('readonly');
  });

  it('with a discount: the lower prices, the total before it and what it takes off', () => {
    render(<FastOrderPageExample state="discount" />);
    expect(screen.getByLabelText('Reducere, %')).toHaveValue('10');
    expect(screen.getByLabelText('Reducere, %')).toHaveAccessibleDescription(/prețului angro/);
    expect(rows()[2]).toHaveTextContent('153,36 lei');
    // The promotion price stays.
    expect(rows()[3]).toHaveTextContent('949 lei');
    expect(screen.getByText('Fără reducere').nextSibling).toHaveTextContent('3.558,20 lei');
    expect(screen.getByText('Reducere (10 %)').nextSibling).toHaveTextContent('−260,92 lei');
    expect(screen.getByText('De plată').nextSibling).toHaveTextContent('3.297,28 lei');
  });

  it('sends the discount as typed, an empty field as 0', async () => {
    const user = userEvent.setup();
    const onDiscountChange = vi.fn();
    render(<FastOrderPageExample state="fresh" onDiscountChange={onDiscountChange} />);
    const field = screen.getByLabelText('Reducere, %');
    await user.clear(field);
    expect(onDiscountChange).toHaveBeenLastCalledWith(0);
    await user.type(field, '7,5');
    expect(field).toHaveValue('7,5');
    expect(onDiscountChange).toHaveBeenLastCalledWith(7.5);
  });

  it('sends client edits and the submit; errors focus the first invalid field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(<FastOrderPageExample state="errors" onChange={onChange} onSubmit={onSubmit} />);
    const name = screen.getByLabelText('Numele clientului');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Telefonul clientului')).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'A');
    expect(onChange).toHaveBeenCalledWith('name', 'A');
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('pending: read-only and the button ignored', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<FastOrderPageExample state="pending" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Reducere, %')).toHaveAttribute('readonly');
    for (const line of FAST_ORDER_LINES) {
      expect(quantityOf(line.name)).toBeDisabled();
      expect(removeOf(line.name)).toBeDisabled();
    }
    await user.click(screen.getByRole('button', { name: /Plasează comanda/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a failure shows in an alert with the retry hint', () => {
    render(<FastOrderPageExample state="failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/Nu există conexiune.*din nou/);
  });

  it('empty: tells the manager to add products, no form', () => {
    render(<FastOrderPageExample state="empty" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Coșul este gol' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Plasează comanda' })).toBeNull();
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <FastOrderPageExample state="discount" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Быстрый заказ' })).toBeInTheDocument();
    expect(screen.getByText('Cutie (12 шт.)')).toBeInTheDocument();
  });
});
