import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInDialogExample, SignInExample } from './examples/sign-in.examples.js';
import {
  COMMON_PASSWORD,
  SAMPLE_PASSWORD,
  SAMPLE_PROFILE,
  SAMPLE_REGISTER,
} from './examples/sign-in.samples.js';
import { SignInDialog } from './sign-in-dialog.js';
import { SignIn } from './sign-in.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { signInMachine } from './sign-in.machine.js';

/**
 * The sign-in / registration modal (SPEC §4 "Sign-in modal", §5, §8). The view stories draw each
 * state from props (errors computed by @shop/core's rules); the "Live" stories run the real
 * machine with fake actors that answer at once: the password 'parola123' signs in, the e-mail
 * 'ocupat@example.md' is taken, a password starting with 'password' is refused.
 */
const meta = {
  title: 'Flows/SignIn',
  component: docsComponent<typeof SignInDialogExample>(SignInDialog),
  subcomponents: { SignIn },
  render: (args) => <SignInDialogExample {...args} />,
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(signInMachine) } },
  args: {
    state: 'loginPhone',
    onTabChange: fn(),
    onLoginModeChange: fn(),
    onRegisterTypeChange: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onSocial: fn(),
    onForgotPassword: fn(),
  },
  // The open modal is portalled to <body>; a full-height frame keeps it inside the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof SignInDialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Login by phone: the masked phone, the password, remember-me on, Google and Facebook. */
export const LoginPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Intrare în cont' });
    await waitFor(() => expect(within(dialog).getByLabelText('Telefon')).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Google' }));
    await expect(args.onSocial).toHaveBeenCalledWith('google');
  },
};

/** Login by e-mail, switched by the link under the field. */
export const LoginEmail: Story = { args: { state: 'loginEmail' } };

/** After a submit of an incomplete form: each field with its message (SPEC §5). */
export const LoginErrors: Story = { args: { state: 'loginErrors' } };

/** The server refused the login: the message under the form (SPEC §8), read out as an alert. */
export const LoginFailure: Story = {
  args: { state: 'loginFailure' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Login sau parolă greșită.');
  },
};

/** The request runs: a spinner in the button; fields read-only, buttons refuse. */
export const LoginBusy: Story = { args: { state: 'loginBusy' } };

/** Registration of a physical person. */
export const RegisterPhysical: Story = { args: { state: 'registerPhysical' } };

/** Registration of a company: company name, IDNO, TVA (optional), IBAN and BIC. */
export const RegisterJuridical: Story = { args: { state: 'registerJuridical' } };

/** After a submit of the company form with wrong values: every §5 message. */
export const RegisterErrors: Story = { args: { state: 'registerErrors' } };

/** The server refused the password: the message under the password field (SPEC §8). */
export const RegisterPasswordError: Story = { args: { state: 'registerPasswordError' } };

/** Any other refusal shows above the form, naming the field (SPEC §8). */
export const RegisterFormError: Story = { args: { state: 'registerFormError' } };

/** The registration request runs. */
export const RegisterBusy: Story = { args: { state: 'registerBusy' } };

/**
 * On a phone the social buttons take the whole width, one under the other; from 480 px they are
 * 208 px wide side by side (SPEC §9).
 */
export const Mobile: Story = {
  args: { state: 'loginPhone' },
  globals: { viewport: { value: 'mobile360' } },
};

/** The registration in Russian. */
export const RussianRegistration: Story = {
  args: { state: 'registerJuridical' },
  globals: { locale: 'ru' },
};

/** The login failure in English. */
export const EnglishLoginFailure: Story = {
  args: { state: 'loginFailure' },
  globals: { locale: 'en' },
};

