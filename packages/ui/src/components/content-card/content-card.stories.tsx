import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentCard } from './content-card.js';
import {
  ARTICLE_CARD,
  ContentCardGridExample,
  PROMOTION_CARD,
} from './examples/content-card.examples.js';

const meta = {
  title: 'Components/ContentCard',
  component: ContentCard,
  args: ARTICLE_CARD,
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card at a list column's width. */
const narrow: Story['decorators'] = [
  (Story) => (
    <div className="shop:max-w-sm">
      <Story />
    </div>
  ),
];

/** A news article: picture, category, date, title link and description. */
export const Article: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Cum alegi o bormașină pentru casă' }),
    ).toHaveAttribute('href', '/pages/news/cum-alegi-o-bormasina');
    await expect(canvas.getByText('5 octombrie 2026')).toHaveAttribute('datetime', '2026-10-05');
    await expect(canvas.getByText('Sfaturi')).toBeInTheDocument();
  },
};

/** A promotion's period, first to last day. */
export const PromotionPeriod: Story = {
  decorators: narrow,
  args: PROMOTION_CARD,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('15 octombrie 2026 – 15 noiembrie 2026'),
    ).toBeInTheDocument();
  },
};

/** A promotion without an end: "From …". */
export const OpenEnded: Story = {
  decorators: narrow,
  args: { ...PROMOTION_CARD, endDate: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Din 15 octombrie 2026')).toBeInTheDocument();
  },
};

/** A promotion past its last day carries the "Ended" badge. */
export const Ended: Story = {
  decorators: narrow,
  args: { ...PROMOTION_CARD, ended: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Încheiată')).toBeInTheDocument();
  },
};

/** Without picture, badge or description. */
export const Plain: Story = {
  decorators: narrow,
  args: { ...ARTICLE_CARD, image: null, badge: null, description: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** In Russian. */
export const Russian: Story = {
  decorators: narrow,
  globals: { locale: 'ru' },
  args: { ...PROMOTION_CARD, endDate: null, ended: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Завершена')).toBeInTheDocument();
    await expect(canvas.getByText(/^С 15 октября 2026/)).toBeInTheDocument();
  },
};

/** The list's grid: one column on a phone, two from 744 px, three from 1024 px. */
export const Grid: Story = {
  render: () => (
    <ContentCardGridExample
      cards={[
        ARTICLE_CARD,
        PROMOTION_CARD,
        { ...ARTICLE_CARD, href: '/pages/news/a', title: 'Grădina toamna', badge: 'Grădină' },
        { ...PROMOTION_CARD, href: '/pages/actionpromo/b', ended: true },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const images = canvasElement.querySelectorAll('img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[3]).toHaveAttribute('loading', 'lazy');
  },
};
