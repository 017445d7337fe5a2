import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { Price } from './price.js';

const meta = {
  title: 'Primitives/Price',
  component: Price,
  args: { price: 129900 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A regular price: 1299 lei (the trailing ,00 is dropped). */
export const Regular: Story = {};

export const WithBani: Story = { args: { price: 4950 } };

/** Promotion: the new price emphasised, the old one struck through and announced as old. */
export const Promotion: Story = {
  args: { promotionPrice: 99900 },
  play: async ({ canvasElement }) => {
    const old = canvasElement.querySelector('[data-slot="price-old"]');
    await expect(old).toHaveTextContent('Preț vechi');
    await expect(
      within(canvasElement).getByText('Preț promoțional:', { exact: false }),
    ).toBeTruthy();
  },
};

/** The wholesale price of a dealer or a manager. */
export const Wholesale: Story = { args: { price: 104900, wholesale: true } };

export const WholesalePromotion: Story = {
  args: { price: 104900, promotionPrice: 89900, wholesale: true },
};

export const Small: Story = { args: { size: 'sm', promotionPrice: 99900 } };
export const Large: Story = { args: { size: 'lg', promotionPrice: 99900 } };

export const Russian: Story = {
  args: { promotionPrice: 99900, wholesale: true },
  render: (args) => (
    <I18nProvider locale="ru">
      <Price {...args} />
    </I18nProvider>
  ),
};
