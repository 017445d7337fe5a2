// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useT } from '../../i18n/index.js';
import { PhoneInput, phoneState } from './phone-input.js';

function Controlled({ onValueChange }: { onValueChange: (masked: string) => void }) {
  const [phone, setPhone] = useState('');
  return (
    <PhoneInput
      label="Telefon"
      value={phone}
      onValueChange={(masked) => {
        setPhone(masked);
        onValueChange(masked);
      }}
    />
  );
}

function TranslatedError() {
  const { t } = useT();
  return <PhoneInput label="Телефон" defaultValue="069" error={t('validation.phone')} />;
}

describe('PhoneInput', () => {
  afterEach(cleanup);

  it('starts as +373, a tel field with tel autocomplete', () => {
    render(<PhoneInput label="Telefon" />);
    const field = screen.getByRole('textbox', { name: 'Telefon' });
    expect(field).toHaveValue('+373');
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('inputmode', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel');
    expect(field.closest('[data-slot="phone-input"]')).toHaveAttribute('data-state', 'empty');
  });

  it('masks typed digits and drops a 0 after the country code', async () => {
    const onValueChange = vi.fn();
    render(<PhoneInput label="Telefon" onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: 'Telefon' });
    await userEvent.type(field, '0');
    expect(field).toHaveValue('+373');
    await userEvent.type(field, '69123456');
    expect(field).toHaveValue('+373 (69) 123-456');
    expect(onValueChange).toHaveBeenLastCalledWith('+373 (69) 123-456');
    expect(field.closest('[data-slot="phone-input"]')).toHaveAttribute('data-state', 'complete');
    await userEvent.type(field, '7');
    expect(field).toHaveValue('+373 (69) 123-456');
  });

  it('masks a pasted number', () => {
    render(<PhoneInput label="Telefon" />);
    const field = screen.getByRole('textbox', { name: 'Telefon' });
    fireEvent.change(field, { target: { value: '+373 69 123 456' } });
    expect(field).toHaveValue('+373 (69) 123-456');
  });

  it('resets to +373 below 5 characters (Backspace)', async () => {
    render(<PhoneInput label="Telefon" defaultValue="+373 (6" />);
    const field = screen.getByRole('textbox', { name: 'Telefon' });
    expect(field).toHaveValue('+373 (6');
    await userEvent.type(field, '{Backspace}{Backspace}{Backspace}');
    expect(field).toHaveValue('+373');
  });

  it('reached with Tab (its +373 selected), the first digit typed follows the prefix', async () => {
    render(
      <>
        <button type="button">before</button>
        <PhoneInput label="Telefon" />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    const field = screen.getByRole('textbox', { name: 'Telefon' });
    expect(field).toHaveFocus();
    // What the browser does on Tab into a field: everything selected.
    (field as HTMLInputElement).setSelectionRange(0, 4);
    await user.keyboard('69123456');
    expect(field).toHaveValue('+373 (69) 123-456');
    // Selecting all and deleting still leaves the prefix.
    (field as HTMLInputElement).setSelectionRange(0, 17);
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('+373');
  });

  it('is controlled: onValueChange gets the masked text', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: 'Telefon' });
    expect(field).toHaveValue('+373');
    await userEvent.type(field, '79');
    expect(field).toHaveValue('+373 (79');
    expect(onValueChange).toHaveBeenLastCalledWith('+373 (79');
  });

  it('reports its fill state', () => {
    expect(phoneState('+373')).toBe('empty');
    expect(phoneState('+373 (69) 1')).toBe('partial');
    expect(phoneState('+373 (69) 123-456')).toBe('complete');
  });

  it('shows a translated error', () => {
    render(
      <I18nProvider locale="ru">
        <TranslatedError />
      </I18nProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Телефон' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Введите корректный номер телефона');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <PhoneInput label="Telefon" />
        <PhoneInput label="Telefon mobil" defaultValue="069" error="Număr invalid" />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
