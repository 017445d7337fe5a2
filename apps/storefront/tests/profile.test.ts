import { describe, expect, it } from 'vitest';
import { markupOf, ORIGIN, useRouteHarness } from './route-harness.js';

/**
 * The profile's tabs beyond the orders (tests/ordering.test.ts): the personal data and the
 * newsletter switches come with the page from the account's stored values; the password change
 * is for a signed-in shopper only. The production build against a seeded API.
 */
const shop = useRouteHarness({ products: 5 });
const { handle, page, tokenOf } = shop;

/** The `aria-checked` of the switch labelled `label` in the page's HTML. */
function switchState(html: string, label: string): string | null {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  if (!id) return null;
  return new RegExp(`id="${id}"[^>]*aria-checked="(true|false)"`).exec(html)?.[1] ?? null;
}

/** The `value` of the input named `name` in the page's HTML. */
function inputValue(html: string, name: string): string | null {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? (/value="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}

describe('the personal-data tab', () => {
  it("renders the account's stored details, privately, in three languages", async () => {
    const token = await tokenOf('client@demo.md');
    const shown = await page('/pages/profile-data', `token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Cache-Control')).toContain('no-store');
    expect(shown.html).toContain('noindex');
    expect(shown.html).toContain('<title>Date personale');
    expect(inputValue(shown.html, 'firstName')).toBe('Ana');
    expect(inputValue(shown.html, 'lastName')).toBe('Rusu');
    expect(inputValue(shown.html, 'email')).toBe('client@demo.md');
    expect(inputValue(shown.html, 'phone')).toBe('+373 (69) 000-001');
    // A physical person: no company fields; the notice of an incomplete account is not there.
    expect(inputValue(shown.html, 'idno')).toBeNull();
    // (The notice's text is in the page's data, with the rest of the page's texts.)
    expect(markupOf(shown.html)).not.toContain('Contul nu este complet');

    const english = await page('/en/pages/profile-data', `token=${token}`);
    expect(english.status).toBe(200);
    expect(english.html).toContain('<title>Personal details');
    expect(english.html).toContain('Save details');
    expect(inputValue(english.html, 'email')).toBe('client@demo.md');

    const russian = await page('/ru/pages/profile-data', `token=${token}`);
    expect(russian.status).toBe(200);
    expect(russian.html).toContain('<title>Личные данные');
    expect(russian.html).toContain('Сохранить данные');
    expect(inputValue(russian.html, 'firstName')).toBe('Ana');
  });

  it("a juridical account's page shows its company; another account's data is never shown", async () => {
    const firma = await tokenOf('firma@demo.md');
    const company = await page('/ru/pages/profile-data', `token=${firma}`);
    expect(inputValue(company.html, 'companyName')).toBe('Construct Grup SRL');
    expect(inputValue(company.html, 'idno')).toBe('1003600012344');
    expect(inputValue(company.html, 'email')).toBe('firma@demo.md');
    expect(company.html).not.toContain('client@demo.md');

    const client = await tokenOf('client@demo.md');
    const own = await page('/en/pages/profile-data', `token=${client}`);
    expect(own.html).not.toContain('firma@demo.md');
    expect(own.html).not.toContain('Construct Grup SRL');
  });

  it.each([
    ['/pages/profile-data', '/'],
    ['/en/pages/profile-data', '/en'],
    ['/ru/pages/profile-data', '/ru'],
  ])('sends a visitor of %s home', async (path, home) => {
    const answer = await handle(new Request(`${ORIGIN}${path}`));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(home);
  });
});

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
