import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MAP_SHOP } from './examples/map-modal.examples.js';
import { MapModal } from './map-modal.js';

/** Screenshots wait for the map to load (its placeholder pulses until then). */
const mapLoaded: Story['play'] = async () => {
  const dialog = await within(document.body).findByRole('dialog');
  await expect(dialog).toHaveAccessibleName(MAP_SHOP.location);
  const box = dialog.querySelector('[aria-busy]');
  await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
};

/**
 * The map modal of SPEC §2 ("show on map" on the contacts page): titled with the shop's
 * location, its map, and a link opening the full map in a new tab.
 */
const meta = {
  title: 'Components/MapModal',
  component: MapModal,
  parameters: { layout: 'fullscreen' },
  args: { shop: MAP_SHOP, open: true, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MapModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open on a shop. */
export const Default: Story = { play: mapLoaded };

/** In Russian (the location is the API's, in the page's language). */
export const Russian: Story = {
  args: { shop: { ...MAP_SHOP, location: 'ул. Измаил 98' } },
  globals: { locale: 'ru' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    const box = dialog.querySelector('[aria-busy]');
    await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
  },
};
