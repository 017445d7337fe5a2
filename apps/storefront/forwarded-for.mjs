/**
 * What the storefront believes of the proxies in front of it. STOREFRONT_TRUST_PROXY is how many
 * there are (default 0: shoppers reach this server directly). Only those hops' X-Forwarded-For
 * entries and their X-Forwarded-Proto are believed; anything before them was written by the
 * client, who could otherwise choose the address the API's limits count, or claim https.
 *
 * (Named apart from the API's TRUST_PROXY, which `pnpm start` sets for the API to 'loopback'.)
 */

/**
 * The number of proxies in front of the storefront: a whole number, 0 when unset or not one.
 *
 * @param {string | undefined} value STOREFRONT_TRUST_PROXY
 * @returns {number}
 */
export function trustedProxies(value) {
  const count = Number((value ?? '').trim() || '0');
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/**
 * The X-Forwarded-For a request goes on to the API with: the last `trusted` entries of the
 * chain it came with (what the trusted proxies wrote), then the address of the connection it
 * came on, as a proxy adds it. With no trusted proxy the client's header is dropped. The API,
 * told by its TRUST_PROXY how many of the last hops to believe, takes the shopper's address
 * from there.
 *
 * @param {string | string[] | undefined} chain the request's X-Forwarded-For, if any
 * @param {string | undefined} address the connection's remote address
 * @param {number} [trusted] how many proxies stand in front of this server (default 0)
 * @returns {string | undefined}
 */
export function forwardedFor(chain, address, trusted = 0) {
  const hops = (Array.isArray(chain) ? chain.join(',') : (chain ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  const kept = trusted > 0 ? hops.slice(-trusted) : [];
  if (address) kept.push(address);
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/**
 * The X-Forwarded-Proto to believe: the first proxy's word ('https' or 'http') when there is a
 * trusted proxy, otherwise none (a client's own header says nothing).
 *
 * @param {string | string[] | undefined} header the request's X-Forwarded-Proto, if any
 * @param {number} trusted how many proxies stand in front of this server
 * @returns {'http' | 'https' | undefined}
 */
export function forwardedProto(header, trusted) {
  if (trusted <= 0 || header === undefined) return undefined;
  const first = (Array.isArray(header) ? header.join(',') : header).split(',')[0]?.trim();
  const proto = first?.toLowerCase();
  return proto === 'https' || proto === 'http' ? proto : undefined;
}
