import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_PLAYER, videoWithCoverExamples } from './examples/video-with-cover.examples.js';
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

/**
 * The player's frame, checked to hold the privacy-mode player at `src`, then swapped for a copy
 * that shows the local stand-in page (stories never use the network: a frame that tried the
 * player's own address first would race its failure), waited for so screenshots are stable.
 */
async function showStandIn(frame: HTMLElement, src: string) {
  await expect(frame).toHaveAttribute('src', src);
  const standIn = frame.cloneNode() as HTMLIFrameElement;
  standIn.setAttribute('src', SAMPLE_PLAYER);
  frame.replaceWith(standIn);
  await waitFor(
    () => {
      const doc = standIn.contentDocument;
      return expect(doc?.URL.includes(SAMPLE_PLAYER) && doc.readyState).toBe('complete');
    },
    { timeout: 5000 },
  );
}

/** Waits for the cover image, so the screenshot never catches it half decoded. */
const coverShown: Story['play'] = async ({ canvasElement }) => {
  const image = canvasElement.querySelector('img');
  await waitFor(() => expect(image?.complete).toBe(true));
};

/** Before play: the cover with a play button (no player is loaded yet). */
export const Cover: Story = { play: coverShown };

/** Pressing play (here by keyboard) hides the cover; the player autoplays and takes focus. */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', {
      name: 'Redă videoclipul: Magazinul din Chișinău',
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalled();
    const player = await canvas.findByTitle('Magazinul din Chișinău');
    await waitFor(() => expect(player).toHaveFocus());
    await showStandIn(
      player,
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
  },
};

/** No cover: the player shows at once, without autoplay. */
export const WithoutCover: Story = {
  args: { ...videoWithCoverExamples.withoutCover, cover: null },
  play: async ({ canvasElement }) => {
    await showStandIn(
      within(canvasElement).getByTitle('Magazinul din Bălți'),
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
    );
  },
};

/** A video the pages may not frame (a file, another site): a plain link to it. */
export const Link: Story = {
  args: videoWithCoverExamples.link,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /Urmăriți videoclipul: Magazinul din Orhei/,
    });
    await expect(link).toHaveAttribute('href', 'https://video.example.md/magazin-orhei.mp4');
  },
};
