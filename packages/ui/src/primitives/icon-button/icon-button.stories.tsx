import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartIcon, HeartIcon } from '../../icons/index.js';
import { IconButton } from './icon-button.js';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Favorite', children: <HeartIcon strokeWidth={2} />, onClick: fn() },
  decorators: [
    (Story) => (
      <div className="shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favorite' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Solid: Story = {
  args: { variant: 'solid', label: 'Coș', children: <CartIcon strokeWidth={2} /> },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Favorite' })).toBeDisabled();
  },
};

/** The header's favourites count. */
export const FavouritesBadge: Story = {
  args: { badge: 3, badgeTone: 'favorite' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Favorite 3' }),
    ).toBeInTheDocument();
  },
};

/** The header's cart count. */
export const CartBadge: Story = {
  args: { badge: 12, badgeTone: 'cart', label: 'Coș', children: <CartIcon strokeWidth={2} /> },
};

/** Above 99 the badge reads '99+'. */
export const BadgeOverflow: Story = {
  args: { badge: 120, badgeTone: 'cart', label: 'Coș', children: <CartIcon strokeWidth={2} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument();
  },
};

/** Keyboard focus shows an outline. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Favorite' })).toHaveFocus();
  },
};
