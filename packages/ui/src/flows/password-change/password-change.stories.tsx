import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  PasswordChangeExample,
  PasswordChangeFormExample,
  SAMPLE_CURRENT_PASSWORD,
} from './examples/password-change.examples.js';
import { PasswordChangeForm } from './password-change-form.js';
import { PasswordChange } from './password-change.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { passwordChangeMachine } from './password-change.machine.js';

/**
 * The profile's security tab (SPEC §2 "Profile"): the current password, the new one twice, each
 * with a show/hide toggle; errors after a submit, a wrong current password, a rate limit.
 */
const meta = {
  title: 'Flows/PasswordChange',
  parameters: { docs: { page: flowDocsPage(passwordChangeMachine) } },
  component: docsComponent<typeof PasswordChangeFormExample>(PasswordChangeForm),
  subcomponents: { PasswordChange },
  render: (args) => <PasswordChangeFormExample {...args} />,
  args: { state: 'empty', onFieldChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof PasswordChangeFormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: no errors before a submit. */
export const Empty: Story = {};

/** After a submit: every field says what is wrong. */
export const Invalid: Story = { args: { state: 'invalid' } };

/** Filled in; the show/hide toggle reveals a password. */
export const Filled: Story = {
  args: { state: 'filled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Parola nouă');
    await expect(field).toHaveAttribute('type', 'password');
    const toggles = canvas.getAllByRole('button', { name: 'Arată parola' });
    await userEvent.click(toggles[1]!);
    await expect(field).toHaveAttribute('type', 'text');
    toggles[1]!.blur();
  },
};

/** The change runs. */
export const Busy: Story = { args: { state: 'busy' } };

/** The current password was wrong: said under its field. */
export const WrongCurrent: Story = {
  args: { state: 'wrongCurrent' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText('Parola actuală'),
    ).toHaveAccessibleDescription(/Parola actuală nu este corectă/);
  },
};

/** Too many attempts: said under the form. */
export const RateLimited: Story = { args: { state: 'rateLimited' } };

/** In Russian, after a submit. */
export const Russian: Story = { args: { state: 'invalid' }, globals: { locale: 'ru' } };

/** Wired: a wrong current password first, then the right one; the change is reported. */
export const Wired: Story = {
  render: () => <PasswordChangeExample onChanged={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText('Parola actuală');
    await userEvent.type(current, 'nu-e-buna');
    await userEvent.type(canvas.getByLabelText('Parola nouă'), 'parola-noua-1');
    await userEvent.type(canvas.getByLabelText('Confirmați parola nouă'), 'parola-noua-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Schimbă parola' }));
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(/Parola actuală nu este corectă/),
    );
    await userEvent.clear(current);
    await userEvent.type(current, SAMPLE_CURRENT_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Schimbă parola' }));
    await waitFor(() => expect(current).toHaveValue(''));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
