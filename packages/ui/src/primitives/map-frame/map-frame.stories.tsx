import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { mapFrameExamples } from './examples/map-frame.examples.js';
import { MapFrame } from './map-frame.js';

/** Screenshots wait for the map to load (the placeholder pulses until then). */
const loaded: Story['play'] = async ({ canvasElement }) => {
  const box = canvasElement.querySelector('[aria-busy]');
  await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
};

const meta = {
  title: 'Primitives/MapFrame',
  component: MapFrame,
  args: mapFrameExamples.withEmbed,
  decorators: [
    (Story) => (
      <div className="shop:w-full shop:max-w-[640px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MapFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's map with the link that opens it full size in a new tab. */
export const WithLink: Story = { play: loaded };

/** An embed without coordinates (or `showLink={false}`): the map alone. */
export const WithoutLink: Story = { args: mapFrameExamples.embedOnly, play: loaded };

/** A square map (the shop cards). */
export const Square: Story = { args: { ratio: 'square' }, play: loaded };
