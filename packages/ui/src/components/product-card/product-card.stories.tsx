import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CardFrame,
  FavouriteToggleExample,
  SAMPLE_PRODUCTS,
} from './examples/product-card.examples.js';
import { ProductCard } from './product-card.js';

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: {
    product: SAMPLE_PRODUCTS.drill,
    userRole: 'visitor',
    onAddToCart: fn(),
    onToggleFavourite: fn(),
    imageLoading: 'eager',
    animated: false,
  },
  decorators: [
    (Story, context) => (
      <CardFrame layout={context.args.layout}>
        <Story />
      </CardFrame>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A regular product for a visitor: retail price, stock, brand and article. */
export const Regular: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: args.product.name });
    await expect(link).toHaveAttribute(
      'href',
      '/pages/product/bormasina-cu-acumulator-bosch-gsr-12v-15',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Adaugă în coș' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product);
  },
};

/** On promotion: the badge, the new price emphasised and the old one struck through. */
export const Promotion: Story = {
  args: { product: SAMPLE_PRODUCTS.grinder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Promoție')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price-old"]')).toHaveTextContent('1.150');
  },
};

/**
 * A dealer with a 10 % discount sees the wholesale price less the discount, the retail price
 * struck beside it (read as the retail price, not as an old one), and wholesale stock.
 */
export const WholesaleDealer: Story = {
  args: { userRole: 'dealer', pricing: { dealerDiscount: 10 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Preț angro')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price-current"]')).toHaveTextContent(
      '944,10',
    );
    await expect(canvasElement.querySelector('[data-slot="price-old"]')).toHaveTextContent(
      'Preț cu amănuntul',
    );
  },
};

/** A manager on a promotion: the promotion wins, the regular price struck as the old price. */
export const WholesaleManagerPromotion: Story = {
  args: { userRole: 'manager', product: SAMPLE_PRODUCTS.screwdrivers },
};

/** Out of stock: the chip says so and the button is disabled and labelled unavailable. */
export const OutOfStock: Story = {
  args: { product: SAMPLE_PRODUCTS.hose },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Indisponibil' }),
    ).toBeDisabled();
  },
};

/** Only a few left: the low-stock chip. */
export const LowStock: Story = { args: { product: SAMPLE_PRODUCTS.ladder } };

/** No picture: a neutral placeholder, announced as 'no image'. */
export const NoImage: Story = {
  args: { product: SAMPLE_PRODUCTS.lamp },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Fără imagine' })).toBeVisible();
  },
};

/** A long name is clamped to three lines; the price and button stay in place. */
export const LongName: Story = { args: { product: SAMPLE_PRODUCTS.longName } };

/** In the favourites: the heart is filled and the toggle pressed. */
export const FavouriteOn: Story = {
  args: { favourite: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Adaugă la favorite' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Pressing the heart toggles it (the storefront keeps the favourites). */
export const FavouriteToggle: Story = {
  render: (args) => <FavouriteToggleExample {...args} />,
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Adaugă la favorite' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(args.product);
  },
};

/** Being added to the cart: a spinner, and presses are ignored while it lasts. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Se adaugă…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Without handlers (e.g. a read-only list): no favourite toggle and no add-to-cart button. */
export const WithoutActions: Story = {
  args: { onAddToCart: undefined, onToggleFavourite: undefined },
};

/** Row layout: compact and horizontal, for search results and last-seen lists. */
export const Row: Story = {
  args: { layout: 'row', product: SAMPLE_PRODUCTS.grinder },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adaugă în coș' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product);
  },
};

/** Row layout with a long name (two lines), in a dealer's favourites: its promotion beats the discount. */
export const RowLongNameDealer: Story = {
  args: {
    layout: 'row',
    userRole: 'dealer',
    pricing: { dealerDiscount: 10 },
    product: SAMPLE_PRODUCTS.longName,
    favourite: true,
  },
};

/** Row layout while adding. */
export const RowAdding: Story = {
  args: { layout: 'row', adding: true },
};
