import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './error-page.js';
import { popularCategories } from './examples/error-page.examples.js';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 404 with popular categories as shortcuts (SPEC §2). */
export const NotFoundWithCategories: Story = {
  args: { status: 404, categories: popularCategories },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Această pagină nu a fost găsită',
    );
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mergi la pagina principală' })).toHaveAttribute(
      'href',
      '/',
    );
    const region = canvas.getByRole('region', { name: 'Categorii populare' });
    await expect(within(region).getAllByRole('link')).toHaveLength(popularCategories.length);
  },
};

/** 404 without categories (they failed to load or there are none). */
export const NotFoundWithoutCategories: Story = {
  args: { status: 404 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** 500: the generic message. */
export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'A apărut o eroare',
    );
  },
};
