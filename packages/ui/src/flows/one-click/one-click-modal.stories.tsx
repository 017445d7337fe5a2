import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OneClickModalExample } from './examples/one-click-modal.examples.js';
import { OneClickModal } from './one-click-modal.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';

/**
 * The one-click purchase modal (SPEC §4 "One-click modal", §5): the product, a quantity counter
 * bounded by the stock, name and phone, the line total. Each story is a state drawn from props.
 */
const meta = {
  title: 'Components/OneClickModal',
  component: docsComponent<typeof OneClickModalExample>(OneClickModal),
  render: (args) => <OneClickModalExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { state: 'fresh', onChange: fn(), onQuantityChange: fn(), onSubmit: fn() },
  // The open modal is portalled to <body>; a full-height frame keeps it inside the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof OneClickModalExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opened for a drill with its size: quantity 1, an empty name, the phone at '+373'. */
export const Fresh: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: 'Cumpără într-un click',
    });
    await waitFor(() => expect(within(dialog).getByLabelText('Nume')).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite comanda' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Filled in, two drills: the total follows the quantity. */
export const Filled: Story = { args: { state: 'filled' } };

/** After a submit with a one-letter name and half a phone: each field with its message. */
export const Errors: Story = { args: { state: 'errors' } };

/** The order is being sent: the fields are read-only, the button busy. */
export const Pending: Story = { args: { state: 'pending' } };

/** Three ordered of three in stock: plus is hidden. */
export const QuantityAtStock: Story = { args: { state: 'atStock' } };

/** On promotion: the new price and the old one struck through. */
export const Promotion: Story = { args: { state: 'promotion' } };

/** No answer came: the message and the hint that the button retries. */
export const Failed: Story = { args: { state: 'failed' } };

/** Out of stock: the counter is disabled. */
export const OutOfStock: Story = { args: { state: 'outOfStock' } };
