import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { Rating } from './rating.js';

const meta = {
  title: 'Primitives/Rating',
  component: Rating,
  args: { value: 4 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Four: Story = {};

/** A half star is half filled. */
export const WithHalf: Story = {
  args: { value: 3.5 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Evaluare: 3,5 din 5 stele' }),
    ).toBeVisible();
  },
};

export const NoRating: Story = { args: { value: 0, count: 0 } };
export const Full: Story = { args: { value: 5 } };

/** With the number of reviews (plural). */
export const WithCount: Story = { args: { value: 4.5, count: 27 } };

export const Small: Story = { args: { value: 4.5, count: 1, size: 'sm' } };
export const Large: Story = { args: { value: 4.5, count: 12, size: 'lg' } };

export const Russian: Story = {
  args: { value: 4.5, count: 5 },
  render: (args) => (
    <I18nProvider locale="ru">
      <Rating {...args} />
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Оценка: 4,5 из 5 звёзд' })).toBeVisible();
    await expect(canvas.getByText('5 отзывов')).toBeVisible();
  },
};
