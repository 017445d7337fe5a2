import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('API configuration (issue 18)', () => {
  it('listens on this machine only unless API_HOST says otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ API_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    // Nor believes any X-Forwarded-For unless TRUST_PROXY says whose.
    expect(readConfig({}).trustProxy).toBe(0);
  });

  it('takes the public origin of links from PUBLIC_URL, then STOREFRONT_URL, then PORT', () => {
    expect(readConfig({}).storefrontUrl).toBe('http://localhost:3000');
    expect(readConfig({ PORT: '4000' }).storefrontUrl).toBe('http://localhost:4000');
    expect(readConfig({ STOREFRONT_URL: 'https://old.example.md/' }).storefrontUrl).toBe(
      'https://old.example.md',
    );
    const both = readConfig({
      PUBLIC_URL: 'https://shop.example.md/',
      STOREFRONT_URL: 'https://old.example.md',
    });
    expect(both.storefrontUrl).toBe('https://shop.example.md');
    expect(both.shopName).toBe('shop.example.md');
  });
});
