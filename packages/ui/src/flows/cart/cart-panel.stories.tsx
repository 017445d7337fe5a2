import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/index.js';
import { CartPanelExample, CUSTOMER_ROWS } from './examples/cart-panel.examples.js';
import { CartPanel } from './cart-panel.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';

/**
 * The cart side panel (SPEC §2, §4 "Cart panel"): title with the count, free-delivery progress,
 * rows with their counters, the total bar; a bottom sheet at 360 px, a drawer at 1280 px.
 */
const meta = {
  title: 'Components/CartPanel',
  component: docsComponent<typeof CartPanelExample>(CartPanel),
  render: (args) => <CartPanelExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'customer',
    onIncrement: fn(),
    onDecrement: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onOpenChange: fn(),
  },
  // The open panel is portalled to <body>; a full-height frame keeps it inside the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof CartPanelExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A customer's two lines, 111,10 lei short of free delivery. */
export const Customer: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', {
      name: 'Coșul de cumpărături 2 produse',
    });
    const view = within(panel);
    await expect(view.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'Mai aveți 111,10\u00a0lei până la livrarea gratuită',
    );
    await expect(view.getAllByRole('listitem')).toHaveLength(2);
    await expect(view.getByRole('link', { name: 'Finalizează comanda' })).toHaveAttribute(
      'href',
      '/pages/cart',
    );
    const second = within(
      view.getByRole('group', { name: `Cantitatea pentru ${CUSTOMER_ROWS[1]!.name}` }),
    );
    await userEvent.click(second.getByRole('button', { name: 'Mărește cantitatea' }));
    await expect(args.onIncrement).toHaveBeenCalledWith(CUSTOMER_ROWS[1]!.key);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A manager: each row labelled with its unit; a box of four drills priced as four. */
export const ManagerUnits: Story = {
  args: { state: 'manager' },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog');
    await expect(within(panel).getByText('Unitate: Cutie')).toBeVisible();
    await expect(within(panel).getByText('Unitate: Buc')).toBeVisible();
  },
};

/** The last three ladders are in the cart: that row has no plus. */
export const AtStock: Story = {
  args: { state: 'atStock' },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog');
    const [ladder, handle] = within(panel).getAllByRole('group');
    await expect(within(ladder!).queryByRole('button', { name: 'Mărește cantitatea' })).toBeNull();
    await expect(within(handle!).getByRole('button', { name: 'Mărește cantitatea' })).toBeVisible();
  },
};

/** A line at 1 shows delete instead of minus. */
export const AtOne: Story = {
  args: { state: 'atOne' },
  play: async ({ args, canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog');
    const [drill] = within(panel).getAllByRole('group');
    await expect(
      within(drill!).queryByRole('button', { name: 'Micșorează cantitatea' }),
    ).toBeNull();
    await userEvent.click(within(drill!).getByRole('button', { name: 'Șterge' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Over 500 lei: free delivery reached, the bar full. */
export const FreeDelivery: Story = {
  args: { state: 'freeDelivery' },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog');
    await expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(within(panel).getByText('Livrare gratuită')).toBeVisible();
  },
};

/** A signed-in change is pending: controls disabled, the list busy, a spinner says so. */
export const Pending: Story = {
  args: { state: 'pending' },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog');
    const view = within(panel);
    // The spinner's status (the panel's other status, its announcer, says nothing until a change).
    await expect(view.getAllByRole('status')[0]).toHaveTextContent('Se actualizează coșul…');
    await expect(view.getByRole('list', { name: 'Produsele din coș' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    for (const button of view.getAllByRole('button', { name: /cantitatea|Șterge/ })) {
      await expect(button).toBeDisabled();
    }
    await expect(view.getByRole('link', { name: 'Finalizează comanda' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The products reload (the panel just opened): skeleton rows. */
export const Loading: Story = { args: { state: 'loading' } };

/** The empty panel: a message and a start-shopping link that closes the panel. */
export const Empty: Story = {
  args: { state: 'empty', onStartShopping: fn() },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Coșul de cumpărături' });
    const start = within(panel).getByRole('link', { name: 'Începeți cumpărăturile' });
    await expect(start).toHaveAttribute('href', '/');
    await expect(within(panel).queryByRole('link', { name: 'Finalizează comanda' })).toBeNull();
  },
};

/** Seven lines: the list scrolls between the header and the total bar. */
export const Long: Story = { args: { state: 'long' } };

/** Closed, opened from the cart button: focus moves in; Escape closes and returns it. */
export const FromCartButton: Story = {
  args: { state: 'customer', defaultOpen: false, trigger: <Button>Coș</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Coș' });
    await userEvent.click(trigger);
    const panel = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};
