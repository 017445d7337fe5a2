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

afterEach(cleanup);

const rows = () =>
  within(screen.getByRole('table', { name: 'Produsele comenzii' })).getAllByRole('row');

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
