import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { ToolbarExample } from './examples/sort-select.examples.js';
import { ListingFiltersButton, ListingToolbar } from './listing-toolbar.js';
import { docsComponent } from '../../docs/docs-component.js';

const meta = {
  title: 'Components/ListingToolbar',
  component: docsComponent<typeof ToolbarExample>(ListingToolbar),
  subcomponents: { ListingFiltersButton },
  render: (args) => <ToolbarExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { count: 24, onSortChange: fn(), onOpenFilters: fn() },
  decorators: [
    (Story) => (
      <div className="shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToolbarExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 24 products ('24 de produse'), the filters button (only at 1280 px or less) and the sort.
 * Choosing a sort calls back; the filters button opens the drawer.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('24 de produse');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sortează după' }),
      'new_product',
    );
    await expect(args.onSortChange).toHaveBeenCalledWith('new_product');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtre' }));
    await expect(args.onOpenFilters).toHaveBeenCalled();
  },
};

/** One product: singular. */
export const OneProduct: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 produs');
  },
};

/** No products: '0 produse'. */
export const NoProducts: Story = { args: { count: 0 } };

/** Many products, with three filters on. */
export const ManyWithActiveFilters: Story = {
  args: { count: 1284, activeFilters: 3, initialSort: 'price_desc' },
};

/** No filters button (e.g. the sales page). */
export const WithoutFilters: Story = { args: { withFilters: false } };

/** While the new count loads. */
export const Loading: Story = { args: { loading: true } };

/** Russian plural forms: '22 товара'. */
export const Russian: Story = {
  args: { count: 22 },
  render: (args) => (
    <I18nProvider locale="ru">
      <ToolbarExample {...args} />
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('22 товара');
  },
};
