import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { Chip, StockChip } from './chip.js';

const meta = {
  title: 'Primitives/Chip',
  component: StockChip,
  args: { stock: 24 },
} satisfies Meta<typeof StockChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};

/** One piece left: singular. */
export const OnlyOneLeft: Story = {
  args: { stock: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A rămas doar 1 bucată')).toBeVisible();
  },
};

export const OnlyFewLeft: Story = { args: { stock: 3 } };

export const OutOfStock: Story = { args: { stock: 0 } };

export const Small: Story = { args: { stock: 2, size: 'sm' } };

/** Russian plural forms: 1 (one), 3 (few), 5 (many). */
export const Russian: Story = {
  render: (args) => (
    <I18nProvider locale="ru">
      <div className="shop:flex shop:flex-col shop:items-start shop:gap-2">
        <StockChip {...args} stock={1} />
        <StockChip {...args} stock={3} />
        <StockChip {...args} stock={5} />
        <StockChip {...args} stock={0} />
      </div>
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Осталось всего 5 штук')).toBeVisible();
  },
};

/** The generic chip in its four colours, with and without a dot. */
export const Generic: Story = {
  render: () => (
    <div className="shop:flex shop:flex-wrap shop:items-center shop:gap-2">
      <Chip>Nou</Chip>
      <Chip variant="success">Livrare gratuită</Chip>
      <Chip variant="warning" dot>
        Ultimele bucăți
      </Chip>
      <Chip variant="danger" size="sm">
        -20%
      </Chip>
    </div>
  ),
};
