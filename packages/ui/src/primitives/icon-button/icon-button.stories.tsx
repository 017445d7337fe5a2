import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './icon-button.js';

function HeartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7-4.35-9.5-8.5C.5 9 2.5 4.5 6.5 4.5c2.1 0 3.6 1.1 4.5 2.5.9-1.4 2.4-2.5 4.5-2.5 4 0 6 4.5 4 8-2.5 4.15-9.5 8.5-9.5 8.5Z" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="17" cy="20" r="1.5" />
    </svg>
  );
}

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Favorite', children: <HeartIcon />, onClick: fn() },
  decorators: [
    (Story) => (
      <div className="p-4">
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
  args: { variant: 'solid', label: 'Coș', children: <CartIcon /> },
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
  args: { badge: 12, badgeTone: 'cart', label: 'Coș', children: <CartIcon /> },
};

/** Above 99 the badge reads '99+'. */
export const BadgeOverflow: Story = {
  args: { badge: 120, badgeTone: 'cart', label: 'Coș', children: <CartIcon /> },
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
