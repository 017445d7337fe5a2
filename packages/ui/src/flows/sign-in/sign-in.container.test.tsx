// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalStack } from '../../primitives/modal/index.js';
import { SignInExample } from './examples/sign-in.examples.js';
import {
  SAMPLE_PASSWORD,
  SAMPLE_PROFILE,
  SAMPLE_REGISTER,
  TAKEN_EMAIL,
} from './examples/sign-in.samples.js';
import { SignIn } from './sign-in.container.js';
import { signInMachine } from './sign-in.machine.js';

afterEach(cleanup);

/** The dialog on either tab: it is named after the tab's task (signing in, or creating an account). */
const dialog = () => screen.getByRole('dialog', { name: /^(Intrare în cont|Creare cont)$/ });
const field = (name: string) => within(dialog()).getByLabelText(name);
const button = (name: string) => within(dialog()).getByRole('button', { name });

describe('SignIn (live machine, fake actors)', () => {
  it('opens in the stack with focus on the phone; no errors before a submit', async () => {
    render(<SignInExample />);
    await waitFor(() => expect(field('Telefon')).toHaveFocus());
    expect(field('Telefon')).toHaveValue('+373');
    expect(within(dialog()).queryByText('Câmp obligatoriu')).toBeNull();
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('errors appear after the first submit and follow the values', async () => {
    const user = userEvent.setup();
    render(<SignInExample />);
    await user.click(button('Intră în cont'));
    expect(field('Telefon')).toHaveAccessibleDescription('Câmp obligatoriu');
    await waitFor(() => expect(field('Telefon')).toHaveFocus());
    await user.type(field('Telefon'), '69123456');
    expect(field('Telefon')).toHaveValue('+373 (69) 123-456');
    expect(field('Telefon')).not.toHaveAttribute('aria-invalid');
    expect(field('Parola')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a wrong password shows the failure under the form; fixing validity clears it', async () => {
    const user = userEvent.setup();
    render(<SignInExample />);
    await user.type(field('Telefon'), '69123456');
    await user.type(field('Parola'), 'gresita{Enter}');
    expect(await within(dialog()).findByText('Login sau parolă greșită.')).toBeVisible();
    await user.clear(field('Parola'));
    expect(within(dialog()).queryByText('Login sau parolă greșită.')).toBeNull();
  });

  it('signs in: onSignedIn with the profile and remember-me, the form cleared', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    render(<SignInExample onSignedIn={onSignedIn} />);
    await user.type(field('Telefon'), '69123456');
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Ține-mă minte' }));
    await user.type(field('Parola'), `${SAMPLE_PASSWORD}{Enter}`);
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({
        profile: SAMPLE_PROFILE,
        remember: false,
        via: 'login',
      }),
    );
    expect(field('Telefon')).toHaveValue('+373');
    expect(field('Parola')).toHaveValue('');
    expect(within(dialog()).getByRole('checkbox', { name: 'Ține-mă minte' })).not.toBeChecked();
  });

  it('registers: a taken e-mail above the form, then a new one signs in', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    render(<SignInExample defaultTab="register" onSignedIn={onSignedIn} />);
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    // Pasted rather than typed: each key re-renders the whole dialog, which is slow in jsdom (typed
    // key by key, this test took over five seconds on a loaded machine).
    const fill = async (label: string, text: string) => {
      await user.click(field(label));
      await user.paste(text);
    };
    await fill('E-mail', TAKEN_EMAIL);
    await fill('Telefon', '79555010');
    await fill('Parola', SAMPLE_REGISTER.password);
    await fill('Confirmați parola', SAMPLE_REGISTER.password);
    await user.click(within(dialog()).getByRole('checkbox', { name: /Sunt de acord/ }));
    await user.click(button('Creează contul'));
    const alert = await within(dialog()).findByText(
      'E-mail: Există deja un cont cu această valoare',
    );
    expect(alert).toBeVisible();
    await user.clear(field('E-mail'));
    await fill('E-mail', SAMPLE_REGISTER.email);
    await user.click(button('Creează contul'));
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({
        profile: SAMPLE_PROFILE,
        remember: true,
        via: 'register',
      }),
    );
    expect(field('E-mail')).toHaveValue('');
  });

  it('social buttons and "forgot password?" reach their callbacks', async () => {
    const user = userEvent.setup();
    const onSocial = vi.fn();
    const onRestorePassword = vi.fn();
    render(<SignInExample onSocial={onSocial} onRestorePassword={onRestorePassword} />);
    await user.click(button('Google'));
    expect(onSocial).toHaveBeenCalledWith('google');
    await user.click(button('Ați uitat parola?'));
    expect(onRestorePassword).toHaveBeenCalledOnce();
  });

  it('keyboard only: Tab through the form, type, Enter submits', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    render(<SignInExample onSignedIn={onSignedIn} />);
    await waitFor(() => expect(field('Telefon')).toHaveFocus());
    await user.keyboard('69123456');
    await user.tab();
    expect(button('Intrați cu adresa de e-mail')).toHaveFocus();
    await user.tab();
    expect(field('Parola')).toHaveFocus();
    await user.keyboard(`${SAMPLE_PASSWORD}{Enter}`);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it('a tab opened by click or by Enter puts focus on its first field, without submitting', async () => {
    const user = userEvent.setup();
    render(<SignInExample />);
    await user.click(within(dialog()).getByRole('tab', { name: 'Înregistrare' }));
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    within(dialog()).getByRole('tab', { name: 'Înregistrare' }).focus();
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(field('Telefon')).toHaveFocus());
    await user.click(within(dialog()).getByRole('tab', { name: 'Înregistrare' }));
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    within(dialog()).getByRole('tab', { name: 'Înregistrare' }).focus();
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(field('Telefon')).toHaveFocus());
    expect(within(dialog()).queryByText('Câmp obligatoriu')).toBeNull();
  });

  it('the mode link puts focus on the new field', async () => {
    const user = userEvent.setup();
    render(<SignInExample />);
    await user.click(button('Intrați cu adresa de e-mail'));
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    await user.click(button('Intrați cu numărul de telefon'));
    await waitFor(() => expect(field('Telefon')).toHaveFocus());
  });

  it('opening the modal again clears the server errors (§2)', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          <SignIn machine={signInMachine} open={open} onOpenChange={setOpen} animated={false} />
        </>
      );
    }
    render(<Harness />);
    await user.type(field('Telefon'), '69123456');
    await user.type(field('Parola'), 'x{Enter}');
    // The shipped actor is not provided: the failure reads as a server error.
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(/A apărut o eroare/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(within(dialog()).getByRole('alert')).toBeEmptyDOMElement();
    expect(field('Telefon')).toHaveValue('+373 (69) 123-456');
  });

  it('works uncontrolled: defaultOpen, closed by Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<SignIn defaultOpen onOpenChange={onOpenChange} animated={false} />);
    await waitFor(() => expect(field('Telefon')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  /** The dialog in a modal stack after a refused sign-in; answers the stack's API. */
  async function refusedInStack() {
    const user = userEvent.setup();
    const stack: { api: ReturnType<typeof useModalStack> | null } = { api: null };
    function Capture() {
      stack.api = useModalStack();
      return null;
    }
    render(
      <SignInExample>
        <Capture />
      </SignInExample>,
    );
    await user.type(field('Telefon'), '69123456');
    await user.type(field('Parola'), 'gresita{Enter}');
    if (!stack.api) throw new Error('no modal stack');
    return stack.api;
  }

  it('in a stack, opening by id sends OPENED', async () => {
    const api = await refusedInStack();
    await within(dialog()).findByText('Login sau parolă greșită.');
    act(() => api.close('sign-in'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => api.open('sign-in'));
    expect(within(dialog()).queryByText('Login sau parolă greșită.')).toBeNull();
  });

  it('in a stack, another modal opening over it clears its errors too (§2)', async () => {
    const api = await refusedInStack();
    const signIn = dialog();
    await within(signIn).findByText('Login sau parolă greșită.');
    act(() => api.open('another-modal'));
    await waitFor(() => expect(within(signIn).queryByText('Login sau parolă greșită.')).toBeNull());
    // What was typed stays: only the server's message goes.
    expect(field('Telefon')).toHaveValue('+373 (69) 123-456');
  });
});
