// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInLoginForm } from './sign-in-login-form.js';
import { SignInRegisterForm } from './sign-in-register-form.js';
import { SignInSocialButtons } from './sign-in-social-buttons.js';
import { EMPTY_LOGIN_VALUES, EMPTY_REGISTER_VALUES } from './sign-in.types.js';

afterEach(cleanup);

/** The dialog's parts stand alone: each draws from its own props. */
describe('the sign-in parts', () => {
  it('the login form: its first field takes focus; a submit goes out once', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onModeChange = vi.fn();
    render(
      <SignInLoginForm
        mode="phone"
        values={EMPTY_LOGIN_VALUES}
        errors={{}}
        failure={null}
        busy={false}
        animated={false}
        onModeChange={onModeChange}
        onChange={vi.fn()}
        onSubmit={onSubmit}
        onForgotPassword={vi.fn()}
      />,
    );
    await vi.waitFor(() => expect(screen.getByLabelText('Telefon')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Intrați cu adresa de e-mail' }));
    expect(onModeChange).toHaveBeenCalledWith('email');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('the registration form: the person switch, and a failure above the form', async () => {
    const user = userEvent.setup();
    const onRegisterTypeChange = vi.fn();
    render(
      <SignInRegisterForm
        registerType="physical"
        values={EMPTY_REGISTER_VALUES}
        errors={{}}
        failure={{ type: 'email', message: 'taken' }}
        busy={false}
        animated={false}
        onRegisterTypeChange={onRegisterTypeChange}
        onChange={vi.fn()}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^E-mail: /);
    await user.click(screen.getByRole('button', { name: 'Persoană juridică' }));
    expect(onRegisterTypeChange).toHaveBeenCalledWith('juridical');
  });

  it('the social buttons refuse while a request runs', async () => {
    const user = userEvent.setup();
    const onSocial = vi.fn();
    const { rerender } = render(
      <SignInSocialButtons busy onSocial={onSocial} providers={['facebook']} />,
    );
    const facebook = screen.getByRole('button', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('aria-disabled', 'true');
    await user.click(facebook);
    expect(onSocial).not.toHaveBeenCalled();
    rerender(<SignInSocialButtons busy={false} onSocial={onSocial} providers={['facebook']} />);
    await user.click(facebook);
    expect(onSocial).toHaveBeenCalledWith('facebook');
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
  });
});
