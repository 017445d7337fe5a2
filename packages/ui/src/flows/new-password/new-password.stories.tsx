import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  NewPasswordDialogExample,
  NewPasswordExample,
  SAMPLE_PHONE,
  WRONG_CODE,
} from './examples/new-password.examples.js';
import { NewPasswordDialog } from './new-password-dialog.js';
import { NewPassword } from './new-password.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { newPasswordMachine } from './new-password.machine.js';

/**
 * The new-password modal (SPEC §3, §4 "New password", §5, §8), in link mode (the e-mailed
 * link's token) and code mode (the SMS code after a restore by phone). The view stories draw
 * each state from props; the "Live" stories run the real machine with a fake confirm, driven by
 * the keyboard alone.
 */
const meta = {
  title: 'Flows/NewPassword',
  component: docsComponent<typeof NewPasswordDialogExample>(NewPasswordDialog),
  subcomponents: { NewPassword },
  render: (args) => <NewPasswordDialogExample {...args} />,
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(newPasswordMachine) } },
  args: {
    state: 'link',
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
} satisfies Meta<typeof NewPasswordDialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses Tab until `target` has focus (at most 8 times), as a keyboard user would. */
async function tabTo(target: HTMLElement): Promise<void> {
  for (let step = 0; step < 8 && document.activeElement !== target; step += 1) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

/** Link mode: the new password twice, masked, each with a show/hide toggle. */
export const Link: Story = {};

/** Code mode: the SMS code first (numeric keyboard, one-time-code autofill), then the passwords. */
export const Code: Story = { args: { state: 'code' } };

/** After a submit: too short, and the confirmation missing. */
export const Errors: Story = { args: { state: 'errors' } };

/** After a submit in code mode: a short code and passwords that differ. */
export const CodeErrors: Story = { args: { state: 'codeErrors' } };

/** The request runs: the button says so; the fields hold still. */
export const Busy: Story = { args: { state: 'busy' } };

/** In Russian (§5: "at least 8" and "passwords must match"). */
export const RussianErrors: Story = {
  args: {
    state: 'errors',
    newPasswordConfirm: 'parola',
    errors: {
      newPassword: { key: 'password', params: { min: 8 } },
      newPasswordConfirm: { key: 'sameAs' },
    },
  },
  globals: { locale: 'ru' },
};

/**
 * The real machine in link mode, by keyboard alone: Enter on the empty form shows the errors and
 * focuses the first field; type the password, Tab past its toggle to the confirmation, type,
 * Enter. Every modal closes and password-success opens.
 */
export const Live: Story = {
  render: () => <NewPasswordExample />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Schimbarea parolei' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const password = within(dialog).getByLabelText('Parola nouă');
    const confirm = within(dialog).getByLabelText('Repetați parola nouă');
    await tabTo(password);
    await userEvent.keyboard('{Enter}');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('parola-noua-2024');
    await tabTo(confirm);
    await userEvent.keyboard('parola-noua-2024{Enter}');
    await body.findByRole('dialog', { name: 'Parola a fost schimbată' });
    await waitFor(() =>
      expect(body.queryByRole('dialog', { name: 'Schimbarea parolei' })).toBeNull(),
    );
  },
};

/**
 * Code mode with a wrong code: password-error opens over the form (SPEC §8), which stays for
 * another try.
 */
export const LiveWrongCode: Story = {
  render: () => <NewPasswordExample phone={SAMPLE_PHONE} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Schimbarea parolei' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await tabTo(within(dialog).getByRole('textbox', { name: 'Codul din SMS' }));
    await userEvent.keyboard(WRONG_CODE);
    await tabTo(within(dialog).getByLabelText('Parola nouă'));
    await userEvent.keyboard('parola-noua-2024');
    await tabTo(within(dialog).getByLabelText('Repetați parola nouă'));
    await userEvent.keyboard('parola-noua-2024{Enter}');
    await body.findByRole('dialog', { name: 'Parola nu a fost schimbată' });
    await waitFor(() => expect(dialog).toHaveAttribute('inert'));
  },
};