/** A shop set up for Google only: the Facebook button is not offered. */
export const GoogleOnly: Story = {
  args: { socialProviders: ['google'] },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Intrare în cont' });
    await expect(within(dialog).getByRole('button', { name: 'Google' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Facebook' })).toBeNull();
  },
};

/** A shop with no social sign-in set up: the "or continue with" section is gone. */
export const WithoutSocial: Story = {
  args: { socialProviders: [] },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Intrare în cont' });
    await expect(within(dialog).queryByRole('group', { name: 'sau continuați cu' })).toBeNull();
  },
};

/**
 * The real machine: a submit of the empty form shows its errors, typing fixes them, a wrong
 * password shows the failure under the form.
 */
export const Live: Story = {
  render: () => <SignInExample />,
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Intrare în cont' });
    const box = within(dialog);
    await userEvent.click(box.getByRole('button', { name: 'Intră în cont' }));
    await expect(box.getByLabelText('Telefon')).toHaveAccessibleDescription('Câmp obligatoriu');
    await userEvent.type(box.getByLabelText('Telefon'), '69123456');
    await userEvent.type(box.getByLabelText('Parola'), 'gresita{Enter}');
    await expect(await box.findByRole('alert')).toHaveTextContent('Login sau parolă greșită.');
  },
};

/** A successful login: the form clears and the owner hears `onSignedIn`. */
export const LiveSignedIn: Story = {
  play: async ({ canvasElement, mount }) => {
    const onSignedIn = fn();
    await mount(<SignInExample onSignedIn={onSignedIn} />);
    const box = within(await screenOf(canvasElement).findByRole('dialog'));
    await userEvent.click(box.getByRole('button', { name: 'Intrați cu adresa de e-mail' }));
    await waitFor(() => expect(box.getByLabelText('E-mail')).toHaveFocus());
    await userEvent.keyboard('ion.popescu@example.md');
    await userEvent.type(box.getByLabelText('Parola'), `${SAMPLE_PASSWORD}{Enter}`);
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({
        profile: SAMPLE_PROFILE,
        remember: true,
        via: 'login',
      }),
    );
    await expect(box.getByLabelText('E-mail')).toHaveValue('');
  },
};

/** A registration whose password the server refuses: the message under the password field. */
export const LiveRegister: Story = {
  render: () => <SignInExample defaultTab="register" defaultRegisterType="juridical" />,
  play: async ({ canvasElement }) => {
    const box = within(await screenOf(canvasElement).findByRole('dialog'));
    await userEvent.click(box.getByRole('button', { name: 'Persoană fizică' }));
    await expect(box.queryByLabelText('IDNO')).toBeNull();
    await userEvent.type(box.getByLabelText('E-mail'), SAMPLE_REGISTER.email);
    await userEvent.type(box.getByLabelText('Telefon'), '79555010');
    await userEvent.type(box.getByLabelText('Parola'), `${COMMON_PASSWORD}1`);
    await userEvent.type(box.getByLabelText('Confirmați parola'), `${COMMON_PASSWORD}1`);
    await userEvent.click(box.getByRole('checkbox', { name: /Sunt de acord/ }));
    await userEvent.click(box.getByRole('button', { name: 'Creează contul' }));
    await waitFor(() =>
      expect(box.getByLabelText('Parola')).toHaveAccessibleDescription(
        'Această parolă este prea comună.',
      ),
    );
  },
};

/**
 * Keyboard only: focus starts in the phone field; Tab goes through the mode link to the
 * password; Enter submits. Arrows move between the tabs and Enter opens one, with focus on its
 * first field.
 */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, mount }) => {
    const onSignedIn = fn();
    await mount(<SignInExample onSignedIn={onSignedIn} />);
    const box = within(await screenOf(canvasElement).findByRole('dialog'));
    await waitFor(() => expect(box.getByLabelText('Telefon')).toHaveFocus());
    await userEvent.keyboard('69123456');
    await userEvent.tab();
    await expect(box.getByRole('button', { name: 'Intrați cu adresa de e-mail' })).toHaveFocus();
    await userEvent.tab();
    await expect(box.getByLabelText('Parola')).toHaveFocus();
    await userEvent.keyboard(`${SAMPLE_PASSWORD}{Enter}`);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    // The tab list: the arrow moves to Registration, Enter opens it.
    box.getByRole('tab', { name: 'Intrare' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(box.getByLabelText('E-mail')).toHaveFocus());
    await expect(box.getByRole('tab', { name: 'Înregistrare' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The Enter that opened the tab did not submit the new form.
    await expect(box.queryByText('Câmp obligatoriu')).toBeNull();
  },
};
