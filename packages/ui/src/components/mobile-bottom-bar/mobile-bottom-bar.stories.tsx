import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StayOnPage } from '../top-nav/examples/top-nav.examples.js';
import { PhonePage, SAMPLE_CHAT_HREF } from './examples/mobile-bottom-bar.examples.js';
import { MobileBottomBar } from './mobile-bottom-bar.js';

/**
 * The bar is fixed to the bottom of phone screens and hidden from 768 px, so the 1280 px
 * screenshots show the page without it. The stories open at the 360 px viewport, where the
 * play functions find the bar.
 */
const meta = {
  title: 'Components/MobileBottomBar',
  component: MobileBottomBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { onCatalogueClick: fn(), onCartClick: fn(), onChatClick: fn() },
  decorators: [
    (Story) => (
      <StayOnPage>
        <PhonePage>
          <Story />
        </PhonePage>
      </StayOnPage>
    ),
  ],
} satisfies Meta<typeof MobileBottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Catalogue, favourites, cart and chat, without counts. */
export const Default: Story = {};

/** A favourite and three items in the cart. */
export const WithCounts: Story = {
  args: { favouritesCount: 1, cartCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Favorite, un produs' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Coș, 3 produse' })).toBeInTheDocument();
  },
};

/** Above 99 the badges read '99+'. */
export const ManyItems: Story = { args: { favouritesCount: 150, cartCount: 120 } };

/** The mobile catalogue is open: its item is highlighted (`aria-expanded`). */
export const CatalogueOpen: Story = { args: { catalogueOpen: true, cartCount: 2 } };

/** On the favourites page its item is marked current. */
export const OnFavourites: Story = {
  args: { currentPath: '/pages/favorites', favouritesCount: 5 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Favorite, 5 produse' });
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * The live chat of the site settings (`live_chat_url`): the chat item links to the shop's
 * messenger page, in a new tab, and its name says so.
 */
export const ChatLink: Story = {
  args: { onChatClick: undefined, chatHref: SAMPLE_CHAT_HREF },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Chat (se deschide într-o fereastră nouă)',
    });
    await expect(link).toHaveAttribute('href', SAMPLE_CHAT_HREF);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Without a chat at all, three items share the width. */
export const WithoutChat: Story = { args: { onChatClick: undefined, cartCount: 1 } };

/** Each item calls back; the catalogue button ignores a second click within 300 ms. */
export const Actions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const catalogue = canvas.getByRole('button', { name: 'Catalog' });
    await userEvent.dblClick(catalogue);
    await expect(args.onCatalogueClick).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Coș' }));
    await expect(args.onCartClick).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Chat' }));
    await expect(args.onChatClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(catalogue).toBeEnabled(), { timeout: 2000 });
  },
};
