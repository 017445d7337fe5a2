import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddToCartExample, ToastExample } from './examples/toast.examples.js';
import { ToastArea, ToastProvider } from './toast-area.js';
import { docsComponent } from '../../docs/docs-component.js';

/**
 * Every story's store keeps its toasts until dismissed (`durationMs: Infinity`) and the slide-in
 * is off, so screenshots always find the toasts in place. The real area closes them after 2.5 s.
 */
const meta = {
  title: 'Primitives/Toast',
  component: docsComponent<typeof ToastExample>(ToastArea),
  subcomponents: { ToastProvider },
  render: (args) => <ToastExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { samples: ['added'], onOpenCart: fn() },
  // The area is fixed to the bottom of the screen; a full-height frame keeps it in the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After adding to the cart: success, with the "Cart" button that opens the cart panel. */
export const AddedToCart: Story = {};

/** Information. */
export const Info: Story = { args: { samples: ['info'] } };

/** An error, announced at once (`role="alert"`). */
export const ErrorToast: Story = { args: { samples: ['error'] } };

/** Products no longer on sale were taken out of the stored cart at load (SPEC §4). */
export const InvalidProductsRemoved: Story = { args: { samples: ['removed'] } };

/** Several toasts stack, the newest nearest the screen edge (three at most). */
export const Stacked: Story = { args: { samples: ['info', 'error', 'added'] } };

/** A long message wraps; at 360 px the toast takes the full width. */
export const LongMessage: Story = { args: { samples: ['long'] } };

/** The "Cart" button opens the cart and closes its toast; the other toast stays. */
export const CartAction: Story = {
  args: { samples: ['info', 'added'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Coș' }));
    await expect(args.onOpenCart).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Prețurile din coș');
  },
};

/** The close button closes only its own toast, without running the action. */
export const CloseButton: Story = {
  args: { samples: ['info', 'added'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button', { name: 'Închide notificarea' });
    await userEvent.click(first!);
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Produsul a fost adăugat în coș');
    await expect(args.onOpenCart).not.toHaveBeenCalled();
  },
};

/** Adding twice through `useToast()` replaces the cart toast rather than stacking a second. */
export const AddTwice: Story = {
  render: (args) => <AddToCartExample onOpenCart={args.onOpenCart} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Adaugă în coș' });
    await userEvent.click(add);
    await userEvent.click(add);
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(1));
  },
};
