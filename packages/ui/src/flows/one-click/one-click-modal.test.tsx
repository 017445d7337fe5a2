// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  ONE_CLICK_MODAL_STATES,
  OneClickModalExample,
} from './examples/one-click-modal.examples.js';

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { name: 'Cumpără într-un click' });
const inDialog = () => within(dialog());

describe('OneClickModal', () => {
  it.each(ONE_CLICK_MODAL_STATES)('has no axe violations: %s', async (state) => {
    render(<OneClickModalExample state={state} />);
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('shows the product, its chosen size, price, stock, fields and the total', () => {
    render(<OneClickModalExample state="fresh" />);
    expect(dialog()).toHaveAccessibleDescription(/vă sunăm noi/);
    expect(inDialog().getByText('Bormașină cu acumulator Bosch GSR 12V-15')).toBeInTheDocument();
    expect(inDialog().getByText('12 V')).toBeInTheDocument();
    expect(inDialog().getByText('În stoc: 14')).toBeInTheDocument();
    expect(inDialog().getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(1);
    expect(inDialog().getByLabelText('Nume')).toHaveAttribute('autocomplete', 'name');
    expect(inDialog().getByLabelText('Telefon')).toHaveValue('+373');
    expect(inDialog().getByText('Total').nextSibling).toHaveTextContent('1.299 lei');
  });

  it('focuses the name field when it opens', async () => {
    render(<OneClickModalExample state="fresh" />);
    await waitFor(() => expect(inDialog().getByLabelText('Nume')).toHaveFocus());
  });

  it('sends edits, counter changes and the submit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onQuantityChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <OneClickModalExample
        state="fresh"
        onChange={onChange}
        onQuantityChange={onQuantityChange}
        onSubmit={onSubmit}
      />,
    );
    await user.type(inDialog().getByLabelText('Nume'), 'A');
    expect(onChange).toHaveBeenCalledWith('name', 'A');
    await user.click(inDialog().getByRole('button', { name: 'Mărește cantitatea' }));
    expect(onQuantityChange).toHaveBeenCalledWith(2);
    await user.click(inDialog().getByRole('button', { name: 'Trimite comanda' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('errors after a submit: each field with its message, the first one focused', async () => {
    const user = userEvent.setup();
    render(<OneClickModalExample state="errors" />);
    const name = inDialog().getByLabelText('Nume');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/cel puțin 2/);
    expect(inDialog().getByLabelText('Telefon')).toHaveAttribute('aria-invalid', 'true');
    await user.click(inDialog().getByRole('button', { name: 'Trimite comanda' }));
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('pending: fields read-only, the button busy and ignored', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<OneClickModalExample state="pending" onSubmit={onSubmit} />);
    expect(inDialog().getByLabelText('Nume')).toHaveAttribute('readonly');
    expect(inDialog().getByRole('group', { name: 'Cantitate' })).toHaveAttribute('data-disabled');
    const button = inDialog().getByRole('button', { name: /Trimite comanda/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('at the stock plus is hidden', () => {
    render(<OneClickModalExample state="atStock" />);
    expect(inDialog().getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(3);
    expect(inDialog().queryByRole('button', { name: 'Mărește cantitatea' })).toBeNull();
  });

  it('a promotion shows the new price and the old one struck through', () => {
    render(<OneClickModalExample state="promotion" />);
    expect(inDialog().getByText('1.150 lei').closest('s')).not.toBeNull();
  });

  it('a lost answer shows its message and the retry hint in an alert', () => {
    render(<OneClickModalExample state="failed" />);
    expect(inDialog().getByRole('alert')).toHaveTextContent(
      /Nu există conexiune.*apăsați din nou „Trimite comanda”/,
    );
  });

  it('a refusal shows its message without the retry hint', () => {
    render(<OneClickModalExample state="failed" failure="out_of_stock" />);
    expect(inDialog().getByRole('alert')).not.toHaveTextContent('apăsați din nou');
  });

  it('without stock says so and disables the counter', () => {
    render(<OneClickModalExample state="outOfStock" />);
    expect(inDialog().getByText('Produsul nu mai este în stoc.')).toBeInTheDocument();
    expect(inDialog().getByRole('spinbutton', { name: 'Cantitate' })).toBeDisabled();
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <OneClickModalExample state="fresh" />
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Купить в один клик' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить заказ' })).toBeInTheDocument();
  });
});
