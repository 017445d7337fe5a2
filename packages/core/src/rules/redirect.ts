/**
 * Safe internal redirect targets (SPEC §5: "Internal redirect targets must match a safe local
 * path pattern"). A target from a query string (?redirect=…) must never send the shopper to
 * another site, so only a plain local path survives; everything else becomes the fallback.
 */

/**
 * A local path: one '/' (not '//' or '/\\'), then no backslash, whitespace or control character.
 */
const LOCAL_PATH = /^\/(?![/\\])[^\\\s\p{Cc}]*$/u;
/** The same after percent-decoding, where a space (from %20 in a search text) is fine. */
const DECODED_LOCAL_PATH = /^\/(?![/\\])[^\\\p{Cc}]*$/u;
/** Longest target accepted; a real path is far shorter. */
const MAX_TARGET_LENGTH = 2048;

/** The target when it is a safe local path, otherwise the fallback (default '/'). */
export function safeRedirect(target: unknown, fallback = '/'): string {
  return isSafeRedirect(target) ? target : fallback;
}

/**
 * Accepts '/pages/cart?x=1', '/ru/pages/product/abc'. Rejects absolute and protocol-relative URLs
 * ('https://x', '//x', '/\\x'), 'javascript:' and other schemes, backslashes, control characters,
 * and the same tricks hidden behind percent-encoding ('/%2F%2Fx', '/%5Cx').
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_TARGET_LENGTH) {
    return false;
  }
  let decoded = target;
  // Decode until stable (a few rounds at most) so double encoding cannot hide '//' or '\'.
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!LOCAL_PATH.test(target) || !DECODED_LOCAL_PATH.test(decoded)) return false;
  // Last guard: resolved against a dummy origin, the target must stay on it, and its path must
  // not begin with '//' once dot segments are gone ('/..//evil' becomes '//evil', which a page
  // that reloads its own path would send out as a protocol-relative address).
  const base = 'http://shop.invalid';
  try {
    const resolved = new URL(target, base);
    return resolved.origin === base && !/^\/[/\\]/.test(resolved.pathname);
  } catch {
    return false;
  }
}

/**
 * A local path with every run of slashes and backslashes in its path part made one '/', so that
 * '//evil.example/x' or '/ro//evil.example' stays a (probably unknown) page of the shop rather
 * than another site. The query and hash are kept as they are; a target that does not start
 * with a slash is returned unchanged. Check the result with
 * {@link safeRedirect}: this does not undo percent-encoding.
 */
export function collapseSlashes(target: string): string {
  // Only a path is collapsed: 'https://x' or 'javascript:' are no page of the shop.
  if (!/^[/\\]/.test(target)) return target;
  const cut = target.search(/[?#]/);
  const path = cut === -1 ? target : target.slice(0, cut);
  const rest = cut === -1 ? '' : target.slice(cut);
  return path.replace(/[/\\]+/g, '/') + rest;
}

/**
 * The target when it is safe; else the target with its slashes collapsed when that is safe; else
 * the fallback. For redirects to a path taken from the request itself (the '/ro' prefix, a page
 * reloaded), where the shopper expects the same page rather than another site.
 */
export function safeLocalPath(target: string, fallback = '/'): string {
  if (isSafeRedirect(target)) return target;
  return safeRedirect(collapseSlashes(target), fallback);
}
