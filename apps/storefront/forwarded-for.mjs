/**
 * The X-Forwarded-For a request goes on with: the chain it came with, then the address of the
 * connection it came on, as a proxy adds it. The API, told by TRUST_PROXY how many of the last
 * hops to believe, takes the shopper's address from there.
 *
 * @param {string | string[] | undefined} chain the request's X-Forwarded-For, if any
 * @param {string | undefined} address the connection's remote address
 * @returns {string | undefined}
 */
export function forwardedFor(chain, address) {
  const before = (Array.isArray(chain) ? chain.join(', ') : (chain ?? '')).trim();
  if (!address) return before || undefined;
  return before ? `${before}, ${address}` : address;
}
