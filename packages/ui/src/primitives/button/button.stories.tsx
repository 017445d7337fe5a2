import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.js';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Adaugă în coș' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Disabled: Story = { args: { disabled: true } };

/** Sending (an order, a sign-in): a spinner before the text; still focusable, but a click is ignored. */
export const Busy: Story = {
  args: { type: 'submit', busy: true, busyLabel: 'Se trimite comanda…', animated: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Adaugă în coș/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByText('Se trimite comanda…')).toBeInTheDocument();
  },
};

/** The catalogue button: disabled for 300 ms after each click (SPEC §2). */
export const ClickLock: Story = {
  args: { lockMs: 300, children: 'Catalog' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Catalog' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 1000 });
  },
};
