import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { SortSelect } from './sort-select.js';

const meta = {
  title: 'Components/SortSelect',
  component: SortSelect,
  args: { onChange: fn() },
  // Room for the focus ring.
  decorators: [
    (Story) => (
      <div className="shop:p-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default sort (popularity); the label sits above on phones and beside from bp570. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sortează după' });
    await expect(select).toHaveValue('popularity');
    await userEvent.selectOptions(select, 'price_asc');
    await expect(args.onChange).toHaveBeenCalledWith('price_asc');
    await expect(select).toHaveValue('price_asc');
  },
};

/** Controlled, with the highest price first chosen. */
export const PriceDescending: Story = { args: { value: 'price_desc' } };

/** The label always beside the select. */
export const LabelBeside: Story = { args: { labelPosition: 'side', value: 'new_product' } };

export const Disabled: Story = { args: { disabled: true } };

export const Russian: Story = {
  args: { value: 'price_asc' },
  render: (args) => (
    <I18nProvider locale="ru">
      <SortSelect {...args} />
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Сортировать' }),
    ).toHaveDisplayValue('Сначала дешевле');
  },
};
