import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CART_SHOP, CartExample, demoCartMachine } from './examples/cart.examples.js';
import { cartLine, DRILL, HANDLE } from './examples/cart.samples.js';
import { createCallGate } from '../../lib/call-gate.js';
import { CartPanelContainer } from './cart-panel.container.js';
import { CartProvider } from './cart.provider.js';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { cartMachine } from './cart.machine.js';

const UPDATE_GATE = createCallGate();

/**
 * The cart (SPEC §2 cart panel and toast, §4 "Cart panel"): one actor read by the header's
 * count, the add-to-cart buttons and the panel. The real machine runs with a fake server.
 */
const meta = {
  title: 'Flows/Cart',
  component: docsComponent<typeof CartExample>(CartPanelContainer),
  subcomponents: { CartProvider },
  render: (args) => <CartExample {...args} />,
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(cartMachine) } },
  args: {
    input: { initial: { mode: 'visitor', items: [] } },
    onVisitorCartChanged: fn(),
    onAdded: fn(),
  },
} satisfies Meta<typeof CartExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A visitor adds a product: the header counts it, the toast's Cart button opens the panel with
 * the line in it, and the storefront is asked to store the cart.
 */
export const AddOpensPanel: Story = {
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click((await body.findAllByRole('button', { name: 'Adaugă în coș' }))[0]!);
    await expect(body.getByRole('button', { name: 'Coș, un produs' })).toBeInTheDocument();
    await expect(args.onVisitorCartChanged).toHaveBeenCalledWith([
      { productId: CART_SHOP[0]!.id, quantity: 1 },
    ]);
    await expect(await body.findByText('Produsul a fost adăugat în coș')).toBeVisible();
    const toasts = within(body.getByRole('region', { name: 'Notificări' }));
    await userEvent.click(toasts.getByRole('button', { name: 'Coș' }));
    const panel = await body.findByRole('dialog', { name: 'Coșul de cumpărături un produs' });
    await waitFor(() =>
      expect(within(panel).getByRole('link', { name: CART_SHOP[0]!.name })).toBeVisible(),
    );
  },
};

/**
 * Signed in: a tap on plus shows at once, the panel blocks its controls while the change waits
 * (100 ms) and is sent, then frees them with the server's number.
 */
export const SignedInDebounced: Story = {
  args: {
    input: { initial: { mode: 'account', lines: [cartLine(HANDLE, 1, { id: 1 })] } },
    machine: demoCartMachine({ account: [cartLine(HANDLE, 1, { id: 1 })], gate: UPDATE_GATE }),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Coș, un produs' }));
    const panel = await body.findByRole('dialog');
    const view = within(panel);
    const plus = await view.findByRole('button', { name: 'Mărește cantitatea' });
    // The server answers only once the blocked panel has been seen.
    UPDATE_GATE.hold();
    await userEvent.click(plus);
    await expect(view.getByRole('spinbutton')).toHaveValue(2);
    await expect(await view.findByText('Se actualizează coșul…')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Mărește cantitatea' })).toBeDisabled();
    UPDATE_GATE.release();
    await waitFor(
      () => expect(view.getByRole('button', { name: 'Mărește cantitatea' })).toBeEnabled(),
      { timeout: 3000 },
    );
    await expect(view.getByRole('spinbutton')).toHaveValue(2);
    await expect(view.queryByText('Se actualizează coșul…')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A stored cart revalidated at load: a product no longer sold goes, with a toast. */
export const RevalidationRemoves: Story = {
  args: {
    input: {
      initial: {
        mode: 'visitor',
        items: [
          { productId: DRILL.id, quantity: 1 },
          { productId: HANDLE.id, quantity: 2 },
        ],
      },
    },
    machine: demoCartMachine({ invalidIds: [DRILL.id] }),
  },
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    await expect(
      await body.findByText('Un produs nu mai este disponibil și a fost scos din coș'),
    ).toBeVisible();
    await expect(body.getByRole('button', { name: 'Coș, 2 produse' })).toBeInTheDocument();
    await expect(args.onVisitorCartChanged).toHaveBeenCalledWith([
      { productId: HANDLE.id, quantity: 2 },
    ]);
  },
};
