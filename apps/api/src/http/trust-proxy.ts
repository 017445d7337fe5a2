import { isIPv4 } from 'node:net';

/**
 * Which hops' X-Forwarded-For the API believes (TRUST_PROXY), for the client address its rate
 * limits count:
 * - a number N: the N proxies nearest the API, whatever their address (0: none; the
 *   connection's own address counts);
 * - 'loopback': any hop on this machine (127.0.0.0/8, ::1). The storefront's server on the
 *   same host adds the shopper's address to the header; a client reaching the API from
 *   elsewhere cannot make it believe a header it wrote.
 */
export type TrustProxy = number | 'loopback';

/** Reads TRUST_PROXY ('loopback' or a whole number ≥ 0; unset: the fallback). */
export function parseTrustProxy(value: string | undefined, fallback: TrustProxy): TrustProxy {
  if (value === undefined || value === '') return fallback;
  if (value === 'loopback') return value;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`invalid TRUST_PROXY: ${value} (a whole number of proxies, or 'loopback')`);
  }
  return n;
}

/** Whether an address is this machine's (IPv4 loopback, also as IPv4-mapped IPv6, or ::1). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  // Header entries are whatever a client wrote: '127.evil' is no address, so no hop to trust.
  return (v4.startsWith('127.') && isIPv4(v4)) || address === '::1';
}

/** Fastify's `trustProxy` function for a setting: is the hop at `address` (0 = nearest) believed. */
export function trustedHop(setting: TrustProxy): (address: string, hop: number) => boolean {
  if (setting === 'loopback') return (address) => isLoopback(address);
  return (_address, hop) => hop < setting;
}
