import { describe, expect, it } from 'vitest';
import { forwardedFor } from '../forwarded-for.mjs';

describe('the X-Forwarded-For the storefront passes on', () => {
  it('names the connection when the request came straight from the shopper', () => {
    expect(forwardedFor(undefined, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('appends the connection to the chain a proxy (or the shopper) sent', () => {
    // A shopper can write anything in the header; the last entry is the one this server saw.
    expect(forwardedFor('198.51.100.2', '10.0.0.5')).toBe('198.51.100.2, 10.0.0.5');
    expect(forwardedFor(['198.51.100.2', '10.0.0.9'], '10.0.0.5')).toBe(
      '198.51.100.2, 10.0.0.9, 10.0.0.5',
    );
  });

  it('keeps the chain as it is when the connection has no address', () => {
    expect(forwardedFor(' 198.51.100.2 ', undefined)).toBe('198.51.100.2');
    expect(forwardedFor(undefined, undefined)).toBeUndefined();
  });
});
