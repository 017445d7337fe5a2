/**
 * The shop's public address (`PUBLIC_URL`), the only origin written into links that leave the
 * page: canonical and hreflang links, og:url, JSON-LD, the sitemap and robots.txt. The request's
 * Host header is never used for them: anyone can send any Host, and the sitemap and pages are
 * cached publicly, so a forged Host would be served to everyone.
 */

/**
 * `PUBLIC_URL` read from an environment: an http(s) origin (a trailing slash is dropped); the default
 * is the local server (`http://localhost:$PORT`, PORT 3000). Anything else is an error that
 * says what to set.
 */
export function publicUrlOf(env: Readonly<Record<string, string | undefined>>): string {
  const raw = (env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT?.trim() || '3000'}`).replace(
    /\/+$/,
    '',
  );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `PUBLIC_URL must be the shop's public address, such as https://shop.md (got "${raw}")`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must start with http:// or https:// (got "${raw}")`);
  }
  // The shop's pages live at the root of their host: a path would make every link wrong.
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `PUBLIC_URL must be a scheme and host only, such as https://shop.md (got "${raw}")`,
    );
  }
  // URL's origin has no trailing slash ('https://shop.md/' → 'https://shop.md').
  return url.origin;
}

/** The shop's public address of this process (see publicUrlOf). */
export function publicUrl(): string {
  return publicUrlOf(process.env);
}

// Checked when the server loads the build: a wrong PUBLIC_URL stops it at start with the message
// above rather than on the first page.
publicUrl();
