import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  BARE_PRODUCT,
  LONG_NAME_PRODUCT,
  LOW_STOCK_PRODUCT,
  OUT_OF_STOCK_PRODUCT,
  PROMOTION_PRODUCT,
  ProductSummaryExample,
  SAMPLE_PRODUCT,
} from './examples/product-summary.examples.js';
import { ProductSummary } from './product-summary.js';
import { docsComponent } from '../../docs/docs-component.js';
import { ShopStockOpenButton } from '../shop-stock-modal/examples/shop-stock-modal.examples.js';

const meta = {
  title: 'Components/ProductSummary',
  component: docsComponent<typeof ProductSummaryExample>(ProductSummary),
  render: (args) => <ProductSummaryExample {...args} />,
  parameters: { layout: 'padded' },
  args: {
    product: SAMPLE_PRODUCT,
    onQuantityChange: fn(),
    onAddToCart: fn(),
    onToggleFavourite: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof ProductSummaryExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: retail price, stock, size and feature radios, counter, add to cart, heart. */
export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE_PRODUCT.name);
    await expect(canvas.getByRole('link', { name: '7 recenzii' })).toHaveAttribute(
      'href',
      '#reviews',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Adaugă în coș' }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  },
};

/** On promotion: the new price in the favourites colour, the old one struck through. */
export const Promotion: Story = { args: { product: PROMOTION_PRODUCT } };

/** A manager: the wholesale price (labelled), the retail price struck, the wholesale stock (SPEC §6). */
export const Manager: Story = { args: { userRole: 'manager' } };

/** A dealer with a 10 % discount on the wholesale price: the retail price struck beside it. */
export const DealerWithDiscount: Story = {
  args: { userRole: 'dealer', pricing: { dealerDiscount: 10 } },
};

/** Three left: 'only 3 left', and plus disappears at 3. */
export const LowStock: Story = {
  args: { product: LOW_STOCK_PRODUCT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = () => canvas.queryByRole('button', { name: 'Mărește cantitatea' });
    await userEvent.click(plus()!);
    await userEvent.click(plus()!);
    await expect(canvas.getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(3);
    await expect(plus()).toBeNull();
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
  },
};

/** Out of stock: no counter, and the disabled button says "Stoc epuizat". */
export const OutOfStock: Story = {
  args: { product: OUT_OF_STOCK_PRODUCT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The button says why it cannot be pressed; there is no quantity to choose.
    await expect(canvas.getByRole('button', { name: 'Stoc epuizat' })).toBeDisabled();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};

/** Already a favourite: the heart is pressed and filled. Pressing it again releases it. */
export const Favourite: Story = {
  args: { favourite: true },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Favorit' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleFavourite).toHaveBeenCalledTimes(2);
  },
};

/** Choosing another set: the radio moves and the choice is reported with its variant's slug. */
export const ChooseFeature: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const set = canvas.getByRole('radiogroup', { name: 'Set' });
    const option = within(set).getByRole('radio', { name: 'Cu valiză și 15 burghie' });
    await userEvent.click(option);
    await expect(option).toBeChecked();
    await expect(args.onSelect).toHaveBeenCalledWith(
      SAMPLE_PRODUCT.parameters[1],
      expect.objectContaining({ slug: 'bosch-gsb-13-re-set' }),
    );
  },
};

/** With the one-click purchase button in its slot. */
export const WithOneClick: Story = { args: { withOneClick: true, onOneClick: fn() } };

/** A product whose category has a size chart: its button under the size choices. */
export const WithSizeChart: Story = { args: { withSizeChart: true } };

/**
 * With the "stock in shops" button right after the stock chip (it opens `ShopStockModal`): a
 * small secondary button that announces its dialog.
 */
export const WithStockInShops: Story = {
  args: { stockInShops: <ShopStockOpenButton /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Vezi stocul în magazine' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toBeVisible();
  },
};

/** No brand, article, reviews or parameters. */
export const Bare: Story = { args: { product: BARE_PRODUCT } };

/** A very long name wraps; the buttons keep their size. */
export const LongName: Story = { args: { product: LONG_NAME_PRODUCT } };
