import { svgDocument } from '../../../icons/svg-document.js';
import type { VideoWithCoverProps } from '../video-with-cover.js';

/** A cover drawn inline (stories and tests never use the network). */
const cover = `data:image/svg+xml,${encodeURIComponent(
  svgDocument(
    'viewBox="0 0 160 90"',
    '<rect width="160" height="90" fill="#7c9cbf"/><rect x="20" y="40" width="120" height="40" fill="#e9eef5"/><rect x="30" y="50" width="30" height="30" fill="#41556b"/><rect x="75" y="48" width="50" height="18" fill="#a9c1dc"/><path d="M14 42 L80 14 L146 42 Z" fill="#41556b"/>',
  ),
)}`;

/** Sample videos shared by the stories and the tests (the player is a local stand-in page). */
export const videoWithCoverExamples = {
  /** A shop's video behind its cover. */
  withCover: { title: 'Magazinul din Chișinău', src: '/samples/video.html', cover },
  /** No cover: the player shows at once. */
  withoutCover: { title: 'Magazinul din Bălți', src: '/samples/video.html' },
  /** A YouTube link: played without cookies. */
  youtube: {
    title: 'Magazinul din Cahul',
    src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    cover,
  },
  /** A video file: played in the browser's own player. */
  file: { title: 'Magazinul din Orhei', src: '/samples/shop.mp4', cover },
} satisfies Record<string, VideoWithCoverProps>;
