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
  // Last guard: resolved against a dummy origin, the target must stay on it.
  const base = 'http://shop.invalid';
  try {
    return new URL(target, base).origin === base;
  } catch {
    return false;
  }
}
