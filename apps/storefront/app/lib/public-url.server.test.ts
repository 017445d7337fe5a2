import { describe, expect, it } from 'vitest';
import { publicUrlOf } from './public-url.server.js';

describe('publicUrlOf', () => {
  it('is the local server by default, on PORT or 3000', () => {
    expect(publicUrlOf({})).toBe('http://localhost:3000');
    expect(publicUrlOf({ PORT: '8080' })).toBe('http://localhost:8080');
  });

  it('takes PUBLIC_URL without its trailing slashes', () => {
    expect(publicUrlOf({ PUBLIC_URL: 'https://shop.md/' })).toBe('https://shop.md');
    expect(publicUrlOf({ PUBLIC_URL: 'https://shop.md//', PORT: '1' })).toBe('https://shop.md');
    expect(publicUrlOf({ PUBLIC_URL: ' https://Shop.MD:8443 ' })).toBe('https://shop.md:8443');
  });

  it.each(['shop.md', 'ftp://shop.md', 'https://shop.md/ro', 'https://a:b@shop.md', 'https://'])(
    'refuses %s with a message that names PUBLIC_URL',
    (value) => {
      expect(() => publicUrlOf({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    },
  );
});
