import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/button/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { ProductCard } from '../product-card/index.js';
import {
  FavouritesGridExample,
  GRID_PRODUCTS,
  SALES_PRODUCTS,
} from './examples/product-grid.examples.js';
import { ProductGrid } from './product-grid.js';

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    products: GRID_PRODUCTS,
    onAddToCart: fn(),
    onToggleFavourite: fn(),
    eagerImages: 12,
    animated: false,
  },
  // The listing column beside the desktop filter sidebar; the sales page is wider.
  decorators: [
    (Story, context) => (
      <div
        className={
          context.args.columns === 4
            ? 'shop:mx-auto shop:max-w-[1280px] shop:p-4'
            : 'shop:mx-auto shop:max-w-[960px] shop:p-4'
        }
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nine products: 2 columns on phones, 3 from bp1024; one is a favourite, one being added. */
export const NineProducts: Story = {
  args: { favouriteIds: [102], addingIds: [103] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
  },
};

/** The sales page: 4 columns from bp1024 (3 from bp744). */
export const FourColumns: Story = {
  args: { products: SALES_PRODUCTS, columns: 4 },
};

/** A dealer sees wholesale prices (the retail price struck) and wholesale stock on every card. */
export const Dealer: Story = {
  args: { userRole: 'dealer', pricing: { dealerDiscount: 7.5 } },
};

/** Loading: skeleton cards, the region busy and 'loading' announced. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Se încarcă…');
    await expect(canvasElement.querySelector('[data-slot="product-grid"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Loading the sales page: two rows of four. */
export const LoadingFourColumns: Story = { args: { loading: true, columns: 4 } };

/** No products: the default empty state. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Nu am găsit produse' }),
    ).toBeVisible();
  },
};

/** No products, with the page's own empty state in the slot. */
export const EmptySlot: Story = {
  args: {
    products: [],
    empty: (
      <EmptyState
        title="Nu am găsit produse cu aceste filtre"
        description="Încercați să eliminați câteva filtre sau să măriți intervalul de preț."
        action={<Button variant="secondary">Resetează filtrele</Button>}
      />
    ),
  },
};

/** Favourites toggle on each card (the storefront keeps them). */
export const FavouriteToggle: Story = {
  render: (args) => <FavouritesGridExample {...args} />,
  play: async ({ canvasElement, args }) => {
    const hearts = within(canvasElement).getAllByRole('button', { name: 'Adaugă la favorite' });
    const second = hearts[1];
    if (!second) throw new Error('no second card');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(GRID_PRODUCTS[1]);
  },
};

/** `renderCard` draws each product its own way (here without a favourite toggle). */
export const RenderCard: Story = {
  args: {
    products: GRID_PRODUCTS.slice(0, 3),
    renderCard: (product) => (
      <ProductCard product={product} imageLoading="eager" onAddToCart={() => undefined} />
    ),
  },
};
