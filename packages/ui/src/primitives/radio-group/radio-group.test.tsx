// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useT } from '../../i18n/index.js';
import { RadioGroup, type RadioOption } from './radio-group.js';

const options: readonly RadioOption[] = [
  { value: 'courier', label: 'Curier', description: 'A doua zi' },
  { value: 'pickup', label: 'Ridicare' },
  { value: 'post', label: 'Poștă', disabled: true },
];

function TranslatedError() {
  const { t } = useT();
  return <RadioGroup label="Доставка" options={options} error={t('validation.required')} />;
}

describe('RadioGroup', () => {
  afterEach(cleanup);

  it('is a radiogroup named by its label, with radios named by their labels', () => {
    render(<RadioGroup label="Livrare" options={options} />);
    const group = screen.getByRole('radiogroup', { name: 'Livrare' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Curier' })).toHaveAccessibleDescription('A doua zi');
    expect(screen.getByRole('radio', { name: 'Poștă' })).toBeDisabled();
    const names = new Set(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name')));
    expect(names.size).toBe(1);
  });

  it('chooses by click (uncontrolled) and reports the value', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Livrare" options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Ridicare'));
    expect(screen.getByRole('radio', { name: 'Ridicare' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('pickup');
    expect(
      screen.getByRole('radio', { name: 'Ridicare' }).closest('[data-slot="radio-group-item"]'),
    ).toHaveAttribute('data-state', 'checked');
  });

  it('moves the selection with arrow keys, skipping disabled options', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Livrare"
        options={options}
        defaultValue="courier"
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Curier' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Ridicare' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('pickup');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Curier' })).toBeChecked();
  });

  it('is controlled by `value`', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Livrare"
        options={options}
        value="courier"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Ridicare' }));
    expect(onValueChange).toHaveBeenCalledWith('pickup');
    expect(screen.getByRole('radio', { name: 'Curier' })).toBeChecked();
  });

  it('shows a translated error on the group', () => {
    render(
      <I18nProvider locale="ru">
        <TranslatedError />
      </I18nProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Доставка' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Обязательное поле');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <RadioGroup label="Livrare" options={options} defaultValue="courier" variant="card" />
        <RadioGroup label="Plata" options={options} error="Obligatoriu" />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
