import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FastOrderPageExample } from './examples/fast-order-page.examples.js';
import { FastOrderPage } from './fast-order-page.js';
import { docsComponent } from '../../docs/docs-component.js';

/**
 * The manager's fast-order page (SPEC §2 /pages/fast-order, §5, §6): the cart's lines with the
 * manager's prices, the discount, the totals and the client. Each story is a state from props.
 */
const meta = {
  title: 'Components/FastOrderPage',
  component: docsComponent<typeof FastOrderPageExample>(FastOrderPage),
  render: (args) => <FastOrderPageExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'fresh',
    onDiscountChange: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FastOrderPageExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines (by the piece, by the box, on promotion), no discount. */
export const Fresh: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Reducere, %'), '5');
    await expect(args.onDiscountChange).toHaveBeenLastCalledWith(5);
    canvas.getByLabelText('Reducere, %').blur();
  },
};

/**
 * The quantities at their bounds: one drill (minus is off) and the 40 boxes of hinges the
 * wholesale stock holds (plus is gone); the steppers and remove buttons report by line.
 */
export const Limits: Story = {
  args: { state: 'limits' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grinder = 'Polizor unghiular Makita GA5030R, 720 W, 125 mm';
    const field = canvas.getByRole('spinbutton', { name: `Cantitatea pentru ${grinder}` });
    field.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(expect.any(String), 2);
    await userEvent.click(canvas.getByRole('button', { name: `Șterge ${grinder} din comandă` }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The cart saves a line's change: the steppers and remove buttons wait, the form does not. */
export const LinesPending: Story = { args: { state: 'linesPending' } };

/** 10 % off the wholesale price: the promotion line keeps its price; the saving is shown. */
export const DiscountApplied: Story = { args: { state: 'discount' } };

/** After a submit without a client: the fields with their messages. */
export const Errors: Story = { args: { state: 'errors' } };

/** The order is being placed. */
export const Pending: Story = { args: { state: 'pending' } };

/** No answer came: the message and the retry hint. */
export const Failed: Story = { args: { state: 'failed' } };

/** An empty cart: how to add products. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Coșul este gol' }),
    ).toBeInTheDocument();
  },
};
