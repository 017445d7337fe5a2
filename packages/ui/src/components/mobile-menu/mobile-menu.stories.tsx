import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FAST_ORDER_LINK } from '../top-nav/examples/top-nav.examples.js';
import { MobileMenuExample } from './examples/mobile-menu.examples.js';
import { MobileMenu } from './mobile-menu.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';

/**
 * The menu is a SidePanel from the left: a bottom sheet at 360 px, a drawer from the left at
 * 1280 px (the storefront only opens it below 768 px). The frame is full height so the open
 * panel is inside the screenshot.
 */
const meta = {
  title: 'Components/MobileMenu',
  component: docsComponent<typeof MobileMenuExample>(MobileMenu),
  render: (args) => <MobileMenuExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { onCatalogueClick: fn(), onLocaleChange: fn() },
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof MobileMenuExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open on the home page: catalogue entry, the seven links, the languages. */
export const Open: Story = { args: { defaultOpen: true } };

/** Open on the delivery page: its link is marked current. */
export const CurrentPage: Story = {
  args: { defaultOpen: true, initialPathname: '/pages/delivery' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Meniu' });
    await expect(within(dialog).getByRole('link', { name: 'Livrare' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A signed-in manager gets the fast-order link after the seven. */
export const WithFastOrder: Story = {
  args: { defaultOpen: true, extraLinks: [FAST_ORDER_LINK] },
};

/**
 * Opened from the menu button; choosing a link goes to its page and closes the menu, and focus
 * returns to the menu button.
 */
export const NavigateCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Meniu' });
    await userEvent.click(button);
    const dialog = await body.findByRole('dialog', { name: 'Meniu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Magazine' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('/pages/shops');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The catalogue entry calls back (the storefront opens the mobile catalogue). */
export const CatalogueEntry: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Meniu' });
    const catalogue = within(dialog).getByRole('button', { name: 'Catalog' });
    await userEvent.click(catalogue);
    await expect(args.onCatalogueClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(catalogue).toBeEnabled(), { timeout: 2000 });
  },
};
