import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderProgressExample } from './examples/order-progress.examples.js';
import { OrderProgress } from './order-progress.js';
import { docsComponent } from '../../docs/docs-component.js';

/**
 * The five-step progress of an order's detail page (SPEC §2 "Profile"): placed, confirmed,
 * packed, shipped, delivered; done steps ticked, the current one ringed.
 */
const meta = {
  title: 'Components/OrderProgress',
  component: docsComponent<typeof OrderProgressExample>(OrderProgress),
  render: (args) => <OrderProgressExample {...args} />,
  args: { state: 'placed' },
} satisfies Meta<typeof OrderProgressExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just placed: 'Plasată' is in process, the other four lie ahead. */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Progresul comenzii' });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Plasată, în curs');
  },
};

/** Confirmed and being packed: two ticks, 'Pregătită' in process. */
export const Packing: Story = {
  args: { state: 'packing' },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps[1]).toHaveTextContent('Confirmată, finalizat');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
  },
};

/** On its way: four ticks, delivery in process. */
export const Shipped: Story = { args: { state: 'shipped' } };

/** Delivered: every step ticked, none current. */
export const Finished: Story = {
  args: { state: 'finished' },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    for (const step of steps) await expect(step).not.toHaveAttribute('aria-current');
    await expect(steps[4]).toHaveTextContent('Livrată, finalizat');
  },
};

/** Cancelled after confirmation: the steps reached stay ticked, nothing is in process. */
export const Canceled: Story = { args: { state: 'canceled' } };

/** On a phone the steps stand one under another. */
export const Phone: Story = {
  args: { state: 'packing' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
