import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryGrid } from './category-grid.js';
import {
  CategoryChipsExample,
  categoriesWithoutImages,
  fiveCategories,
  longNameCategories,
  sampleCategories,
} from './examples/category-grid.examples.js';

const meta = {
  title: 'Components/CategoryGrid',
  component: CategoryGrid,
  parameters: { layout: 'padded' },
  args: { heading: 'Categorii', items: sampleCategories },
} satisfies Meta<typeof CategoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve categories: 2 columns at 360 px, 6 at 1280 px (SPEC §9). */
export const TwelveItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Categorii' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: 'Grădină' })).toHaveAttribute(
      'href',
      '/pages/catalog/gradina',
    );
  },
};

/** Five categories: less than one desktop row. */
export const FiveItems: Story = { args: { items: fiveCategories } };

/** No pictures: the placeholder in every tile. */
export const NoImages: Story = { args: { items: categoriesWithoutImages } };

/** Long names are clamped to three lines; the link keeps the whole name. */
export const LongNames: Story = { args: { items: longNameCategories } };

/** Without a heading (the page has its own). */
export const WithoutHeading: Story = { args: { heading: undefined, items: fiveCategories } };

/** While the categories load: grey tiles (pulse off for a stable screenshot). */
export const Loading: Story = {
  args: { loading: true, animated: false, skeletonCount: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(
      canvasElement.querySelectorAll('[data-slot="category-grid-skeleton"]'),
    ).toHaveLength(6);
  },
};

/** The same categories as chips (404 page, empty search). */
export const Chips: Story = {
  render: () => <CategoryChipsExample />,
};
