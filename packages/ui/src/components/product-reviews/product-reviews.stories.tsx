import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ONE_REVIEW_PRODUCT,
  POPULAR_PRODUCT,
  REVIEWED_PRODUCT,
  UNREVIEWED_PRODUCT,
  ProductReviewsExample,
} from './examples/product-reviews.examples.js';
import { ProductReviews } from './product-reviews.js';
import { docsComponent } from '../../docs/docs-component.js';

const meta = {
  title: 'Components/ProductReviews',
  component: docsComponent<typeof ProductReviewsExample>(ProductReviews),
  render: (args) => <ProductReviewsExample {...args} />,
  parameters: { layout: 'padded' },
  args: { product: REVIEWED_PRODUCT, onCreateReview: fn(), onExpandedChange: fn() },
} satisfies Meta<typeof ProductReviewsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const reviews = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('list', { name: 'Recenziile cumpărătorilor' }),
  ).getAllByRole('listitem');

/** 7 reviews averaging 4,4: the bars, the first 5 reviews and 'show all'. */
export const WithReviews: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Recenzii' })).toHaveAttribute('id', 'reviews');
    await expect(reviews(canvasElement)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Scrie o recenzie' }));
    await expect(args.onCreateReview).toHaveBeenCalledTimes(1);
  },
};

/** 'Show all' lists the other two and becomes 'show fewer'. */
export const AllReviews: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Arată toate recenziile' }));
    await expect(reviews(canvasElement)).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Arată mai puține recenzii' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

/** No reviews yet: the invitation to write the first one. */
export const Empty: Story = {
  args: { product: UNREVIEWED_PRODUCT },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Încă nu există recenzii' }),
    ).toBeVisible();
  },
};

/** A single review ('o recenzie'), no 'show all'. */
export const OneReview: Story = { args: { product: ONE_REVIEW_PRODUCT } };

/** 128 reviews spread over every grade; the average comes from the bars. */
export const Popular: Story = { args: { product: POPULAR_PRODUCT } };

/** Without a write handler there is no button (e.g. reviews turned off). */
export const ReadOnly: Story = { args: { onCreateReview: undefined } };
