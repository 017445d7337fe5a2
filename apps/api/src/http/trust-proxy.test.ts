import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isLoopback, parseTrustProxy, trustedHop, type TrustProxy } from './trust-proxy.js';

/** The client address Fastify settles on, for a connection and the header it carries. */
async function clientAddress(
  setting: TrustProxy,
  remoteAddress: string,
  forwardedFor?: string,
): Promise<string> {
  const app = Fastify({ trustProxy: trustedHop(setting) });
  app.get('/', (request) => ({ ip: request.ip }));
  const response = await app.inject({
    url: '/',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.json<{ ip: string }>().ip;
}

describe('TRUST_PROXY', () => {
  it('reads a count of proxies or loopback, and refuses anything else', () => {
    expect(parseTrustProxy(undefined, 0)).toBe(0);
    expect(parseTrustProxy('', 'loopback')).toBe('loopback');
    expect(parseTrustProxy('2', 0)).toBe(2);
    expect(parseTrustProxy('loopback', 0)).toBe('loopback');
    for (const wrong of ['-1', '1.5', 'yes', 'Loopback']) {
      expect(() => parseTrustProxy(wrong, 0)).toThrow(/TRUST_PROXY/);
    }
  });

  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address)).toBe(true);
    }
    for (const address of [
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '128.0.0.1',
      '127.evil',
      '127.0.0.1.example.md',
      'unknown',
    ]) {
      expect(isLoopback(address)).toBe(false);
    }
  });

  it('loopback: believes the storefront on this machine, not a header from elsewhere', async () => {
    // The storefront appended the shopper's address; the shopper's own entry before it is not read.
    expect(await clientAddress('loopback', '127.0.0.1', '198.51.100.9, 203.0.113.7')).toBe(
      '203.0.113.7',
    );
    expect(await clientAddress('loopback', '::ffff:127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // A client calling the API directly cannot choose its address.
    expect(await clientAddress('loopback', '203.0.113.7', '198.51.100.9')).toBe('203.0.113.7');
    expect(await clientAddress('loopback', '203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
    // Nor through the storefront: loopback entries it writes before its own are not walked past
    // the shopper's real address, which the storefront appended last.
    expect(
      await clientAddress('loopback', '127.0.0.1', '198.51.100.9, 127.0.0.1, 203.0.113.7'),
    ).toBe('203.0.113.7');
    expect(await clientAddress('loopback', '127.0.0.1', '198.51.100.9, 127.evil')).toBe('127.evil');
  });

  it('a count believes that many hops, and 0 none', async () => {
    expect(await clientAddress(0, '10.0.0.2', '203.0.113.7')).toBe('10.0.0.2');
    expect(await clientAddress(0, '127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
    expect(await clientAddress(1, '10.0.0.2', '198.51.100.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress(2, '10.0.0.2', '198.51.100.9, 203.0.113.7')).toBe('198.51.100.9');
  });
});
