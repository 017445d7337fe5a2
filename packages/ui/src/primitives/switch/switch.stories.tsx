import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './switch.js';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Doar produse la promoție', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div className="shop:w-80 shop:max-w-full shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Small: Story = { args: { size: 'sm', defaultChecked: true } };
/** The filter sidebar's promotions switch: label first, switch at the end. */
export const LabelStart: Story = { args: { labelPosition: 'start', defaultChecked: true } };
/** A profile newsletter switch. */
export const WithDescription: Story = {
  args: {
    label: 'Noutăți și reduceri',
    description: 'Un e-mail pe săptămână cu ofertele noi',
    defaultChecked: true,
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

/** Clicking the switch or its label toggles it. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Doar produse la promoție' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Doar produse la promoție'));
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** Tab focuses it, Space turns it on. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};
