import { safeLocalPath } from '@shop/core/rules';
import { redirect } from 'react-router';

/**
 * Every redirect the storefront answers goes through here (SPEC §5: internal redirect targets
 * must be safe local paths), so no route can send a shopper to another site by mistake: the
 * target passes core's rule as it is, or with its slashes collapsed ('//evil.example' becomes
 * the shop's own '/evil.example'), or the fallback (the language's home) is used.
 *
 * The Location is always a path, never an absolute address built from the request's Host, which
 * a client chooses.
 */
export function localRedirect(
  target: string,
  init: number | ResponseInit = 302,
  fallback = '/',
): Response {
  return redirect(safeLocalPath(target, fallback), init);
}

/** The path, query and hash of an address on this site, for {@link localRedirect}. */
export function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}
