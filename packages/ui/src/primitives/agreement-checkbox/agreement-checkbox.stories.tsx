import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgreementCheckbox, type AgreementCheckboxProps } from './agreement-checkbox.js';

/** A controlled tick, as the forms hold it. */
function Controlled(props: AgreementCheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <AgreementCheckbox
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/AgreementCheckbox',
  component: AgreementCheckbox,
  render: (args) => <Controlled {...args} />,
  args: { checked: false, onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div className="shop:w-96 shop:max-w-full shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgreementCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not ticked yet. */
export const Unticked: Story = {};

/** Ticked. */
export const Ticked: Story = { args: { checked: true } };

/** A submit found it unticked (SPEC §5): the error under it. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeRequired();
  },
};

/** Ticking by keyboard. */
export const TickByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** In Russian. */
export const Russian: Story = { args: { invalid: true }, globals: { locale: 'ru' } };
