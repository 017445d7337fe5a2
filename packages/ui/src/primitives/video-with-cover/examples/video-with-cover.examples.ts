import { svgDocument } from '../../../icons/svg-document.js';
import type { VideoWithCoverProps } from '../video-with-cover.js';

/** A cover drawn inline (stories and tests never use the network). */
const cover = `data:image/svg+xml,${encodeURIComponent(
  svgDocument(
    'viewBox="0 0 160 90"',
    '<rect width="160" height="90" fill="#7c9cbf"/><rect x="20" y="40" width="120" height="40" fill="#e9eef5"/><rect x="30" y="50" width="30" height="30" fill="#41556b"/><rect x="75" y="48" width="50" height="18" fill="#a9c1dc"/><path d="M14 42 L80 14 L146 42 Z" fill="#41556b"/>',
  ),
)}`;

/**
 * A local stand-in for a video player's page. Stories show it in the player's frame once they
 * have checked the frame's real (YouTube or Vimeo) address, so screenshots never depend on the
 * network.
 */
export const SAMPLE_PLAYER = '/samples/video.html';

/** Sample videos shared by the stories and the tests. */
export const videoWithCoverExamples = {
  /** A shop's YouTube video behind its cover. */
  withCover: {
    title: 'Magazinul din Chișinău',
    src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    cover,
  },
  /** No cover: the player shows at once (without autoplay). */
  withoutCover: { title: 'Magazinul din Bălți', src: 'https://youtu.be/aqz-KE-bpKQ' },
  /** A Vimeo link: Vimeo's player. */
  vimeo: { title: 'Magazinul din Cahul', src: 'https://vimeo.com/76979871', cover },
  /** A video file elsewhere: the pages may not frame it, so it is a plain link. */
  link: {
    title: 'Magazinul din Orhei',
    src: 'https://video.example.md/magazin-orhei.mp4',
    cover,
  },
} satisfies Record<string, VideoWithCoverProps>;
