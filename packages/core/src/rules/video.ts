/**
 * How a shop's video address is shown (SPEC §2: "a single shop page with video"). Only the two
 * players the pages' Content-Security-Policy lets into a frame are embedded: YouTube in its
 * privacy mode (youtube-nocookie.com, no cookies until the visitor plays) and Vimeo's player.
 * Any other http(s) address (a file, another site's page) is offered as a plain link: framing an
 * unknown page would be refused by the policy, or would run a stranger's page inside the shop's.
 */

/** Where embedded videos come from (the storefront's CSP frame-src lists the same origins). */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/** A video as the page shows it: a player in an iframe, or a link that leaves the page. */
export type VideoView = { kind: 'embed'; src: string } | { kind: 'link'; href: string };

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
 * Reads a shop's `video` address: a YouTube link (watch, youtu.be, shorts, embed, live) becomes
 * the privacy-mode player, a Vimeo link Vimeo's player, any other absolute http(s) address a
 * plain link; an empty, relative or unsafe address (`javascript:`, `data:`) gives null.
 * `autoplay` is asked for only once the visitor has pressed play on the cover.
 *
 * @example videoView('https://youtu.be/aqz-KE-bpKQ', { autoplay: true })
 * // { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0' }
 */
export function videoView(
  address: string | null | undefined,
  { autoplay = false }: { autoplay?: boolean } = {},
): VideoView | null {
  const value = address?.trim();
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube) {
    const query = autoplay ? '?autoplay=1&rel=0' : '?rel=0';
    return { kind: 'embed', src: `${VIDEO_EMBED_ORIGINS[0]}/embed/${youtube}${query}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo) {
    const query = autoplay ? '?autoplay=1' : '';
    return { kind: 'embed', src: `${VIDEO_EMBED_ORIGINS[1]}/video/${vimeo}${query}` };
  }
  return { kind: 'link', href: url.href };
}
