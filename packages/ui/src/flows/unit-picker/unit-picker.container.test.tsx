// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnitPickerExample } from './examples/unit-picker.examples.js';
import { UNIT_HINGE } from './examples/unit-picker.samples.js';

afterEach(cleanup);

const dialog = () => within(screen.getByRole('dialog', { name: 'Adăugare în coș' }));
const openFor = async (user: ReturnType<typeof userEvent.setup>, index = 0) => {
  await user.click(screen.getAllByRole('button', { name: /^Adaugă în coș: / })[index]!);
  return dialog();
};

describe('UnitPicker (container)', () => {
  it('opens at the usual quantity; another unit resets it to 1; Add adds and closes', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<UnitPickerExample onAdd={onAdd} />);
    const modal = await openFor(user);
    expect(modal.getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(4);
    await user.click(modal.getByRole('radio', { name: 'Cutie (12 buc.)' }));
    expect(modal.getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(1);
    await user.click(modal.getByRole('button', { name: 'Mărește cantitatea' }));
    expect(modal.getByText('24 buc. în total')).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Adaugă în coș' }));
    expect(onAdd).toHaveBeenCalledWith({
      product: UNIT_HINGE,
      unit: { id: 31, name: 'Cutie', name_cod: 200, coef: 12 },
      quantity: 2,
      attributes: [],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('cart')).toHaveTextContent('2 × Cutie (12 buc.)');
  });

  it('a new opening starts afresh; Escape closes without adding', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<UnitPickerExample onAdd={onAdd} />);
    let modal = await openFor(user);
    await user.click(modal.getByRole('radio', { name: 'Set (6 buc.)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    modal = await openFor(user, 1);
    expect(modal.getAllByRole('radio')).toHaveLength(1);
    expect(modal.getByRole('radio', { name: 'Cutie (12 buc.)' })).toBeChecked();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('applies the manager discount', async () => {
    const user = userEvent.setup();
    render(<UnitPickerExample managerDiscount={10} />);
    const modal = await openFor(user);
    // Four pieces at 12,78 lei.
    expect(modal.getByText('Total').nextSibling).toHaveTextContent('51,12 lei');
  });
});
