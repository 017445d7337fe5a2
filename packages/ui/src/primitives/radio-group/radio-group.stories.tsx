import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioOption } from './radio-group.js';

const delivery: readonly RadioOption[] = [
  { value: 'courier', label: 'Livrare prin curier', description: 'În Chișinău, a doua zi' },
  { value: 'pickup', label: 'Ridicare din magazin', description: 'Gratuit' },
  { value: 'post', label: 'Poșta Moldovei', description: 'Momentan indisponibil', disabled: true },
];

const sizes: readonly RadioOption[] = [
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
  { value: 'l', label: 'L' },
  { value: 'xl', label: 'XL' },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Metoda de livrare', options: delivery, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="shop:w-80 shop:max-w-full shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {};
export const Selected: Story = { args: { defaultValue: 'pickup' } };
export const Card: Story = { args: { variant: 'card', defaultValue: 'courier' } };
export const Horizontal: Story = {
  args: { label: 'Mărime', options: sizes, orientation: 'horizontal', defaultValue: 'm' },
};
export const WithError: Story = {
  args: { error: 'Câmp obligatoriu', required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Metoda de livrare' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Câmp obligatoriu');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'courier' } };

/** Arrow keys move the selection and skip the disabled option. */
export const Keyboard: Story = {
  args: { defaultValue: 'courier' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Livrare prin curier' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const pickup = canvas.getByRole('radio', { name: 'Ridicare din magazin' });
    await expect(pickup).toBeChecked();
    await expect(pickup).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pickup');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Livrare prin curier' })).toBeChecked();
  },
};

/** Clicking an option's label chooses it. */
export const Click: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Ridicare din magazin'));
    await expect(canvas.getByRole('radio', { name: 'Ridicare din magazin' })).toBeChecked();
  },
};
