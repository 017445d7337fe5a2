import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './e2e-shop.js';
import { ORIGIN, useRouteHarness } from './route-harness.js';

/**
 * The storefront's logs (issue 18) never hold an order's link token or a reset code, even when
 * the API fails on a call made with them and the error is logged.
 */
const shop = useRouteHarness({ products: 5 });
const SECRET = 'S3CR3T-link-token-value';

/** Everything printed to the console while `run` runs, as the console would print it. */
async function printed(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const spies = (['error', 'warn', 'log', 'info'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' '));
    }),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join('\n');
}

afterEach(() => {
  process.env.API_URL = shop.api;
});

describe('secrets stay out of the storefront’s logs', () => {
  it('the order page with a link token, and a reset link, while the API is down', async () => {
    // A port nothing listens on: every call fails and is logged.
    process.env.API_URL = `http://127.0.0.1:${await freePort()}`;
    const output = await printed(async () => {
      for (const path of [
        `/pages/ordering/1?key=${SECRET}`,
        `/order_success?order=1&key=${SECRET}`,
        `/?resetPassword=${SECRET}`,
      ]) {
        const response = await shop.handle(new Request(`${ORIGIN}${path}`));
        await response.text();
      }
    });
    // The failures were logged (the test would otherwise prove nothing)…
    expect(output).toMatch(/\[storefront\]|ApiError/);
    // …without the secret.
    expect(output).not.toContain(SECRET);
  });
});
