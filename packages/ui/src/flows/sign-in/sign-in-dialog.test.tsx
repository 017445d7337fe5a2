// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTranslator, I18nProvider } from '../../i18n/index.js';
import { SIGN_IN_STATES, SignInDialogExample } from './examples/sign-in.examples.js';
import { SAMPLE_LOGIN } from './examples/sign-in.samples.js';
import { registrationFailureText } from './sign-in-dialog.js';

afterEach(cleanup);

/** The dialog on either tab: it is named after the tab's task (signing in, or creating an account). */
const dialog = () => screen.getByRole('dialog', { name: /^(Intrare în cont|Creare cont)$/ });
const field = (name: string | RegExp) => within(dialog()).getByLabelText(name);

describe('SignInDialog', () => {
  it.each(SIGN_IN_STATES)('has no axe violations: %s', async (state) => {
    render(<SignInDialogExample state={state} />);
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('login by phone: tabs, labelled fields with autocomplete, remember-me on, links', () => {
    render(<SignInDialogExample state="loginPhone" />);
    const tabs = within(dialog()).getByRole('tablist', { name: 'Intrare sau înregistrare' });
    expect(within(tabs).getByRole('tab', { name: 'Intrare' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'Înregistrare' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const phone = field('Telefon');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'username');
    expect(phone).toHaveValue('+373 (69) 123-456');
    const password = field('Parola');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog()).getByRole('checkbox', { name: 'Ține-mă minte' })).toBeChecked();
    expect(
      within(dialog()).getByRole('button', { name: 'Intrați cu adresa de e-mail' }),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Ați uitat parola?' })).toBeVisible();
    expect(within(dialog()).getByRole('button', { name: 'Intră în cont' })).toHaveAttribute(
      'type',
      'submit',
    );
    const social = within(dialog()).getByRole('group', { name: 'sau continuați cu' });
    expect(
      within(social)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Google', 'Facebook']);
    // SPEC §9: the whole width on phones, 208 px from 480 px.
    expect(within(social).getByRole('button', { name: 'Google' })).toHaveClass(
      'shop:w-full',
      'shop:bp480:w-[208px]',
    );
  });

  it('is named after its tab: signing in, or creating an account', () => {
    const { unmount } = render(<SignInDialogExample state="loginPhone" />);
    expect(screen.getByRole('dialog', { name: 'Intrare în cont' })).toBeInTheDocument();
    unmount();
    render(<SignInDialogExample state="registerPhysical" />);
    expect(screen.getByRole('dialog', { name: 'Creare cont' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Intrare în cont' })).toBeNull();
  });

  it('moves focus to the first field when the dialog opens', async () => {
    render(<SignInDialogExample state="loginPhone" />);
    await waitFor(() => expect(field('Telefon')).toHaveFocus());
  });

  it('login by e-mail: an e-mail field named username for password managers', () => {
    render(<SignInDialogExample state="loginEmail" />);
    const email = field('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(
      within(dialog()).getByRole('button', { name: 'Intrați cu numărul de telefon' }),
    ).toBeInTheDocument();
  });

  it('errors: translated, marked aria-invalid and tied to their field', () => {
    render(<SignInDialogExample state="loginErrors" />);
    const phone = field('Telefon');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Introduceți un număr de telefon valid');
    expect(field('Parola')).toHaveAccessibleDescription('Câmp obligatoriu');
  });

  it('a submit with errors moves focus to the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SignInDialogExample state="loginErrors" onSubmit={onSubmit} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Intră în cont' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(field('Telefon')).toHaveFocus());
  });

  it('login failure: the message under the form, in an alert', () => {
    render(<SignInDialogExample state="loginFailure" />);
    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('Login sau parolă greșită.');
    // Under the form: after the submit button.
    const submit = within(dialog()).getByRole('button', { name: 'Intră în cont' });
    expect(submit.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('busy: the submit button shows a spinner and refuses; fields are read-only', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onSocial = vi.fn();
    render(<SignInDialogExample state="loginBusy" onSubmit={onSubmit} onSocial={onSocial} />);
    const submit = within(dialog()).getByRole('button', { name: /Intră în cont/ });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(within(submit).getByRole('status')).toHaveTextContent('Se trimite…');
    expect(field('Telefon')).toHaveAttribute('readonly');
    await user.click(submit);
    await user.click(within(dialog()).getByRole('button', { name: 'Google' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onSocial).not.toHaveBeenCalled();
  });

  it('reports edits, mode switch, remember-me, forgot password and social buttons', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onLoginModeChange = vi.fn();
    const onForgotPassword = vi.fn();
    const onSocial = vi.fn();
    render(
      <SignInDialogExample
        state="loginPhone"
        login={{ ...SAMPLE_LOGIN, phone: '+373' }}
        onChange={onChange}
        onLoginModeChange={onLoginModeChange}
        onForgotPassword={onForgotPassword}
        onSocial={onSocial}
      />,
    );
    await user.type(field('Telefon'), '6');
    expect(onChange).toHaveBeenLastCalledWith({ form: 'login', field: 'phone', value: '+373 (6' });
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Ține-mă minte' }));
    expect(onChange).toHaveBeenLastCalledWith({ form: 'login', field: 'remember', value: false });
    await user.click(within(dialog()).getByRole('button', { name: 'Intrați cu adresa de e-mail' }));
    expect(onLoginModeChange).toHaveBeenCalledWith('email');
    await user.click(within(dialog()).getByRole('button', { name: 'Ați uitat parola?' }));
    expect(onForgotPassword).toHaveBeenCalledOnce();
    await user.click(within(dialog()).getByRole('button', { name: 'Facebook' }));
    expect(onSocial).toHaveBeenCalledWith('facebook');
  });

  it('tabs open on Enter (manual activation) and report the tab', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    render(<SignInDialogExample state="loginPhone" onTabChange={onTabChange} />);
    await waitFor(() => expect(field('Telefon')).toHaveFocus());
    within(dialog()).getByRole('tab', { name: 'Intrare' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog()).getByRole('tab', { name: 'Înregistrare' })).toHaveFocus();
    expect(onTabChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onTabChange).toHaveBeenCalledWith('register');
  });

  it('registration, physical: the type switch, fields with autocomplete, the agreement link', async () => {
    render(<SignInDialogExample state="registerPhysical" />);
    const types = within(dialog()).getByRole('group', { name: 'Tip de client' });
    expect(within(types).getByRole('button', { name: 'Persoană fizică' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(types).getByRole('button', { name: 'Persoană juridică' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(field('E-mail')).toHaveAttribute('autocomplete', 'email');
    expect(field('Telefon')).toHaveAttribute('autocomplete', 'tel');
    expect(field('Parola')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirmați parola')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(dialog()).queryByLabelText('IDNO')).toBeNull();
    const agreement = within(dialog()).getByRole('checkbox', {
      name: /Sunt de acord cu regulamentul magazinului/,
    });
    expect(agreement).toBeChecked();
    const link = within(dialog()).getByRole('link', { name: /regulamentul magazinului/ });
    expect(link).toHaveAttribute('href', '/pages/regulament');
    expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
  });

  it('registration, juridical: company name, IDNO, optional TVA, IBAN and BIC', () => {
    render(<SignInDialogExample state="registerJuridical" />);
    expect(field('Denumirea companiei')).toHaveAttribute('autocomplete', 'organization');
    expect(field('IDNO')).toHaveValue('1012600012348');
    expect(field('Cod TVA (opțional)')).toHaveValue('0212345');
    expect(field('IBAN')).toBeInTheDocument();
    expect(field('BIC')).toBeInTheDocument();
  });

  it('registration errors: each field with its §5 message', () => {
    render(<SignInDialogExample state="registerErrors" />);
    expect(field('E-mail')).toHaveAccessibleDescription('Introduceți o adresă de e-mail validă');
    expect(field('Denumirea companiei')).toHaveAccessibleDescription(
      'Introduceți cel puțin 3 caractere',
    );
    expect(field('IDNO')).toHaveAccessibleDescription('Introduceți cel puțin 13 caractere');
    expect(field('Cod TVA (opțional)')).toHaveAccessibleDescription(
      'Introduceți cel puțin 7 caractere',
    );
    expect(field('IBAN')).toHaveAccessibleDescription('Introduceți cel puțin 24 de caractere');
    expect(field('BIC')).toHaveAccessibleDescription('Câmp obligatoriu');
    expect(field('Parola')).toHaveAccessibleDescription(
      'Parola trebuie să aibă cel puțin 8 caractere',
    );
    expect(
      within(dialog()).getByRole('checkbox', { name: /Sunt de acord/ }),
    ).toHaveAccessibleDescription('Trebuie să acceptați termenii și condițiile');
  });

  it('a password failure shows under the password field (§8)', () => {
    render(<SignInDialogExample state="registerPasswordError" />);
    const password = field('Parola');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Această parolă este prea comună.');
    // Read out at once, but not drawn a second time above the form.
    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('Această parolă este prea comună.');
    expect(alert.querySelector('.shop\\:sr-only')).not.toBeNull();
  });

  it('any other registration failure shows above the form, naming the field (§8)', () => {
    render(<SignInDialogExample state="registerFormError" />);
    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('E-mail: Există deja un cont cu această valoare');
    const email = field('E-mail');
    expect(alert.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field('Parola')).not.toHaveAttribute('aria-invalid');
  });

  it('reports the physical / juridical switch', async () => {
    const user = userEvent.setup();
    const onRegisterTypeChange = vi.fn();
    render(
      <SignInDialogExample state="registerPhysical" onRegisterTypeChange={onRegisterTypeChange} />,
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Persoană juridică' }));
    expect(onRegisterTypeChange).toHaveBeenCalledWith('juridical');
  });

  it.each([
    ['en', 'Sign in to your account', 'Forgot your password?', 'Remember me'],
    ['ru', 'Вход в личный кабинет', 'Забыли пароль?', 'Запомнить меня'],
  ] as const)('speaks %s', (locale, title, forgot, remember) => {
    render(
      <I18nProvider locale={locale}>
        <SignInDialogExample state="loginFailure" />
      </I18nProvider>,
    );
    const box = screen.getByRole('dialog', { name: title });
    expect(within(box).getByRole('button', { name: forgot })).toBeInTheDocument();
    expect(within(box).getByRole('checkbox', { name: remember })).toBeChecked();
    expect(within(box).getByRole('alert')).toHaveTextContent(
      getTranslator(locale).apiDetail('invalid_credentials'),
    );
  });
});

describe('registrationFailureText', () => {
  const ro = getTranslator('ro');
  it('translates message keys and detail codes; shows a server text as it came', () => {
    expect(registrationFailureText(ro, { type: 'email', message: 'taken' })).toBe(
      'Există deja un cont cu această valoare',
    );
    expect(registrationFailureText(ro, { type: 'username', message: 'phone' })).toBe(
      'Introduceți un număr de telefon valid',
    );
    expect(registrationFailureText(ro, { type: 'detail', detail: 'network' })).toBe(
      ro.apiDetail('network'),
    );
    expect(registrationFailureText(ro, { type: 'password', message: 'Prea comună.' })).toBe(
      'Prea comună.',
    );
  });
  it('offers only the providers the shop is set up for', () => {
    const { rerender } = render(
      <SignInDialogExample state="loginPhone" socialProviders={['facebook']} />,
    );
    const social = within(dialog()).getByRole('group', { name: 'sau continuați cu' });
    expect(
      within(social)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Facebook']);
    rerender(<SignInDialogExample state="loginPhone" socialProviders={[]} />);
    expect(within(dialog()).queryByRole('group', { name: 'sau continuați cu' })).toBeNull();
  });
});
