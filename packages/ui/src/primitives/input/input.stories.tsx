import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './input.js';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { label: 'Nume', name: 'name', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="shop:w-80 shop:max-w-full shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Ion Popescu' } };
export const Filled: Story = { args: { defaultValue: 'Ion Popescu' } };
export const Required: Story = { args: { required: true } };
export const WithHint: Story = {
  args: { label: 'E-mail', type: 'email', hint: 'Vă vom trimite confirmarea comenzii' },
};
export const WithError: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'ion@',
    hint: 'Vă vom trimite confirmarea comenzii',
    error: 'Introduceți o adresă de e-mail validă',
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('E-mail');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Vă vom trimite confirmarea comenzii Introduceți o adresă de e-mail validă',
    );
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ion Popescu' } };
export const Small: Story = { args: { size: 'sm', defaultValue: 'Ion Popescu' } };
export const HiddenLabel: Story = { args: { hideLabel: true, placeholder: 'Căutare' } };

/** Typing calls onValueChange with the text. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByLabelText('Nume');
    await userEvent.type(field, 'Ana');
    await expect(field).toHaveValue('Ana');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Ana');
  },
};

/** Keyboard focus shows the outline in the site's main colour. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Nume')).toHaveFocus();
  },
};
