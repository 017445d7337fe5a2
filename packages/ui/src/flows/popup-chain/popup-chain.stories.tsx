import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import {
  LONG_POPUP,
  PopupChainExample,
  PromoPopupExample,
  SALE_POPUP,
} from './examples/popup-chain.examples.js';
import { PopupChain } from './popup-chain.container.js';
import { popupChainMachine } from './popup-chain.machine.js';
import { PromoPopup } from './promo-popup.js';

/**
 * The home page's timed promotional popups (SPEC §2, §4 "Popups"): a non-modal dialog in the
 * bottom corner (above the phone bottom bar), with a picture, the editor's text, a link button in
 * the editor's colours and a close button. It never takes the focus; Escape closes it.
 */
const meta = {
  title: 'Flows/PopupChain',
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(popupChainMachine) } },
  component: docsComponent<typeof PromoPopupExample>(PromoPopup),
  subcomponents: { PopupChain },
  render: (args) => <PromoPopupExample {...args} />,
  args: { state: 'sale', open: true, onOpenChange: fn() },
} satisfies Meta<typeof PromoPopupExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sale: picture, text, a red button; the close button asks to close. */
export const Sale: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: SALE_POPUP.title });
    await expect(dialog).toHaveAttribute('aria-modal', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Ofertă: ${SALE_POPUP.title}`);
    const link = canvas.getByRole('link', { name: 'Vezi ofertele' });
    // The editor's colours, through the CSS variables.
    await expect(getComputedStyle(link).backgroundColor).toBe('rgb(227, 6, 19)');
    await expect(getComputedStyle(link).color).toBe('rgb(255, 255, 255)');
    const close = canvas.getByRole('button', { name: 'Închide oferta' });
    await userEvent.click(close);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    close.blur();
  },
};

/** Free delivery: a dark button with yellow text. */
export const Delivery: Story = { args: { state: 'delivery' } };

/** Text only: no picture, no link. */
export const TextOnly: Story = { args: { state: 'textOnly' } };

/** A long title and text with a list and a link: the card scrolls inside on a short screen. */
export const LongText: Story = {
  args: { state: 'longText' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('dialog', { name: LONG_POPUP.title }),
    ).toBeVisible();
  },
};

/** The editor's colours are not colours: the button keeps the theme's. */
export const OddColours: Story = { args: { state: 'oddColours' } };

/** In Russian (the popup's own texts come from the API in the page's language). */
export const Russian: Story = { globals: { locale: 'ru' } };

/** Closed: nothing over the page. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/**
 * The shopper types in the search box while the popup shows: the focus stays there, and Escape
 * in the box does not close the popup; Escape with nothing focused does.
 */
export const KeepsTheFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox');
    await userEvent.click(search);
    await userEvent.keyboard('ciocan{Escape}');
    await expect(search).toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    search.blur();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.clear(search);
    search.blur();
  },
};

/** Wired to the machine with a stand-in API: the first popup comes at once, and closes. */
export const Wired: Story = {
  render: () => <PopupChainExample popups={[{ ...SALE_POPUP, inactive_time: 0 }]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: SALE_POPUP.title });
    await userEvent.click(canvas.getByRole('button', { name: 'Închide oferta' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};
