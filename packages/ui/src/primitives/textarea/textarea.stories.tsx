import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea, type TextareaProps } from './textarea.js';

/** A controlled box, as the forms use it. */
function Controlled(props: TextareaProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <Textarea
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Mesaj', name: 'message', value: '', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="shop:w-96 shop:max-w-full shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty box. */
export const Empty: Story = {};

/** Required, with a hint and the counter of the shop's limit. */
export const RequiredWithCounter: Story = {
  args: {
    required: true,
    hint: 'Spuneți-ne cu ce vă putem ajuta',
    maxChars: 2000,
    value: 'Aveți livrare la Bălți în weekend?',
  },
};

/** Past the limit: the counter turns red (the form's rule refuses it). */
export const OverTheLimit: Story = {
  args: {
    maxChars: 20,
    value: 'Un mesaj mai lung decât limita',
    error: 'Cel mult 20 de caractere',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Mesaj');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Caractere: 30 din 20 Cel mult 20 de caractere');
  },
};

/** Typing calls onValueChange with the text and counts it. */
export const Typing: Story = {
  args: { maxChars: 100 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mesaj'), 'Bună ziua');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Bună ziua');
    await expect(canvas.getByText('Caractere: 9 din 100')).toBeVisible();
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true, value: 'Trimis' } };
