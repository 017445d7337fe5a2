import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountButtonExample } from './examples/account-button.examples.js';
import { AccountButton } from './account-button.js';
import { docsComponent } from '../../docs/docs-component.js';

/**
 * The header's account control (SPEC §1 sign-in, §2 profile). From 1024 px it shows its text;
 * below, the icon (or the initial) alone, named by its label.
 */
const meta = {
  title: 'Components/AccountButton',
  component: docsComponent<typeof AccountButtonExample>(AccountButton),
  render: (args) => <AccountButtonExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { state: 'signedOut', onSignIn: fn() },
} satisfies Meta<typeof AccountButtonExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: 'Intră în cont' opens the sign-in modal. */
export const SignedOut: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Intră în cont' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    // The screenshot shows the control at rest (the modal would have taken focus).
    button.blur();
  },
};

/** Signed in: the initial in a circle and the first name link to the profile. */
export const SignedIn: Story = {
  args: { state: 'signedIn' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Contul meu, Ana' });
    await expect(link).toHaveAttribute('href', '/pages/profile');
  },
};

/** An account without a name yet (a social sign-in): the person icon and 'Contul meu'. */
export const Nameless: Story = {
  args: { state: 'nameless' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Contul meu' })).toBeVisible();
  },
};

/** A long name is cut short with an ellipsis; the label keeps it whole. */
export const LongName: Story = {
  args: { state: 'longName' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'Contul meu, Alexandru-Constantin Păduraru',
      }),
    ).toBeVisible();
  },
};
