// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useT } from '../../i18n/index.js';
import { Input } from './input.js';

function TranslatedRequired() {
  const { t } = useT();
  return <Input label="Имя" error={t('validation.required')} />;
}

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Input
      label="Nume"
      value={value}
      onValueChange={(next) => {
        setValue(next.toUpperCase());
        onValueChange(next);
      }}
    />
  );
}

describe('Input', () => {
  afterEach(cleanup);

  it('is a textbox named by its label', () => {
    render(<Input label="Nume" />);
    const field = screen.getByRole('textbox', { name: 'Nume' });
    expect(field).toHaveAttribute('type', 'text');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
    expect(field.closest('[data-slot="input"]')).toHaveAttribute('data-state', 'valid');
  });

  it('describes the field by its hint and its error, and marks it invalid', () => {
    render(<Input label="E-mail" hint="Pentru confirmare" error="E-mail invalid" />);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Pentru confirmare E-mail invalid');
    expect(field).toHaveAttribute('data-state', 'invalid');
  });

  it('marks a required field before any error: an asterisk seen, "required" heard', () => {
    render(<Input label="Nume" required />);
    const field = screen.getByRole('textbox', { name: 'Nume' });
    expect(field).toBeRequired();
    const mark = document.querySelector('[data-slot="required-mark"]');
    expect(mark).toHaveTextContent('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    cleanup();
    render(<Input label="Nume" />);
    expect(screen.getByRole('textbox', { name: 'Nume' })).not.toBeRequired();
    expect(document.querySelector('[data-slot="required-mark"]')).toBeNull();
  });

  it('works uncontrolled: typing updates the text and calls onValueChange', async () => {
    const onValueChange = vi.fn();
    render(<Input label="Nume" defaultValue="A" onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: 'Nume' });
    await userEvent.type(field, 'na');
    expect(field).toHaveValue('Ana');
    expect(onValueChange).toHaveBeenLastCalledWith('Ana');
  });

  it('works controlled: shows the value it is given', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: 'Nume' });
    await userEvent.type(field, 'ab');
    expect(field).toHaveValue('AB');
  });

  it('is skipped by Tab when disabled', async () => {
    render(
      <>
        <Input label="Unu" disabled />
        <Input label="Doi" />
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Doi' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Unu' })).toBeDisabled();
  });

  it('shows a translated error', () => {
    render(
      <I18nProvider locale="ru">
        <TranslatedRequired />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveAccessibleDescription(
      'Обязательное поле',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Input label="Nume" hint="Ca în buletin" />
        <Input label="E-mail" error="E-mail invalid" />
        <Input label="Oraș" disabled />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
