const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * An image or video path made absolute with the API's public URL ('/media/x.jpg' →
 * 'http://localhost:8000/media/x.jpg'). URLs that are already absolute (a CDN, a video host) pass
 * as they are; a missing or empty path is null.
 */
export function mediaUrl(publicUrl: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (ABSOLUTE_URL.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
