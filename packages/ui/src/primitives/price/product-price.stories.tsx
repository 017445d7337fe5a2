import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { PRODUCT_PRICE_VIEWS } from './examples/product-price.examples.js';
import { ProductPrice } from './product-price.js';

const meta = {
  title: 'Primitives/ProductPrice',
  component: ProductPrice,
  args: { view: PRODUCT_PRICE_VIEWS.noDiscount },
} satisfies Meta<typeof ProductPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

const struck = (root: HTMLElement) => root.querySelector('[data-slot="price-old"]');

/** No promotion, no wholesale terms: the retail price alone. */
export const NoDiscount: Story = {
  play: async ({ canvasElement }) => {
    await expect(struck(canvasElement)).toBeNull();
  },
};

/** A promotion: the promotion price emphasised, the regular price struck and read as old. */
export const Promotion: Story = {
  args: { view: PRODUCT_PRICE_VIEWS.promotion },
  play: async ({ canvasElement }) => {
    await expect(struck(canvasElement)).toHaveTextContent('Preț vechi');
  },
};

/** A dealer's discounted wholesale price: the retail price struck, read as the retail price. */
export const DealerDiscount: Story = {
  args: { view: PRODUCT_PRICE_VIEWS.dealerDiscount },
  play: async ({ canvasElement }) => {
    await expect(struck(canvasElement)).toHaveTextContent('Preț cu amănuntul');
    await expect(struck(canvasElement)).not.toHaveTextContent('Preț vechi');
  },
};

/** A manager's wholesale price, with no fast-order discount. */
export const ManagerWholesale: Story = {
  args: { view: PRODUCT_PRICE_VIEWS.managerWholesale },
};

/** A manager's box of 6 with the fast-order discount: the box's price and its retail price. */
export const ManagerDiscount: Story = {
  args: { view: PRODUCT_PRICE_VIEWS.managerDiscount, size: 'lg' },
};

/** The dealer's price in Russian: "Оптовая цена", the struck one read as "Розничная цена". */
export const DealerRussian: Story = {
  args: { view: PRODUCT_PRICE_VIEWS.dealerDiscount, size: 'sm' },
  render: (args) => (
    <I18nProvider locale="ru">
      <ProductPrice {...args} />
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(struck(canvasElement)).toHaveTextContent('Розничная цена');
  },
};
