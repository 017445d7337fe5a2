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

  it('DEMO_MODE turns the demo banner on (1) or off (0); unset leaves it to the database', () => {
    expect(readConfig({}).demoMode).toBeUndefined();
    expect(readConfig({ DEMO_MODE: '' }).demoMode).toBeUndefined();
    expect(readConfig({ DEMO_MODE: '1' }).demoMode).toBe(true);
    expect(readConfig({ DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(readConfig({ DEMO_MODE: '0' }).demoMode).toBe(false);
    expect(readConfig({ DEMO_MODE: ' off ' }).demoMode).toBe(false);
    expect(() => readConfig({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
  });

  it('logs warnings and errors by default, each request only at LOG_LEVEL=info (issue 40)', () => {
    expect(readConfig({}).logLevel).toBe('warn');
    expect(readConfig({ LOG_LEVEL: 'info' }).logLevel).toBe('info');
  });

  it('logs a kept message in summary unless OUTBOX_LOG=full (issue 40)', () => {
    expect(readConfig({}).outboxLog).toBe('summary');
    expect(readConfig({ OUTBOX_LOG: 'FULL' }).outboxLog).toBe('full');
    expect(() => readConfig({ OUTBOX_LOG: 'all' })).toThrow(/OUTBOX_LOG/);
  });
});
