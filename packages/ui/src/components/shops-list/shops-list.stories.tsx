import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_SHOPS, SAMPLE_SHOPS_RU } from './examples/shops-list.examples.js';
import { ShopsList } from './shops-list.js';

/**
 * The shop cards of /pages/shops (SPEC §2 "paginated cards"; §3: image, date, title, address,
 * text, numbers). The page adds its heading and the pagination.
 */
const meta = {
  title: 'Components/ShopsList',
  component: ShopsList,
  args: { shops: SAMPLE_SHOPS },
  decorators: [
    (Story) => (
      <div className="shop:mx-auto shop:max-w-[1280px] shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShopsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of six: picture (or its placeholder), opening day, name, address, text, phones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'CasaPlus Bălți' })).toHaveAttribute(
      'href',
      '/pages/shops/balti',
    );
  },
};

/** One shop on the last page. */
export const Single: Story = { args: { shops: SAMPLE_SHOPS.slice(0, 1) } };

/** No shop: the page says so. */
export const Empty: Story = { args: { shops: [] } };

/** In Russian, with the API's Russian texts. */
export const Russian: Story = { args: { shops: SAMPLE_SHOPS_RU }, globals: { locale: 'ru' } };
