import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NETWORK_ERROR } from '../one-click/examples/one-click.samples.js';
import { demoFastOrderMachine, FastOrderExample } from './examples/fast-order.examples.js';
import { FastOrderPageContainer } from './fast-order-page.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { fastOrderMachine } from './fast-order.machine.js';

/**
 * The manager's fast order (SPEC §2 /pages/fast-order): the real machine with a fake server; the
 * placed order empties the cart as the storefront would.
 */
const meta = {
  title: 'Flows/FastOrder',
  component: docsComponent<typeof FastOrderExample>(FastOrderPageContainer),
  render: (args) => <FastOrderExample {...args} />,
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(fastOrderMachine) } },
  args: {
    onDiscountChange: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onPlaced: fn(),
    onFailed: fn(),
  },
} satisfies Meta<typeof FastOrderExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 10 % discount, the client, the order: the cart empties. */
export const Live: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const discount = canvas.getByLabelText('Reducere, %');
    await userEvent.clear(discount);
    await userEvent.type(discount, '10');
    await expect(args.onDiscountChange).toHaveBeenLastCalledWith(10);
    await userEvent.type(canvas.getByLabelText('Numele clientului'), 'SRL Lemn-Art');
    await userEvent.type(canvas.getByLabelText('Telefonul clientului'), '22456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(args.onPlaced).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('heading', { name: 'Coșul este gol' })).toBeInTheDocument();
  },
};

/**
 * The manager edits the lines: one more box of hinges, the drill taken out; the line and the
 * totals follow, and each change is reported for the cart.
 */
export const EditLines: Story = {
  args: { managerDiscount: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hinge = 'Balama pentru mobilă, aplicată, 35 mm';
    const field = canvas.getByRole('spinbutton', { name: `Cantitatea pentru ${hinge}` });
    field.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveValue(4);
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(expect.any(String), 4);
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Șterge Bormașină cu acumulator Bosch GSR 12V-15 din comandă',
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(canvas.getByText('De plată').nextSibling).toHaveTextContent('1.562,44 lei');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The stored discount of 5 %, and the answer lost: the page stays with its message. */
export const LostAnswer: Story = {
  args: { managerDiscount: 5, machine: demoFastOrderMachine({ error: NETWORK_ERROR }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Numele clientului'), 'Ion');
    await userEvent.type(canvas.getByLabelText('Telefonul clientului'), '69123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Nu există conexiune'));
    await expect(args.onFailed).toHaveBeenCalledOnce();
    canvas.getByLabelText('Telefonul clientului').blur();
  },
};
