/**
 * The security headers of the storefront's answers, shared by the React Router build (pages,
 * data requests, resource routes, error pages) and server.mjs (static files, which never reach
 * the build).
 */

/**
 * What the browser may use: nothing of the camera, microphone, location, payment or sensors
 * (the shop needs none; a script that got in cannot ask for them either).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** One year; only sent over https, where a browser keeps it. */
const HSTS = 'max-age=31536000';

/**
 * The headers every answer gets, static files included: no framing (the profile's security tab
 * must not be clickjacked), no content sniffing, the referrer trimmed to the origin when it
 * leaves the site, the browser features above off, and HSTS when the shopper came over https
 * (directly, or as a trusted proxy says: see forwarded-for.mjs).
 *
 * @param {{ https: boolean }} request
 * @returns {Record<string, string>}
 */
export function securityHeaders({ https }) {
  /** @type {Record<string, string>} */
  const headers = {
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  if (https) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

const TAG_MANAGER = 'https://www.googletagmanager.com';
/**
 * Frames the pages embed: the shops' maps (OpenStreetMap, @shop/core's MAP_ORIGIN) and their
 * videos once a visitor presses play (YouTube without cookies, Vimeo).
 */
const FRAMES = [
  'https://www.openstreetmap.org',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];
/** Where the tag manager's analytics tags send their hits. */
const ANALYTICS = 'https://*.google-analytics.com';

/**
 * The Content-Security-Policy of a rendered page. Scripts: the site's own files and the inline
 * scripts that carry this answer's nonce (React Router's and React's, the tag manager's
 * starter), never 'unsafe-inline'. Styles may be inline (the theme's colours, style attributes
 * of the server-rendered markup), which runs no code. Images: the site, data/blob URLs and the
 * API's public address (product pictures are absolute URLs there). The tag manager's origin is
 * allowed only when one is configured.
 *
 * @param {{ nonce: string, tagManager: boolean, imageOrigins: readonly string[] }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, tagManager, imageOrigins }) {
  const tags = tagManager ? [TAG_MANAGER] : [];
  const hits = tagManager ? [TAG_MANAGER, ANALYTICS] : [];
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", `'nonce-${nonce}'`, ...tags],
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data: blob:", ...imageOrigins, ...hits],
    ["font-src 'self' data:"],
    ["connect-src 'self'", ...hits],
    ["frame-src 'self'", ...FRAMES, ...tags],
    ["frame-ancestors 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["object-src 'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
