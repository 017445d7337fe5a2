import { createIcon } from './icon.js';

/*
 * Pictures rather than glyphs: drawn to fill a frame (a product without a photo, a video's play
 * button), so they have no default size: the frame's CSS sizes them.
 */

/**
 * A photo frame with the sun and hills: a product without a picture. As an image it needs a
 * name (`aria-label`, e.g. 'No picture'); the line is 2.5 on its 48 px grid (`strokeWidth`
 * thickens it where it is drawn small).
 */
export const NoImageIcon = createIcon(
  'NoImageIcon',
  { viewBox: '0 0 48 48', fill: 'none', stroke: 'currentColor', strokeWidth: 2.5 },
  <>
    <rect x="6" y="10" width="36" height="28" rx="3" />
    <circle cx="17" cy="20" r="3.5" fill="currentColor" stroke="none" />
    <path d="M9 35l10-10 7 7 5-5 8 8" strokeLinejoin="round" />
  </>,
);

/** A round play button, dark and translucent with a white triangle: starts a video. */
export const PlayButtonIcon = createIcon(
  'PlayButtonIcon',
  { viewBox: '0 0 64 64' },
  <>
    <circle cx="32" cy="32" r="30" fill="rgb(0 0 0 / 0.55)" />
    <path d="M26 20 L46 32 L26 44 Z" fill="#ffffff" />
  </>,
);
