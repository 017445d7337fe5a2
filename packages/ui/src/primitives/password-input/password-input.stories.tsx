import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordInput } from './password-input.js';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { label: 'Parola', name: 'password', onVisibleChange: fn() },
  decorators: [
    (Story) => (
      <div className="shop:w-80 shop:max-w-full shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Masked: Story = { args: { defaultValue: 'secret123' } };
export const Visible: Story = { args: { defaultValue: 'secret123', defaultVisible: true } };
export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Parola trebuie să aibă cel puțin 8 caractere' },
};
export const Disabled: Story = { args: { defaultValue: 'secret123', disabled: true } };

/** The toggle shows the password, then masks it again; it is reached and pressed by keyboard. */
export const Toggle: Story = {
  args: { defaultValue: 'secret123' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Parola');
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Arată parola' }));
    await expect(field).toHaveAttribute('type', 'text');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    const hide = canvas.getByRole('button', { name: 'Ascunde parola' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Arată parola' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
