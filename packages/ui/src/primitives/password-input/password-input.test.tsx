// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { PasswordInput } from './password-input.js';

describe('PasswordInput', () => {
  afterEach(cleanup);

  it('is masked at first, with a toggle named "show"', () => {
    render(<PasswordInput label="Parola" />);
    expect(screen.getByLabelText('Parola')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Parola')).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Arată parola' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
  });

  it('toggles by keyboard: Tab to the toggle, Space shows, Enter masks again', async () => {
    const user = userEvent.setup();
    const onVisibleChange = vi.fn();
    render(
      <PasswordInput label="Parola" defaultValue="secret123" onVisibleChange={onVisibleChange} />,
    );
    await user.tab();
    expect(screen.getByLabelText('Parola')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Arată parola' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('Parola')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ascunde parola' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Ascunde parola' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Parola')).toHaveAttribute('type', 'password');
    expect(onVisibleChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is controlled by `visible`', async () => {
    const onVisibleChange = vi.fn();
    render(<PasswordInput label="Parola" visible={false} onVisibleChange={onVisibleChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Arată parola' }));
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    expect(screen.getByLabelText('Parola')).toHaveAttribute('type', 'password');
  });

  it('does not submit its form when toggled', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordInput label="Parola" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Arată parola' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the toggle in Russian', async () => {
    render(
      <I18nProvider locale="ru">
        <PasswordInput label="Пароль" />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(screen.getByRole('button', { name: 'Скрыть пароль' })).toBeInTheDocument();
  });

  it('has no axe violations, masked and shown', async () => {
    const { container } = render(
      <>
        <PasswordInput label="Parola" error="Prea scurtă" />
        <PasswordInput label="Confirmare" defaultVisible />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
