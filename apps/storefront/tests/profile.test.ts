import { describe, expect, it } from 'vitest';
import { ORIGIN, useRouteHarness } from './route-harness.js';

/**
 * The profile's tabs beyond the orders (tests/ordering.test.ts): the newsletter switches come
 * with the page from the account's stored settings; the password change is for a signed-in
 * shopper only. The production build against a seeded API.
 */
const shop = useRouteHarness({ products: 5 });
const { handle, page, tokenOf } = shop;

/** The `aria-checked` of the switch labelled `label` in the page's HTML. */
function switchState(html: string, label: string): string | null {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  if (!id) return null;
  return new RegExp(`id="${id}"[^>]*aria-checked="(true|false)"`).exec(html)?.[1] ?? null;
}

describe('the newsletter tab', () => {
  it("renders the account's stored switches, private to the shopper", async () => {
    const token = await tokenOf('client@demo.md');
    const stored = await fetch(`${shop.api}/accounts/newsletter-set/`, {
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
