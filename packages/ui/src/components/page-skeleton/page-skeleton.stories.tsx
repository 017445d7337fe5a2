import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSkeleton } from './page-skeleton.js';

// The pulse is off so that screenshots are stable.
const meta = {
  title: 'Components/PageSkeleton',
  component: PageSkeleton,
  args: { animated: false },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article, a promotion, a regulation or an information page loading. */
export const Article: Story = {
  args: { kind: 'article' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Se încarcă');
  },
};

/** The news or promotions grid loading. */
export const Cards: Story = { args: { kind: 'cards' } };

/** The regulations or client-service list loading. */
export const List: Story = { args: { kind: 'list' } };
