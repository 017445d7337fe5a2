import { createIcon, ICON_LINE, ICON_SOLID } from './icon.js';

/*
 * Brands. The `…Icon`s are the social networks drawn in the current text colour (the footer's
 * links, the share buttons); the `…Mark`s keep the brand's own colours (payment cards, the
 * sign-in buttons), so they are the one place with colour values in a drawing. Like every icon
 * they are hidden from assistive technology unless the caller names them.
 */

/** The social networks' line drawings: 24 px, in the footer's 1.8 line. */
const SOCIAL_LINE = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  ...ICON_LINE,
  strokeWidth: 1.8,
} as const;

/** Facebook's "f". */
export const FacebookIcon = createIcon(
  'FacebookIcon',
  { viewBox: '0 0 24 24', width: 24, height: 24, ...ICON_SOLID },
  <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3z" />,
);

/** Instagram's camera: a rounded square, the lens and the flash. */
export const InstagramIcon = createIcon(
  'InstagramIcon',
  SOCIAL_LINE,
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" stroke="none" />
  </>,
);

/** YouTube's player: a rounded screen with a play triangle. */
export const YouTubeIcon = createIcon(
  'YouTubeIcon',
  SOCIAL_LINE,
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10 9v6l5-3z" fill="currentColor" stroke="none" />
  </>,
);

/** TikTok's note. */
export const TikTokIcon = createIcon(
  'TikTokIcon',
  SOCIAL_LINE,
  <path d="M13 3.5v11.3a3.3 3.3 0 1 1-3.3-3.3M13 3.5c.4 2.6 2.2 4.3 4.8 4.5" />,
);

/** Telegram's paper plane. */
export const TelegramIcon = createIcon(
  'TelegramIcon',
  SOCIAL_LINE,
  <path d="M21 4 3 11l6 2.2M21 4l-3 16-6.5-5M21 4 9 13.2v5.3l2.5-3.5" />,
);

/** Viber's speech bubble with a handset. */
export const ViberIcon = createIcon(
  'ViberIcon',
  SOCIAL_LINE,
  <>
    <path d="M12 3c4.8 0 8 2.4 8 7.6 0 5.3-3.2 7.6-8 7.6l-3 2.8v-3.3c-2.9-1-5-3.2-5-7.1C4 5.4 7.2 3 12 3z" />
    <path
      d="M9.5 7.5c-.8.6-.6 1.9.6 3.4s2.7 2.4 3.5 1.8l.7-.7-1.6-1.2-.7.5-1.6-1.6.5-.7-1.1-1.6z"
      fill="currentColor"
      stroke="none"
    />
  </>,
);

/** LinkedIn's "in" in a rounded square. */
export const LinkedInIcon = createIcon(
  'LinkedInIcon',
  SOCIAL_LINE,
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13c0-1.6 1-2.6 2.3-2.6s2.2.9 2.2 2.6V16" />
  </>,
);

/** X's (formerly Twitter's) letter: two crossing strokes. */
export const XLogoIcon = createIcon('XLogoIcon', SOCIAL_LINE, <path d="M4 4l16 16M20 4 4 20" />);

/** Odnoklassniki's figure: a head above two arms and two legs. */
export const OdnoklassnikiIcon = createIcon(
  'OdnoklassnikiIcon',
  { viewBox: '0 0 24 24', width: 24, height: 24, ...ICON_SOLID },
  <>
    <path d="M12 12.3a4.15 4.15 0 1 0 0-8.3 4.15 4.15 0 0 0 0 8.3zm0-5.9a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5z" />
    <path d="M16.6 13.2a1.2 1.2 0 0 0-1.7-.2 5.3 5.3 0 0 1-5.8 0 1.2 1.2 0 1 0-1.5 1.9 7.4 7.4 0 0 0 2.4 1l-2.3 2.3a1.2 1.2 0 1 0 1.7 1.7L12 17.3l2.6 2.6a1.2 1.2 0 1 0 1.7-1.7L14 15.9a7.4 7.4 0 0 0 2.4-1 1.2 1.2 0 0 0 .2-1.7z" />
  </>,
);

/**
 * Mastercard's mark: two overlapping circles, red and yellow, on a white card. Where it stands
 * for the card (a list of payment methods) name it: `aria-label="Mastercard"`.
 */
export const MastercardMark = createIcon(
  'MastercardMark',
  { viewBox: '0 0 48 32' },
  <>
    <rect width="48" height="32" rx="4" fill="#ffffff" />
    <circle cx="19" cy="16" r="9" fill="#eb001b" />
    <circle cx="29" cy="16" r="9" fill="#f79e1b" />
    <path d="M24 8.4a9 9 0 0 1 0 15.2 9 9 0 0 1 0-15.2z" fill="#ff5f00" />
  </>,
);

/**
 * Visa's mark: the word in dark blue italics on a white card, with the gold stripe. Where it
 * stands for the card name it: `aria-label="Visa"`.
 */
export const VisaMark = createIcon(
  'VisaMark',
  { viewBox: '0 0 48 32' },
  <>
    <rect width="48" height="32" rx="4" fill="#ffffff" />
    {/* The wordmark is part of the drawing; the accessible name is the svg's label. */}
    <text
      x="24"
      y="20"
      textAnchor="middle"
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize="13"
      fontStyle="italic"
      fontWeight="800"
      letterSpacing="0.5"
      fill="#1a1f71"
    >
      VISA
    </text>
    <rect x="8" y="24" width="32" height="2" rx="1" fill="#f7b600" />
  </>,
);

/** Google's "G" in its four colours: the sign-in button (its text names the provider). */
export const GoogleMark = createIcon(
  'GoogleMark',
  { viewBox: '0 0 24 24', width: 24, height: 24 },
  <>
    <path
      fill="#4285F4"
      d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
    />
    <path
      fill="#34A853"
      d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24Z"
    />
    <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
    <path
      fill="#EA4335"
      d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8Z"
    />
  </>,
);

/** Facebook's "f" in white on its blue circle: the sign-in button (its text names the provider). */
export const FacebookMark = createIcon(
  'FacebookMark',
  { viewBox: '0 0 24 24', width: 24, height: 24 },
  <>
    <circle cx="12" cy="12" r="12" fill="#1877F2" />
    <path
      fill="#ffffff"
      d="M15.1 15.5 15.6 12h-3.3V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.7 0-4.5 1.6-4.5 4.6V12h-3v3.5h3V24h3.7v-8.5h2.8Z"
    />
  </>,
);
