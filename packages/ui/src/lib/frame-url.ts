/**
 * Whether a URL from the API may be loaded into an iframe or a video element: http(s) addresses
 * and paths on this site only. A `javascript:` or `data:` URL in a frame would run in (or
 * spoof) the shop's own page, so anything else is refused.
 */
export function safeFrameUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
