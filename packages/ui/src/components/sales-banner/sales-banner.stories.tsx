import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  LONG_SALE_TITLE,
  SALE_END_DATE,
  SALE_PAGE_URL,
  SALE_PICTURE,
  SALE_TITLE,
  SalesBannerFrame,
} from './examples/sales-banner.examples.js';
import { SalesBanner } from './sales-banner.js';

const meta = {
  title: 'Components/SalesBanner',
  component: SalesBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    title: SALE_TITLE,
    backgroundImage: SALE_PICTURE,
    endDate: SALE_END_DATE,
    favouritesCount: 2,
    cartCount: 5,
    onCartClick: fn(),
    shareUrl: SALE_PAGE_URL,
  },
  decorators: [
    (Story) => (
      <SalesBannerFrame>
        <Story />
      </SalesBannerFrame>
    ),
  ],
} satisfies Meta<typeof SalesBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Everything: the sale's picture under a dark overlay, the end date, the favourites link and the
 * cart button with their counts, and share links.
 */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: SALE_TITLE });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(SALE_TITLE);
    await expect(within(banner).getByText('Până la 31 decembrie 2026')).toHaveAttribute(
      'datetime',
      SALE_END_DATE,
    );
    await expect(canvas.getByRole('link', { name: 'Favorite, 2 produse' })).toHaveAttribute(
      'href',
      '/pages/favorites',
    );
    const share = canvas.getByRole('list', { name: 'Distribuie' });
    await expect(within(share).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Coș, 5 produse' })).toBeInTheDocument();
  },
};

/** The cart button opens the cart panel (it keeps the focus ring after the press). */
export const CartButton: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Coș, 5 produse' }));
    await expect(args.onCartClick).toHaveBeenCalledOnce();
  },
};

/** No picture: a gradient of the shop's main and footer colours, under the same overlay. */
export const WithoutImage: Story = {
  args: { backgroundImage: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: SALE_TITLE })).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A sale without an end date: no badge. */
export const WithoutDate: Story = {
  args: { endDate: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(SALE_TITLE);
    await expect(canvas.queryByText(/^Până la/)).toBeNull();
  },
};

/** An end date that is not a date ('31.12.2026', or 30 February): no badge rather than nonsense. */
export const InvalidDate: Story = {
  args: { endDate: '2026-02-30' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.queryByText(/^Până la/)).toBeNull();
  },
};

/** Nothing in favourites or in the cart: no count bubbles, plain names. */
export const ZeroCounts: Story = {
  args: { favouritesCount: 0, cartCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Favorite' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Coș' })).toBeInTheDocument();
  },
};

/** A long title wraps (a very long word too) and pushes the actions below it on phones. */
export const LongTitle: Story = {
  args: { title: LONG_SALE_TITLE, favouritesCount: 120, cartCount: 21 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(LONG_SALE_TITLE);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(canvas.getByRole('link', { name: 'Favorite, 120 de produse' })).toHaveTextContent(
      '99+',
    );
  },
};

/** Without a cart handler the cart shows its count but is not a button; no share links. */
export const WithoutCartButtonOrShare: Story = {
  args: { onCartClick: undefined, shareUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Coș, 5 produse')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Distribuie' })).toBeNull();
  },
};

/** In Russian: the date and the counts' plural forms follow the language. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { favouritesCount: 1, cartCount: 22 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('До 31 декабря 2026 г.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Избранное, 1 товар' })).toHaveAttribute(
      'href',
      '/ru/pages/favorites',
    );
    await expect(canvas.getByRole('button', { name: 'Корзина, 22 товара' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Поделиться' })).toBeInTheDocument();
  },
};
