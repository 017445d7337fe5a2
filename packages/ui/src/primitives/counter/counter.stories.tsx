import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { Counter, type CounterProps } from './counter.js';

const meta = {
  title: 'Primitives/Counter',
  component: Counter,
  args: { defaultValue: 2, stock: 5, onValueChange: fn() },
} satisfies Meta<typeof Counter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product page: minus, the number and plus. */
export const Default: Story = {};

/** Product page at quantity 1 with no remove handler: minus stays, disabled. */
export const AtMinimum: Story = { args: { defaultValue: 1 } };

/** Cart row at quantity 1: delete replaces minus (SPEC §4). */
export const CartRowAtOne: Story = {
  args: { defaultValue: 1, size: 'sm', onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Micșorează cantitatea' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Quantity at the stock: plus is hidden (SPEC §4). */
export const AtStock: Story = {
  args: { defaultValue: 5, onRemove: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Mărește cantitatea' })).toBeNull();
    await expect(canvas.getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(5);
  },
};

export const Small: Story = { args: { size: 'sm', onRemove: fn() } };

/** A signed-in cart change is pending: everything is disabled. */
export const Busy: Story = {
  args: { busy: true, onRemove: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Cantitate' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Mărește cantitatea' })).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** No stock: no valid quantity, the field shows 0 and nothing can be pressed. */
export const OutOfStock: Story = { args: { stock: 0, defaultValue: 1 } };

export const Russian: Story = {
  args: { onRemove: fn(), defaultValue: 1 },
  render: (args) => (
    <I18nProvider locale="ru">
      <Counter {...args} />
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Удалить' })).toBeVisible();
  },
};

function ControlledCounter(args: CounterProps) {
  const [value, setValue] = useState(args.value ?? 1);
  return <Counter {...args} value={value} onValueChange={setValue} />;
}

/** Plus, minus, typing (clamped to 1..stock on blur) and the arrow keys. */
export const Interactive: Story = {
  args: { value: 1, stock: 12, onRemove: fn() },
  render: (args) => <ControlledCounter {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: 'Cantitate' });
    await userEvent.click(canvas.getByRole('button', { name: 'Mărește cantitatea' }));
    await expect(field).toHaveValue(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Micșorează cantitatea' }));
    await expect(field).toHaveValue(1);
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await userEvent.tab();
    await expect(field).toHaveValue(12);
    await expect(canvas.queryByRole('button', { name: 'Mărește cantitatea' })).toBeNull();
    field.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(field).toHaveValue(10);
    await userEvent.keyboard('{Home}');
    await expect(field).toHaveValue(1);
    field.blur();
  },
};
