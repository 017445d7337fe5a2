import { createTestApi, type TestApi } from '@shop/api/test-harness';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The profile's tabs beyond the orders (tests/ordering.test.ts): the newsletter switches come
 * with the page from the account's stored settings; the password change is for a signed-in
 * shopper only. The production build against a seeded API.
 */
let handle: (request: Request) => Promise<Response>;
let server: TestApi;
let api: string;

const ORIGIN = 'http://shop.test';

beforeAll(async () => {
  server = await createTestApi('pglite', { seed: { products: 5 } });
  api = await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.API_URL = api;
  const build = (await import(/* @vite-ignore */ inject('serverBuild'))) as ServerBuild;
  handle = createRequestHandler(build, 'production');
});

afterAll(() => server.close());

async function page(path: string, cookie?: string) {
  const response = await handle(
    new Request(`${ORIGIN}${path}`, cookie ? { headers: { Cookie: cookie } } : {}),
  );
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function tokenOf(username: string): Promise<string> {
  const response = await fetch(`${api}/auth/token/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo-shop-1' }),
  });
  return ((await response.json()) as { auth_token: string }).auth_token;
}

/** The `aria-checked` of the switch labelled `label` in the page's HTML. */
function switchState(html: string, label: string): string | null {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  if (!id) return null;
  return new RegExp(`id="${id}"[^>]*aria-checked="(true|false)"`).exec(html)?.[1] ?? null;
}

describe('the newsletter tab', () => {
  it("renders the account's stored switches, private to the shopper", async () => {
    const token = await tokenOf('client@demo.md');
    const stored = await fetch(`${api}/accounts/newsletter-set/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
      body: JSON.stringify({ email_subscription: false, sms_subscription: true }),
    });
    expect(stored.status).toBe(200);
    const shown = await page('/pages/profile-newsletter', `token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Cache-Control')).toContain('no-store');
    expect(shown.html).toContain('noindex');
    expect(switchState(shown.html, 'Pe e-mail')).toBe('false');
    expect(switchState(shown.html, 'Prin SMS')).toBe('true');
    expect(shown.html).toContain('La client@demo.md');

    const russian = await page('/ru/pages/profile-newsletter', `token=${token}`);
    expect(switchState(russian.html, 'По SMS')).toBe('true');
  });

  it('sends a visitor home', async () => {
    const answer = await handle(new Request(`${ORIGIN}/en/pages/profile-newsletter`));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/en');
  });

  it('still renders when the API cannot give the settings: the page loads them itself', async () => {
    const token = await tokenOf('client@demo.md');
    const fetchOf = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/accounts/newsletter-set/')) return new Response('down', { status: 503 });
      return fetchOf(input, init);
    };
    try {
      const shown = await page('/pages/profile-newsletter', `token=${token}`);
      expect(shown.status).toBe(200);
      expect(shown.html).toContain('aria-busy="true"');
      expect(shown.html).not.toContain('role="switch"');
    } finally {
      globalThis.fetch = fetchOf;
    }
  });
});

describe('the security tab', () => {
  it('renders the password change for a signed-in shopper, privately', async () => {
    const token = await tokenOf('client@demo.md');
    const shown = await page('/pages/profile-security', `token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Cache-Control')).toContain('no-store');
    expect(shown.html).toContain('noindex');
    expect(shown.html).toContain('autoComplete="current-password"');
    expect(shown.html.match(/autoComplete="new-password"/g)).toHaveLength(2);
    const english = await page('/en/pages/profile-security', `token=${token}`);
    expect(english.html).toContain('Change password');
  });

  it('sends a visitor home', async () => {
    const answer = await handle(new Request(`${ORIGIN}/ru/pages/profile-security`));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/ru');
  });
});
