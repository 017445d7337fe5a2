import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StockModalExample } from './examples/stock-modal.examples.js';
import { StockModal } from './stock-modal.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';

/**
 * The stock availability modal (SPEC §2 "Other UI"): each product with the quantity asked and
 * the quantity available; accept the available quantities or go back to the cart.
 */
const meta = {
  title: 'Components/StockModal',
  component: docsComponent<typeof StockModalExample>(StockModal),
  render: (args) => <StockModalExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { state: 'one', onAccept: fn(), onClose: fn() },
  // The open modal is portalled to <body>; a full-height frame keeps it inside the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof StockModalExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One product: 5 asked, 2 available. */
export const OneLine: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Stoc insuficient' });
    await expect(dialog).toHaveTextContent('Ați cerut:5 buc');
    await expect(dialog).toHaveTextContent('Disponibil:2 buc');
  },
};

/** Several products, one of them out of stock, one without a picture or unit. */
export const SeveralLines: Story = { args: { state: 'several' } };

/** Nothing left: 'Stoc epuizat' and the line will leave the cart. */
export const OutOfStock: Story = { args: { state: 'outOfStock' } };

/** In Russian. */
export const Russian: Story = { args: { state: 'several' }, globals: { locale: 'ru' } };

/** By keyboard: Tab to 'Folosește cantitățile disponibile', Enter accepts and closes. */
export const AcceptByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Stoc insuficient' });
    const accept = within(dialog).getByRole('button', {
      name: 'Folosește cantitățile disponibile',
    });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 5 && document.activeElement !== accept; step += 1) {
      await userEvent.tab();
    }
    await expect(accept).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onAccept).toHaveBeenCalledWith([{ id: 501, quantity: 2 }]);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
