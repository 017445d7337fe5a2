import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  RATE_LIMITED_EMAIL,
  RestorePasswordDialogExample,
  RestorePasswordExample,
} from './examples/password-restore.examples.js';
import { RestorePasswordDialog } from './restore-password-dialog.js';
import { RestorePassword } from './restore-password.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { passwordRestoreMachine } from './password-restore.machine.js';

/**
 * The restore-password modal (SPEC §2, §4 "Password restore", §5, §8). The view stories draw each
 * state from props; the "Live" stories run the real machine with a fake request that answers at
 * once, driven by the keyboard alone.
 */
const meta = {
  title: 'Flows/PasswordRestore',
  component: docsComponent<typeof RestorePasswordDialogExample>(RestorePasswordDialog),
  subcomponents: { RestorePassword },
  render: (args) => <RestorePasswordDialogExample {...args} />,
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(passwordRestoreMachine) } },
  args: {
    state: 'email',
    onMethodChange: fn(),
    onFieldChange: fn(),
    onSubmit: fn(),
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
} satisfies Meta<typeof RestorePasswordDialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses Tab until `target` has focus (at most 8 times), as a keyboard user would. */
async function tabTo(target: HTMLElement): Promise<void> {
  for (let step = 0; step < 8 && document.activeElement !== target; step += 1) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

/** By e-mail: the shopper gets a link. */
export const Email: Story = {};

/** By phone: the masked phone field; the shopper gets a six-digit code by SMS. */
export const Phone: Story = { args: { state: 'phone' } };

/** After a submit: the restore modal's own message under the e-mail field. */
export const EmailErrors: Story = { args: { state: 'emailErrors' } };

/** After a submit: an incomplete phone. */
export const PhoneErrors: Story = { args: { state: 'phoneErrors' } };

/** The request runs: the button says so; the field holds still. */
export const Busy: Story = { args: { state: 'busy' } };

/** Too many tries (429): the one failure besides no connection the shopper is told about. */
export const RateLimited: Story = { args: { state: 'rateLimited' } };

/** No connection: try again. */
export const Offline: Story = { args: { state: 'offline' } };

/** In Russian, with the phone error. */
export const RussianPhoneErrors: Story = {
  args: { state: 'phoneErrors' },
  globals: { locale: 'ru' },
};

/**
 * The real machine, by keyboard alone: Tab to the e-mail field, type, Enter. Every modal closes
 * and the success modal tells of the link (what the storefront does on `onRequested`).
 */
export const Live: Story = {
  render: () => <RestorePasswordExample />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Restabilirea parolei' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const email = within(dialog).getByRole('textbox', { name: 'E-mailul contului' });
    await tabTo(email);
    await userEvent.keyboard('ion');
    await userEvent.keyboard('{Enter}');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('@example.md{Enter}');
    await body.findByRole('dialog', { name: 'Verificați e-mailul' });
    await waitFor(() =>
      expect(body.queryByRole('dialog', { name: 'Restabilirea parolei' })).toBeNull(),
    );
  },
};

/**
 * By phone, by keyboard alone: Tab to the method, ArrowRight chooses SMS, Tab to the phone,
 * type the digits (the mask fills in), Enter. The success modal tells of the code.
 */
export const LivePhone: Story = {
  render: () => <RestorePasswordExample />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Restabilirea parolei' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await tabTo(within(dialog).getByRole('radio', { name: 'Prin e-mail' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('radio', { name: 'Prin SMS' })).toBeChecked();
    const phone = within(dialog).getByRole('textbox', { name: 'Telefonul contului' });
    await tabTo(phone);
    await userEvent.keyboard('69123456');
    await expect(phone).toHaveValue('+373 (69) 123-456');
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Verificați SMS-urile' });
  },
};

/** The real machine when the API refuses for too many tries: the message shows, the form stays. */
export const LiveRateLimited: Story = {
  render: () => <RestorePasswordExample />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Restabilirea parolei' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await tabTo(within(dialog).getByRole('textbox', { name: 'E-mailul contului' }));
    await userEvent.keyboard(`${RATE_LIMITED_EMAIL}{Enter}`);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Prea multe încercări. Încercați din nou mai târziu.',
      ),
    );
  },
};
