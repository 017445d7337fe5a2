import { describe, expect, it } from 'vitest';
import { forwardedFor, forwardedProto, trustedProxies } from '../forwarded-for.mjs';

describe('the X-Forwarded-For the storefront passes on', () => {
  it('names the connection when the request came straight from the shopper', () => {
    expect(forwardedFor(undefined, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('drops the chain a client sent when no proxy is trusted (the default)', () => {
    // A shopper can write anything in the header: it must not choose the address the API counts.
    expect(forwardedFor('198.51.100.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(forwardedFor(['1.1.1.1', '2.2.2.2'], '203.0.113.7', 0)).toBe('203.0.113.7');
  });

  it('keeps the last N hops, written by the N trusted proxies, then the connection', () => {
    // The shopper wrote 6.6.6.6; the proxy appended the address it saw (198.51.100.2).
    expect(forwardedFor('6.6.6.6, 198.51.100.2', '10.0.0.5', 1)).toBe('198.51.100.2, 10.0.0.5');
    expect(forwardedFor(['6.6.6.6', '198.51.100.2, 10.0.0.9'], '10.0.0.5', 2)).toBe(
      '198.51.100.2, 10.0.0.9, 10.0.0.5',
    );
    expect(forwardedFor('198.51.100.2', '10.0.0.5', 3)).toBe('198.51.100.2, 10.0.0.5');
  });

  it('sends no header when there is neither a trusted hop nor an address', () => {
    expect(forwardedFor(' 198.51.100.2 ', undefined, 1)).toBe('198.51.100.2');
    expect(forwardedFor('198.51.100.2', undefined)).toBeUndefined();
    expect(forwardedFor(undefined, undefined)).toBeUndefined();
  });
});

describe('STOREFRONT_TRUST_PROXY and X-Forwarded-Proto', () => {
  it('counts proxies as a whole number, 0 for anything else', () => {
    expect(trustedProxies(undefined)).toBe(0);
    expect(trustedProxies('')).toBe(0);
    expect(trustedProxies('2')).toBe(2);
    for (const odd of ['-1', '1.5', 'true', 'loopback']) expect(trustedProxies(odd)).toBe(0);
  });

  it('believes the scheme only from a trusted proxy', () => {
    expect(forwardedProto('https', 0)).toBeUndefined();
    expect(forwardedProto('https', 1)).toBe('https');
    expect(forwardedProto('HTTPS, http', 1)).toBe('https');
    expect(forwardedProto('http', 1)).toBe('http');
    expect(forwardedProto('gopher', 1)).toBeUndefined();
    expect(forwardedProto(undefined, 1)).toBeUndefined();
  });
});
