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

/** The focus ring's colour (the `focus` token) as the browser computes it. */
const FOCUS_RING = 'rgb(15, 92, 161)';

/** Keyboard focus shows the ring in the focus colour. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const field = within(canvasElement).getByLabelText('Nume');
    await expect(field).toHaveFocus();
    await expect(getComputedStyle(field).outlineStyle).toBe('solid');
    await expect(getComputedStyle(field).outlineColor).toBe(FOCUS_RING);
  },
};

/**
 * An invalid field with the focus: its red border stays and the ring is the focus colour, so
 * focus and error never look alike, whatever red the shop's main colour is.
 */
export const FocusedWithError: Story = {
  args: { ...WithError.args },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const field = within(canvasElement).getByLabelText('E-mail');
    await expect(field).toHaveFocus();
    const style = getComputedStyle(field);
    await expect(style.outlineColor).toBe(FOCUS_RING);
    await expect(style.borderTopColor).not.toBe(style.outlineColor);
  },
};

/** A date field shows the ring too while one of its parts (day, month, year) has the focus. */
export const DateFocused: Story = {
  args: { label: 'Data dorită', type: 'date', name: 'date' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const field = within(canvasElement).getByLabelText('Data dorită');
    await expect(field).toHaveFocus();
    await expect(getComputedStyle(field).outlineStyle).toBe('solid');
    await expect(getComputedStyle(field).outlineColor).toBe(FOCUS_RING);
  },
};
