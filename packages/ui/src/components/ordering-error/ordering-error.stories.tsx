import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderingError } from './ordering-error.js';
import { SHOP_PHONE } from './examples/ordering-error.examples.js';

const meta = {
  title: 'Components/OrderingError',
  component: OrderingError,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderingError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order failure page (SPEC §8) with the shop's phone for help. */
export const WithPhone: Story = {
  args: { phone: SHOP_PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Comanda nu a putut fi plasată',
    );
    await expect(canvas.getByRole('link', { name: 'Înapoi la comandă' })).toHaveAttribute(
      'href',
      '/pages/cart',
    );
    await expect(canvas.getByRole('link', { name: SHOP_PHONE })).toHaveAttribute(
      'href',
      'tel:+37322123456',
    );
  },
};

/** Without a phone. */
export const WithoutPhone: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

/** In Russian. */
export const Russian: Story = { args: { phone: SHOP_PHONE }, globals: { locale: 'ru' } };
