import { safeFrameUrl } from '../../lib/frame-url.js';

/** How a video address is played: a file in a `<video>`, or a player page in an iframe. */
export type VideoSource = { kind: 'file'; src: string } | { kind: 'embed'; src: string };

const FILE_EXTENSION = /\.(?:mp4|m4v|webm|ogv|ogg|mov)$/i;
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{4,12}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(?:www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : first === 'embed' || first === 'shorts' || first === 'live'
          ? (second ?? null)
          : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname.split('/').filter(Boolean).at(-1) ?? null;
  return id && VIMEO_ID.test(id) ? id : null;
}

/**
 * Reads a shop's `video` address: YouTube and Vimeo links become their players (YouTube without
 * cookies), files (.mp4, .webm, …) play in a `<video>`, any other safe page is embedded as is.
 * `autoplay` is asked for when the visitor has just pressed play on the cover. Unsafe or empty
 * addresses give `null`.
 */
export function videoSource(
  address: string | null | undefined,
  autoplay = false,
): VideoSource | null {
  const safe = safeFrameUrl(address);
  if (!safe) return null;
  const url = new URL(safe, 'https://shop.invalid');
  const play = autoplay ? '?autoplay=1' : '';
  const youtube = youtubeId(url);
  if (youtube) {
    const query = autoplay ? '?autoplay=1&rel=0' : '?rel=0';
    return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}${query}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo}${play}` };
  if (FILE_EXTENSION.test(url.pathname)) return { kind: 'file', src: safe };
  return { kind: 'embed', src: safe };
}
