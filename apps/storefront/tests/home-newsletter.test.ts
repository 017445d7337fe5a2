import { en, ro, ru } from '@shop/ui';
import { describe, expect, it } from 'vitest';
import { ORIGIN, placeOf, useRouteHarness } from './route-harness.js';

/**
 * The home page's newsletter block (SPEC §2: the last home section; §3 its fields): in the page's
 * HTML in the three languages, after every other section, with its fields, the agreement's link
 * to the regulations in the page's language; and the sign-up it sends through the storefront's
 * API proxy is taken (204) or refused field by field (400).
 */
const harness = useRouteHarness({ products: 10 });

const LANGUAGES = [
  { locale: 'ro', prefix: '', catalogue: ro },
  { locale: 'en', prefix: '/en', catalogue: en },
  { locale: 'ru', prefix: '/ru', catalogue: ru },
] as const;

/** The HTML of the block (from its root to the end of its form). */
function blockOf(html: string): string {
  const start = html.indexOf('data-slot="newsletter-signup"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</form>', start));
}

describe.each(LANGUAGES)('the home page’s newsletter block in $locale', (language) => {
  it('is the last section, with its heading, fields and the agreement', async () => {
    const { status, html } = await harness.page(language.prefix || '/');
    expect(status).toBe(200);
    const texts = language.catalogue.newsletterSignup;
    const block = blockOf(html);
    // Where each section sits in the page, wherever React streamed it.
    const at = placeOf(html, 'data-slot="newsletter-signup"');
    for (const section of ['product-of-the-day', 'home-features', 'partners', 'partner-banner']) {
      const sectionAt = placeOf(html, `data-slot="${section}"`);
      if (sectionAt > -1) expect(sectionAt, section).toBeLessThan(at);
    }
    expect(block).toContain(texts.title);
    expect(block).toContain(texts.lead);
    for (const label of [texts.name, texts.lastName, texts.contact, texts.submit]) {
      expect(block).toContain(label);
    }
    expect(block).toContain(texts.contactHint.replaceAll("'", '&#x27;'));
    expect(block).toContain(language.catalogue.formFields.agreementLink);
    expect(block).toContain(`href="${language.prefix}/pages/regulament"`);
    expect(block).toContain(language.catalogue.common.requiredNote);
    expect(block.match(/type="checkbox"/g)).toHaveLength(1);
    expect(block.match(/data-slot="required-mark"/g)).toHaveLength(4);
  });
});

describe('a sign-up through the storefront’s API proxy', () => {
  const signUp = (body: unknown, locale = 'ro') =>
    harness.handle(
      new Request(`${ORIGIN}/shop-api/accounts/newsletter-set/`, {
        method: 'POST',
        headers: {
          'X-Shop-Client': '1',
          'Content-Type': 'application/json',
          'Accept-Language': locale,
          // Its own address, so this file's sign-ups do not count against another's cap.
          'X-Forwarded-For': '203.0.113.41',
        },
        body: JSON.stringify(body),
      }),
    );

  it('is taken by e-mail or by phone', async () => {
    const person = { name: 'Ana', last_name: 'Rusu', agreement: true };
    expect((await signUp({ ...person, email: 'ana.newsletter@example.md' })).status).toBe(204);
    expect((await signUp({ ...person, phone: '+37369555111' })).status).toBe(204);
  });

  it('is refused field by field', async () => {
    const refused = await signUp({ email: 'ana@' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as Record<string, { key?: string } | string>;
    expect(body).toMatchObject({
      name: { key: 'required' },
      last_name: { key: 'required' },
      email: { key: 'email' },
      agreement: { key: 'required' },
    });
  });
});
