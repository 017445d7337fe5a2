// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  demoNewPasswordMachine,
  EXPIRED_TOKEN,
  NEW_PASSWORD_STATES,
  NewPasswordDialogExample,
  NewPasswordExample,
  SAMPLE_PHONE,
  WRONG_CODE,
} from './examples/new-password.examples.js';
import { NewPassword } from './new-password.container.js';

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { name: 'Schimbarea parolei' });
/** Password fields have no textbox role while masked: found by their label. */
const passwordField = () => screen.getByLabelText('Parola nouă');
const confirmField = () => screen.getByLabelText('Repetați parola nouă');
const codeField = () => screen.getByRole('textbox', { name: 'Codul din SMS' });
const submit = () =>
  within(dialog()).getByRole('button', { name: /^(Salvează parola|Se salvează…)$/ });

describe('NewPasswordDialog', () => {
  it.each(NEW_PASSWORD_STATES)('has no axe violations: %s', async (state) => {
    render(<NewPasswordDialogExample state={state} />);
    await screen.findByRole('dialog');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('link mode: two masked new-password fields, each with its toggle, and no code', () => {
    render(<NewPasswordDialogExample state="link" />);
    expect(dialog()).toHaveAccessibleDescription(
      'Alegeți o parolă nouă pentru contul dumneavoastră.',
    );
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordField()).toHaveAccessibleDescription('Cel puțin 8 caractere');
    expect(confirmField()).toHaveAttribute('autocomplete', 'new-password');
    expect(within(dialog()).getAllByRole('button', { name: 'Arată parola' })).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Codul din SMS' })).toBeNull();
    expect(dialog().querySelector('form')).toHaveAttribute('data-mode', 'link');
  });

  it('code mode: the code field first, numeric and one-time-code, and the phone in the description', () => {
    render(<NewPasswordDialogExample state="code" />);
    // The phone never breaks across lines: no-break spaces, word joiners around the hyphen.
    const description = document.getElementById(dialog().getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'V-am trimis prin SMS un cod la +373\u00a0(69)\u00a0123\u2060-\u2060456. Introduceți-l și alegeți o parolă nouă.',
    );
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAccessibleDescription('Codul are 6 cifre și este valabil 10 minute.');
    const fields = within(dialog()).getAllByRole('textbox');
    expect(fields[0]).toBe(codeField());
  });

  it("errors: 'password' and 'sameAs' from the catalogue, the code's own text", () => {
    render(<NewPasswordDialogExample state="errors" />);
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(
      expect.stringContaining('Parola trebuie să aibă cel puțin 8 caractere'),
    );
    expect(confirmField()).toHaveAccessibleDescription(expect.stringContaining('Câmp obligatoriu'));
    cleanup();
    render(<NewPasswordDialogExample state="codeErrors" />);
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining('Introduceți cele 6 cifre ale codului'),
    );
    expect(confirmField()).toHaveAccessibleDescription(
      expect.stringContaining('Parolele trebuie să coincidă'),
    );
  });

  it('in Russian the messages mean "at least 8" and "passwords must match" (§5)', () => {
    render(
      <I18nProvider locale="ru">
        <NewPasswordDialogExample
          state="errors"
          errors={{
            newPassword: { key: 'password', params: { min: 8 } },
            newPasswordConfirm: { key: 'sameAs' },
          }}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Смена пароля' })).toBeInTheDocument();
    expect(screen.getByLabelText('Новый пароль')).toHaveAccessibleDescription(
      expect.stringContaining('Длина пароля должна быть не менее 8 символов'),
    );
    expect(screen.getByLabelText('Повторите новый пароль')).toHaveAccessibleDescription(
      expect.stringContaining('Пароли должны совпадать'),
    );
  });

  it('busy: the button says so without losing focus, the fields hold', () => {
    render(<NewPasswordDialogExample state="busy" />);
    expect(submit()).toHaveAccessibleName('Se salvează…');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toBeEnabled();
    expect(passwordField()).toHaveAttribute('readonly');
    expect(dialog().querySelector('form')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows and hides a password with its toggle', async () => {
    const user = userEvent.setup();
    render(<NewPasswordDialogExample state="link" />);
    const [first] = within(dialog()).getAllByRole('button', { name: 'Arată parola' });
    if (!first) throw new Error('no toggle');
    await user.click(first);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(confirmField()).toHaveAttribute('type', 'password');
  });

  it('reports typing and submit', async () => {
    const user = userEvent.setup();
    const onFieldChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <NewPasswordDialogExample
        state="code"
        code=""
        onFieldChange={onFieldChange}
        onSubmit={onSubmit}
      />,
    );
    await user.type(codeField(), '4{Enter}');
    expect(onFieldChange).toHaveBeenCalledWith('code', '4');
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe('NewPassword (with the machine)', () => {
  it('link mode: errors after a submit, focus on the first, then success', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    render(<NewPasswordExample onChanged={onChanged} />);
    await screen.findByRole('dialog', { name: 'Schimbarea parolei' });
    await user.type(passwordField(), 'scurt');
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(passwordField());
    await user.type(passwordField(), 'parola-noua');
    await user.type(confirmField(), 'parola-noua{Enter}');
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(await screen.findByRole('dialog', { name: 'Parola a fost schimbată' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Schimbarea parolei' })).toBeNull();
  });

  it('an expired link: password-error opens over the form, which stays for another try', async () => {
    const user = userEvent.setup();
    const onFailed = vi.fn();
    render(<NewPasswordExample token={EXPIRED_TOKEN} onFailed={onFailed} />);
    await screen.findByRole('dialog', { name: 'Schimbarea parolei' });
    await user.type(passwordField(), 'parola-noua');
    await user.type(confirmField(), 'parola-noua{Enter}');
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith({ detail: 'invalid_token' }));
    const error = await screen.findByRole('dialog', { name: 'Parola nu a fost schimbată' });
    expect(error).toHaveAccessibleDescription(
      'Linkul sau codul nu mai este valabil. Cereți unul nou din fereastra de autentificare.',
    );
    await user.click(within(error).getByRole('button', { name: 'Am înțeles' }));
    await waitFor(() => expect(dialog()).not.toHaveAttribute('inert'));
    expect(passwordField()).toHaveValue('parola-noua');
  });

  it('code mode: sends the code with the phone; a wrong one fails, the right one succeeds', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const onFailed = vi.fn();
    render(<NewPasswordExample phone={SAMPLE_PHONE} onChanged={onChanged} onFailed={onFailed} />);
    await screen.findByRole('dialog', { name: 'Schimbarea parolei' });
    await user.type(codeField(), WRONG_CODE);
    await user.type(passwordField(), 'parola-noua');
    await user.type(confirmField(), 'parola-noua{Enter}');
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith({ detail: 'invalid_token' }));
    const error = await screen.findByRole('dialog', { name: 'Parola nu a fost schimbată' });
    await user.click(within(error).getByRole('button', { name: 'Am înțeles' }));
    await user.clear(codeField());
    await user.type(codeField(), '482915{Enter}');
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
  });

  it('clears itself when it opens again', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Deschide
          </button>
          <NewPassword
            machine={demoNewPasswordMachine}
            token="r3s3t"
            open={open}
            onOpenChange={setOpen}
            onChanged={() => undefined}
            onFailed={() => undefined}
          />
        </>
      );
    }
    render(<Controlled />);
    await user.type(passwordField(), 'abc');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deschide' }));
    expect(passwordField()).toHaveValue('');
  });

  it('follows a new link or phone while open, starting clean', async () => {
    const user = userEvent.setup();
    const props = { open: true, onChanged: () => undefined, onFailed: () => undefined };
    const { rerender } = render(
      <NewPassword machine={demoNewPasswordMachine} token="unu" {...props} />,
    );
    await user.type(passwordField(), 'abc');
    rerender(<NewPassword machine={demoNewPasswordMachine} phone={SAMPLE_PHONE} {...props} />);
    expect(passwordField()).toHaveValue('');
    expect(dialog().querySelector('form')).toHaveAttribute('data-mode', 'code');
    expect(codeField()).toBeInTheDocument();
  });

  it('without the storefront’s actor reports an internal error', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailed = vi.fn();
    render(<NewPassword open token="abc" onChanged={() => undefined} onFailed={onFailed} />);
    await user.type(passwordField(), 'parola-noua');
    await user.type(confirmField(), 'parola-noua{Enter}');
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith({ detail: 'internal_error' }));
    expect(error).toHaveBeenCalledWith('[new-password]', expect.any(Error));
    error.mockRestore();
  });
});
