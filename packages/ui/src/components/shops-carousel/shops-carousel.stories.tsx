import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { SAMPLE_SHOPS, ShopsCarouselExample } from './examples/shops-carousel.examples.js';
import { ShopsCarousel } from './shops-carousel.js';

/**
 * The home page's shops carousel (SPEC §2, between sales and featured products): a row of shop
 * cards that scrolls sideways and snaps to them, with previous and next and a link to every shop.
 */
const meta = {
  title: 'Components/ShopsCarousel',
  component: docsComponent<typeof ShopsCarouselExample>(ShopsCarousel),
  parameters: { layout: 'fullscreen' },
  render: (args) => <ShopsCarouselExample {...args} />,
  args: { shops: SAMPLE_SHOPS },
} satisfies Meta<typeof ShopsCarouselExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const [FIRST] = SAMPLE_SHOPS;
if (!FIRST) throw new Error('The shops carousel stories need a sample shop.');

/** Six shops at the start of the row: previous reads as disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Magazinele noastre' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Toate magazinele' })).toHaveAttribute(
      'href',
      '/pages/shops',
    );
    await expect(canvas.getByRole('link', { name: /^CasaPlus Centru/ })).toHaveAttribute(
      'href',
      '/pages/shops/centru',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Magazinele anterioare' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

/**
 * Scrolled to the end with next: the last cards in view, next reads as disabled. (The play runs
 * at 1280 px; the phone screenshot keeps that scroll offset, mid-row, with both buttons live.)
 */
export const AtTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Magazinele următoare' });
    const row = canvas.getByRole('list');
    // Jump rather than glide, so the screenshot finds the row at rest.
    row.style.scrollBehavior = 'auto';
    for (let step = 0; step < 6 && next.getAttribute('aria-disabled') !== 'true'; step += 1) {
      await userEvent.click(next);
    }
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('button', { name: 'Magazinele anterioare' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Two shops fit: no buttons on wide screens. */
export const Few: Story = {
  args: { shops: SAMPLE_SHOPS.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A shop without a picture shows the no-image drawing. */
export const WithoutPicture: Story = {
  args: { shops: [{ ...FIRST, image: null }, ...SAMPLE_SHOPS.slice(1, 3)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** No shops: nothing at all. */
export const Empty: Story = {
  args: { shops: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="shops-carousel"]')).toBeNull();
  },
};

/** In Russian. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Наши магазины' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Все магазины' })).toHaveAttribute(
      'href',
      '/ru/pages/shops',
    );
  },
};
