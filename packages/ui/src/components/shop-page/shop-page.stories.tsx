import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Breadcrumbs } from '../../primitives/breadcrumbs/index.js';
import { shopPageExamples } from './examples/shop-page.examples.js';
import { ShopPage } from './shop-page.js';

/** Screenshots wait for the map's stand-in page (its placeholder pulses until then). */
const mapLoaded: Story['play'] = async ({ canvasElement }) => {
  const box = canvasElement.querySelector('[data-slot="map-frame"] [aria-busy]');
  await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
};

/**
 * One shop's page (SPEC §2: "a single shop page with video, image grid, slider and map"). The
 * video's playing state is Primitives/VideoWithCover's Playing story.
 */
const meta = {
  title: 'Components/ShopPage',
  component: ShopPage,
  args: {
    ...shopPageExamples.full,
    children: (
      <Breadcrumbs
        items={[
          { label: 'Acasă', href: '/' },
          { label: 'Magazine', href: '/pages/shops' },
          { label: 'CasaPlus Centru' },
        ]}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div className="shop:mx-auto shop:max-w-[1280px] shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything: address, phones, text, the video's cover, the grid, the slider and the map. */
export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Redă videoclipul: CasaPlus Centru' }),
    ).toBeVisible();
    await mapLoaded(context);
  },
};

/** A video the page may not frame: a plain link to it. */
export const VideoLink: Story = {
  args: shopPageExamples.videoLink,
  play: async (context) => {
    await expect(
      within(context.canvasElement).getByRole('link', { name: /Urmăriți videoclipul/ }),
    ).toHaveAttribute('href', 'https://video.example.md/casaplus-centru.mp4');
    await mapLoaded(context);
  },
};

/** The slider (previous, next, dots) and the map: a shop without text, video or grid. */
export const SliderAndMap: Story = {
  args: { ...shopPageExamples.sliderAndMap, children: undefined },
  play: async (context) => {
    const slider = within(context.canvasElement).getByRole('region', {
      name: 'Imagini ale magazinului',
    });
    await expect(within(slider).getByRole('button', { name: 'Slide-ul următor' })).toBeVisible();
    await mapLoaded(context);
  },
};

/** Only the card's facts: no video, pictures, phones or map. */
export const Minimal: Story = { args: { ...shopPageExamples.minimal, children: undefined } };

/** In Russian. */
export const Russian: Story = {
  args: { ...shopPageExamples.russian, children: undefined },
  globals: { locale: 'ru' },
  play: mapLoaded,
};
