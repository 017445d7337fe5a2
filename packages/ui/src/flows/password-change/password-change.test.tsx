// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  PASSWORD_CHANGE_STATES,
  PasswordChangeExample,
  PasswordChangeFormExample,
  SAMPLE_CURRENT_PASSWORD,
} from './examples/password-change.examples.js';

afterEach(cleanup);

const current = () => screen.getByLabelText('Parola actuală');
const fresh = () => screen.getByLabelText('Parola nouă');
const confirm = () => screen.getByLabelText('Confirmați parola nouă');
const submit = () => screen.getByRole('button', { name: /Schimbă parola|Se schimbă parola/ });

describe('PasswordChangeForm', () => {
  it.each(PASSWORD_CHANGE_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<PasswordChangeFormExample state={state} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('three password fields, each with a show/hide toggle, filled by the browser’s manager', () => {
    render(<PasswordChangeFormExample state="empty" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Securitate');
    expect(current()).toHaveAttribute('autocomplete', 'current-password');
    expect(fresh()).toHaveAttribute('autocomplete', 'new-password');
    expect(fresh()).toHaveAccessibleDescription('Cel puțin 8 caractere.');
    expect(confirm()).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Arată parola' })).toHaveLength(3);
  });

  it('after a submit each field says what is wrong', () => {
    render(<PasswordChangeFormExample state="invalid" />);
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(current()).toHaveAccessibleDescription(/obligatoriu/i);
    expect(fresh()).toHaveAccessibleDescription(/8/);
    expect(confirm()).toHaveAccessibleDescription(/coincid/i);
  });

  it('types and submits; focus goes to the first invalid field', async () => {
    const user = userEvent.setup();
    const onFieldChange = vi.fn();
    const onSubmit = vi.fn();
    const { rerender } = render(
      <PasswordChangeFormExample state="empty" onFieldChange={onFieldChange} onSubmit={onSubmit} />,
    );
    await user.type(current(), 'a');
    expect(onFieldChange).toHaveBeenLastCalledWith('currentPassword', 'a');
    rerender(
      <PasswordChangeFormExample
        state="invalid"
        onFieldChange={onFieldChange}
        onSubmit={onSubmit}
      />,
    );
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(current()).toHaveFocus());
  });

  it('busy: the button says so and a second press sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PasswordChangeFormExample state="busy" onSubmit={onSubmit} />);
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(current()).toHaveAttribute('readonly');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a wrong current password under its field; a rate limit under the form', () => {
    render(<PasswordChangeFormExample state="wrongCurrent" />);
    expect(current()).toHaveAccessibleDescription('Parola actuală nu este corectă.');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    render(<PasswordChangeFormExample state="rateLimited" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/Prea multe încercări/);
  });

  it.each([
    ['en', 'Current password', 'Change password'],
    ['ru', 'Текущий пароль', 'Сменить пароль'],
  ] as const)('speaks %s', (locale, label, button) => {
    render(
      <I18nProvider locale={locale}>
        <PasswordChangeFormExample state="empty" />
      </I18nProvider>,
    );
    expect(screen.getByLabelText(label)).toBeVisible();
    expect(screen.getByRole('button', { name: button })).toBeVisible();
  });

  it('renders on the server', () => {
    expect(renderToString(<PasswordChangeFormExample state="empty" />)).toContain(
      'current-password',
    );
  });
});

describe('PasswordChange (wired)', () => {
  it('a wrong current password is said; the right one changes it and clears the form', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    render(<PasswordChangeExample onChanged={onChanged} />);
    await user.click(submit());
    await waitFor(() => expect(current()).toHaveFocus());
    await user.type(current(), 'nu-e-buna');
    await user.type(fresh(), 'parola-noua-1');
    await user.type(confirm(), 'parola-noua-1');
    await user.click(submit());
    await waitFor(() =>
      expect(current()).toHaveAccessibleDescription('Parola actuală nu este corectă.'),
    );
    expect(onChanged).not.toHaveBeenCalled();
    await user.clear(current());
    await user.type(current(), SAMPLE_CURRENT_PASSWORD);
    expect(current()).not.toHaveAccessibleDescription('Parola actuală nu este corectă.');
    await user.click(submit());
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(current()).toHaveValue('');
    expect(fresh()).toHaveValue('');
  });
});
