import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput } from './phone-input.js';

const meta = {
  title: 'Primitives/PhoneInput',
  component: PhoneInput,
  args: { label: 'Telefon', name: 'phone', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="shop:w-80 shop:max-w-full shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** It starts as '+373'. */
export const Empty: Story = {};
export const Partial: Story = { args: { defaultValue: '0691' } };
export const Complete: Story = { args: { defaultValue: '069123456' } };
export const WithError: Story = {
  args: { defaultValue: '06912', error: 'Introduceți un număr de telefon valid' },
};
export const Disabled: Story = { args: { defaultValue: '069123456', disabled: true } };

/** Typing digits fills the mask; a 0 after the country code is dropped. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByLabelText('Telefon');
    await userEvent.type(field, '069123456');
    await expect(field).toHaveValue('+373 (69) 123-456');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+373 (69) 123-456');
  },
};

/** Deleting everything leaves '+373'. */
export const Clearing: Story = {
  args: { defaultValue: '+373 (69) 1' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Telefon');
    await userEvent.type(field, '{Backspace>12/}');
    await expect(field).toHaveValue('+373');
  },
};

function ControlledPhone() {
  const [phone, setPhone] = useState('+37379000111');
  return <PhoneInput label="Telefon" value={phone} onValueChange={setPhone} />;
}

/** Controlled: the state holds the masked text. */
export const Controlled: Story = {
  render: () => <ControlledPhone />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Telefon')).toHaveValue('+373 (79) 000-111');
  },
};
