// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  demoPasswordRestoreMachine,
  OFFLINE_EMAIL,
  RATE_LIMITED_EMAIL,
  RESTORE_PASSWORD_STATES,
  RestorePasswordDialogExample,
  RestorePasswordExample,
} from './examples/password-restore.examples.js';
import { RestorePassword } from './restore-password.container.js';

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { name: 'Restabilirea parolei' });
const emailField = () => screen.getByRole('textbox', { name: 'E-mailul contului' });
const phoneField = () => screen.getByRole('textbox', { name: 'Telefonul contului' });
const submit = () => within(dialog()).getByRole('button', { name: /^(Trimite|Se trimite…)$/ });
const alertRegion = () => within(dialog()).getByRole('alert');

describe('RestorePasswordDialog', () => {
  it.each(RESTORE_PASSWORD_STATES)('has no axe violations: %s', async (state) => {
    render(<RestorePasswordDialogExample state={state} />);
    await screen.findByRole('dialog');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('email: a titled, described dialog with the method radios and the e-mail field', () => {
    render(<RestorePasswordDialogExample state="email" />);
    expect(dialog()).toHaveAccessibleDescription(
      'Indicați e-mailul sau telefonul contului. Vă trimitem un link sau un cod pentru a alege o parolă nouă.',
    );
    const methods = screen.getByRole('radiogroup', {
      name: 'Cum doriți să primiți instrucțiunile',
    });
    expect(within(methods).getByRole('radio', { name: 'Prin e-mail' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'Prin SMS' })).not.toBeChecked();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(emailField()).toHaveValue('ion.popescu@example.md');
    expect(emailField()).toHaveAccessibleDescription(
      'Vă trimitem un link pentru a alege o parolă nouă.',
    );
    expect(screen.queryByRole('textbox', { name: 'Telefonul contului' })).toBeNull();
    expect(submit()).toHaveAttribute('type', 'submit');
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it('phone: the masked phone field with the SMS hint', () => {
    render(<RestorePasswordDialogExample state="phone" />);
    expect(screen.getByRole('radio', { name: 'Prin SMS' })).toBeChecked();
    expect(phoneField()).toHaveAttribute('type', 'tel');
    expect(phoneField()).toHaveValue('+373 (69) 123-456');
    expect(phoneField()).toHaveAccessibleDescription('Vă trimitem prin SMS un cod din 6 cifre.');
  });

  it('errors: the restore modal’s own texts (§5), tied to the field', () => {
    render(<RestorePasswordDialogExample state="emailErrors" />);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(
      expect.stringContaining('Introduceți un e-mail valid, de exemplu nume@exemplu.md'),
    );
    cleanup();
    render(<RestorePasswordDialogExample state="phoneErrors" />);
    expect(phoneField()).toHaveAccessibleDescription(
      expect.stringContaining('Introduceți numărul complet: +373 și 8 cifre'),
    );
    cleanup();
    render(
      <RestorePasswordDialogExample
        state="email"
        email=""
        errors={{ email: { key: 'required' } }}
      />,
    );
    expect(emailField()).toHaveAccessibleDescription(
      expect.stringContaining('Introduceți e-mailul contului'),
    );
    cleanup();
    render(
      <RestorePasswordDialogExample
        state="email"
        errors={{ email: { key: 'maxLength', params: { max: 254 } } }}
      />,
    );
    expect(emailField()).toHaveAccessibleDescription(
      expect.stringContaining('Introduceți cel mult 254 de caractere'),
    );
  });

  it('busy: the button says so without losing focus, the form is aria-busy, the field holds', () => {
    const { container } = render(<RestorePasswordDialogExample state="busy" />);
    expect(submit()).toHaveAccessibleName('Se trimite…');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toBeEnabled();
    expect(emailField()).toHaveAttribute('readonly');
    expect(document.body.querySelector('form[data-slot="restore-password"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(container).toBeTruthy();
  });

  it('rate limited and offline: the translated detail in the alert region', () => {
    render(<RestorePasswordDialogExample state="rateLimited" />);
    expect(alertRegion()).toHaveTextContent('Prea multe încercări. Încercați din nou mai târziu.');
    cleanup();
    render(<RestorePasswordDialogExample state="offline" />);
    expect(alertRegion()).toHaveTextContent(
      'Nu există conexiune. Verificați internetul și încercați din nou.',
    );
  });

  it('reports typing, method choice and submit (Enter in the field)', async () => {
    const user = userEvent.setup();
    const onFieldChange = vi.fn();
    const onMethodChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <RestorePasswordDialogExample
        state="email"
        email=""
        onFieldChange={onFieldChange}
        onMethodChange={onMethodChange}
        onSubmit={onSubmit}
      />,
    );
    await user.type(emailField(), 'a{Enter}');
    expect(onFieldChange).toHaveBeenCalledWith('email', 'a');
    expect(onSubmit).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('radio', { name: 'Prin SMS' }));
    expect(onMethodChange).toHaveBeenCalledWith('phone');
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <RestorePasswordDialogExample state="phoneErrors" />
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Телефон учётной записи' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Введите номер полностью: +373 и 8 цифр'),
    );
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeInTheDocument();
  });
});

describe('RestorePassword (with the machine)', () => {
  it('shows errors only after a submit and moves focus to the field', async () => {
    const user = userEvent.setup();
    render(<RestorePasswordExample />);
    await screen.findByRole('dialog');
    await user.click(submit());
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(emailField()).toHaveAccessibleDescription(
      expect.stringContaining('Introduceți e-mailul contului'),
    );
    await user.type(emailField(), 'ion@');
    expect(emailField()).toHaveAccessibleDescription(
      expect.stringContaining('Introduceți un e-mail valid'),
    );
  });

  it('by e-mail: reports the request and the storefront shows the link message', async () => {
    const user = userEvent.setup();
    const onRequested = vi.fn();
    render(<RestorePasswordExample onRequested={onRequested} />);
    await screen.findByRole('dialog');
    await user.type(emailField(), 'ion@example.md{Enter}');
    await waitFor(() => expect(onRequested).toHaveBeenCalledWith({ method: 'email' }));
    const success = await screen.findByRole('dialog', { name: 'Verificați e-mailul' });
    expect(success).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Restabilirea parolei' })).toBeNull();
  });

  it('by phone: switches with the arrow keys, types the mask and reports the phone', async () => {
    const user = userEvent.setup();
    const onRequested = vi.fn();
    render(<RestorePasswordExample onRequested={onRequested} />);
    await screen.findByRole('dialog');
    screen.getByRole('radio', { name: 'Prin e-mail' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Prin SMS' })).toBeChecked();
    await user.tab();
    expect(phoneField()).toHaveFocus();
    await user.keyboard('69123456');
    expect(phoneField()).toHaveValue('+373 (69) 123-456');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onRequested).toHaveBeenCalledWith({ method: 'phone', phone: '+37369123456' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Verificați SMS-urile' })).toBeInTheDocument();
  });

  it('a digit typed over a selected number starts a new one after +373', async () => {
    const user = userEvent.setup();
    render(<RestorePasswordExample defaultValues={{ method: 'phone' }} />);
    await screen.findByRole('dialog');
    await user.type(phoneField(), '69123456');
    (phoneField() as HTMLInputElement).select();
    await user.keyboard('7');
    expect(phoneField()).toHaveValue('+373 (7');
  });

  it('says when there were too many tries or no connection, and nothing for other failures', async () => {
    const user = userEvent.setup();
    const onRequested = vi.fn();
    render(<RestorePasswordExample onRequested={onRequested} />);
    await screen.findByRole('dialog');
    await user.type(emailField(), `${RATE_LIMITED_EMAIL}{Enter}`);
    await waitFor(() =>
      expect(alertRegion()).toHaveTextContent(
        'Prea multe încercări. Încercați din nou mai târziu.',
      ),
    );
    await user.clear(emailField());
    expect(alertRegion()).toBeEmptyDOMElement();
    await user.type(emailField(), `${OFFLINE_EMAIL}{Enter}`);
    await waitFor(() => expect(alertRegion()).toHaveTextContent('Nu există conexiune.'));
    await user.clear(emailField());
    await user.type(emailField(), 'nimeni@example.org{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(alertRegion()).toBeEmptyDOMElement();
    expect(onRequested).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
  });

  it('clears itself each time it opens (controlled, without a stack)', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Deschide
          </button>
          <RestorePassword
            machine={demoPasswordRestoreMachine}
            open={open}
            onOpenChange={setOpen}
            onRequested={() => undefined}
          />
        </>
      );
    }
    render(<Controlled />);
    await user.click(submit());
    await user.type(emailField(), 'ion@');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deschide' }));
    expect(emailField()).toHaveValue('');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
  });

  it('without the storefront’s actor fails silently', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RestorePassword open onRequested={() => undefined} />);
    await user.type(emailField(), 'ion@example.md{Enter}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(error).toHaveBeenCalledWith('[password-restore]', expect.any(Error));
    expect(alertRegion()).toBeEmptyDOMElement();
    error.mockRestore();
  });
});
