import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { SidePanel } from './side-panel.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';

const items = ['Șurubelniță', 'Ciocan', 'Set de chei', 'Bormașină', 'Nivelă', 'Ruletă'];

const meta = {
  title: 'Primitives/SidePanel',
  component: SidePanel,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Coșul de cumpărături',
    children: (
      <ul className="shop:space-y-3">
        {items.map((item) => (
          <li key={item} className="shop:rounded-md shop:border shop:border-black/10 shop:p-3">
            {item}
          </li>
        ))}
      </ul>
    ),
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
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger. It opens the panel; Escape closes it and returns focus. */
export const ClosedTrigger: Story = {
  args: { trigger: <Button>Coș</Button> },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Coș' });
    await userEvent.click(trigger);
    const panel = await body.findByRole('dialog', { name: 'Coșul de cumpărături' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open: a bottom sheet at 360 px, a drawer from the right at 1280 px. */
export const Open: Story = { args: { defaultOpen: true } };

/** With a description under the title. */
export const WithDescription: Story = {
  args: { defaultOpen: true, description: '6 produse' },
};

/** With a footer pinned at the bottom (the cart's total bar). */
export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: <Button className="shop:w-full">Finalizează comanda</Button>,
  },
};

/** The cart size: up to 640 px wide on desktops (SPEC §9). */
export const Cart: Story = {
  args: { defaultOpen: true, size: 'cart' },
};

/** The filter drawer opens from the left (a bottom sheet on phones). */
export const Left: Story = {
  args: { defaultOpen: true, side: 'left', title: 'Filtre' },
};

/** Content taller than the screen scrolls inside the panel; header and footer stay. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    footer: <Button className="shop:w-full">Finalizează comanda</Button>,
    children: (
      <ul className="shop:space-y-3">
        {Array.from({ length: 24 }, (_, index) => (
          <li key={index} className="shop:rounded-md shop:border shop:border-black/10 shop:p-3">
            Produsul {index + 1}
          </li>
        ))}
      </ul>
    ),
  },
};
