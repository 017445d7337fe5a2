// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  UNIT_PICKER_MODAL_STATES,
  UnitPickerModalExample,
} from './examples/unit-picker-modal.examples.js';

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { name: 'Adăugare în coș' });
const inDialog = () => within(dialog());
const radios = () => inDialog().getAllByRole('radio');

describe('UnitPickerModal', () => {
  it.each(UNIT_PICKER_MODAL_STATES)('has no axe violations: %s', async (state) => {
    render(<UnitPickerModalExample state={state} />);
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('offers the units with their coefficient and price, the piece chosen', () => {
    render(<UnitPickerModalExample state="pieces" />);
    expect(dialog()).toHaveAccessibleDescription('Balama pentru mobilă, aplicată, 35 mm');
    const group = inDialog().getByRole('radiogroup', { name: 'Unitatea de vânzare' });
    expect(within(group).getByRole('radio', { name: 'Buc' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Set (6 buc.)' })).toHaveAccessibleDescription(
      /^85,20\slei$/,
    );
    expect(within(group).getByRole('radio', { name: 'Cutie (12 buc.)' })).not.toBeChecked();
    expect(inDialog().getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(4);
    expect(inDialog().getByText('4 buc. în total')).toBeInTheDocument();
    expect(inDialog().getByText('Total').nextSibling).toHaveTextContent('56,80 lei');
  });

  it('reports a unit choice, a counter change and Add', async () => {
    const user = userEvent.setup();
    const onUnitChange = vi.fn();
    const onQuantityChange = vi.fn();
    const onAdd = vi.fn();
    render(
      <UnitPickerModalExample
        state="pieces"
        onUnitChange={onUnitChange}
        onQuantityChange={onQuantityChange}
        onAdd={onAdd}
      />,
    );
    await user.click(inDialog().getByRole('radio', { name: 'Cutie (12 buc.)' }));
    expect(onUnitChange).toHaveBeenCalledWith(31);
    await user.click(inDialog().getByRole('button', { name: 'Mărește cantitatea' }));
    expect(onQuantityChange).toHaveBeenCalledWith(5);
    await user.click(inDialog().getByRole('button', { name: 'Adaugă în coș' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('a box: the pieces it holds and the box price', () => {
    render(<UnitPickerModalExample state="box" />);
    expect(inDialog().getByRole('radio', { name: 'Cutie (12 buc.)' })).toBeChecked();
    expect(inDialog().getByText('12 buc. în total')).toBeInTheDocument();
    expect(inDialog().getByText('Preț pe unitate').nextSibling).toHaveTextContent('170,40 lei');
  });

  it('only the units from angro_min_sale_unit', () => {
    render(<UnitPickerModalExample state="boxOnly" />);
    expect(radios()).toHaveLength(1);
  });

  it('at the cap of 100 plus is hidden', () => {
    render(<UnitPickerModalExample state="cap" />);
    expect(inDialog().getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(100);
    expect(inDialog().queryByRole('button', { name: 'Mărește cantitatea' })).toBeNull();
  });

  it('warns when the pieces pass the stock', () => {
    render(<UnitPickerModalExample state="overStock" />);
    expect(inDialog().getByText('În stoc sunt doar 480 buc.')).toBeInTheDocument();
  });

  it('the manager discount lowers the wholesale price', () => {
    render(<UnitPickerModalExample state="discount" />);
    // A set of 6 at 14,20 lei less 10 %: 76,68 lei; two sets.
    expect(inDialog().getByText('Total').nextSibling).toHaveTextContent('153,36 lei');
  });

  it('nothing offered: a message and a disabled button', () => {
    render(<UnitPickerModalExample state="none" />);
    expect(inDialog().getByRole('status')).toHaveTextContent('nu se vinde angro');
    expect(inDialog().queryByRole('radio')).toBeNull();
    expect(inDialog().getByRole('button', { name: 'Adaugă în coș' })).toBeDisabled();
  });

  it("speaks English (unit names are the shop's own)", () => {
    render(
      <I18nProvider locale="en">
        <UnitPickerModalExample state="box" />
      </I18nProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Cutie (12 pcs)' })).toBeInTheDocument();
  });
});
