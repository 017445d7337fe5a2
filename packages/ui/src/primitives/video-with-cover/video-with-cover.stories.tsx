import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { videoWithCoverExamples } from './examples/video-with-cover.examples.js';
import { VideoWithCover } from './video-with-cover.js';

const meta = {
  title: 'Primitives/VideoWithCover',
  component: VideoWithCover,
  args: { ...videoWithCoverExamples.withCover, onPlay: fn() },
  decorators: [
    (Story) => (
      <div className="shop:w-full shop:max-w-[640px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoWithCover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until a (same-origin sample) player page has loaded, so screenshots are stable. */
async function frameLoaded(frame: HTMLElement) {
  await waitFor(() => {
    const doc = (frame as HTMLIFrameElement).contentDocument;
    return expect(doc?.URL.includes('/samples/video.html') && doc.readyState).toBe('complete');
  });
}

/** Waits for the cover image, so the screenshot never catches it half decoded. */
const coverShown: Story['play'] = async ({ canvasElement }) => {
  const image = canvasElement.querySelector('img');
  await waitFor(() => expect(image?.complete).toBe(true));
};

/** Before play: the cover with a play button (no player is loaded yet). */
export const Cover: Story = { play: coverShown };

/** Pressing play hides the cover; the player starts and takes focus. */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Redă videoclipul: Magazinul din Chișinău' }),
    );
    await expect(args.onPlay).toHaveBeenCalled();
    const player = await canvas.findByTitle('Magazinul din Chișinău');
    await waitFor(() => expect(player).toHaveFocus());
    await frameLoaded(player);
  },
};

/** No cover: the player shows at once. */
export const WithoutCover: Story = {
  args: { ...videoWithCoverExamples.withoutCover, cover: null },
  play: async ({ canvasElement }) => {
    await frameLoaded(within(canvasElement).getByTitle('Magazinul din Bălți'));
  },
};
