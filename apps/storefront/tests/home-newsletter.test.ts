import { en, ro, ru } from '@shop/ui';
import { describe, expect, it } from 'vitest';
import {
  escaped,
  markupOf,
  ORIGIN,
  placeOf,
  useRouteHarness,
  withFailing,
} from './route-harness.js';

/**
 * The home page's newsletter block (SPEC §2: the last home section; §3 its fields): in the page's
 * HTML in the three languages, after every other section, with its fields, the agreement's link
 * to the regulations in the page's language; the sign-up it sends through the storefront's
 * API proxy is taken (204) or refused field by field (400); and the form it posts itself before
 * the page's script runs is answered by the home route's action, never sent as a GET.
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
    // Before script the form posts to the home route's action: no name or contact in a URL.
    const form = /<form[^>]*>/.exec(block)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="?index"');
  });
});

describe('a sign-up the form posted before the page’s script ran', () => {
  const post = (
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    body: BodyInit = new URLSearchParams(fields),
  ) =>
    harness.handle(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: {
          Origin: ORIGIN,
          'Content-Type': 'application/x-www-form-urlencoded',
          // Its own address, so these sign-ups do not count against another file's cap.
          'X-Forwarded-For': '203.0.113.42',
          ...headers,
        },
        body,
      }),
    );
  const person = { name: 'Ion', lastName: 'Ciobanu', agreement: 'on' };

  it.each([
    ['/?index', '/pages/success/newsletter'],
    ['/en?index', '/en/pages/success/newsletter'],
    ['/ru?index', '/ru/pages/success/newsletter'],
  ])('at %s is taken, then the success page of its language', async (path, success) => {
    const taken = await post(path, { ...person, contact: `ion.${success.length}@example.md` });
    expect(taken.status).toBe(303);
    expect(taken.headers.get('Location')).toBe(success);
  });

  it('is taken by phone as well', async () => {
    const taken = await post('/?index', { ...person, contact: '+37369555222' });
    expect(taken.status).toBe(303);
  });

  it('refused by the block’s rules gives the page back with what was typed and why', async () => {
    const refused = await post('/en?index', { name: 'Ion', lastName: '', contact: 'ion@' });
    expect(refused.status).toBe(400);
    const markup = markupOf(await refused.text());
    expect(markup).toMatch(/name="name"[^>]*value="Ion"|value="Ion"[^>]*name="name"/);
    expect(markup).toMatch(/name="contact"[^>]*value="ion@"|value="ion@"[^>]*name="contact"/);
    expect(markup).toContain(escaped(en.validation.required));
    expect(markup).toContain(escaped(en.agreement.required));
  });

  it('while the API is away keeps what was typed and says so, 503 with Retry-After', async () => {
    const refused = await withFailing('/accounts/newsletter-set/', () =>
      post('/?index', { ...person, contact: 'ion.away@example.md' }),
    );
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    const markup = markupOf(await refused.text());
    expect(markup).toContain('value="ion.away@example.md"');
    expect(markup).toContain(escaped(ro.apiError.internal_error));
  });

  it('from another site’s page is refused (400, React Router’s own check) and sends nothing', async () => {
    const refused = await withFailing('/accounts/newsletter-set/', async () => {
      const answer = await post(
        '/?index',
        { ...person, contact: 'ion.forged@example.md' },
        { Origin: 'https://evil.example' },
      );
      return answer;
    });
    expect(refused.status).toBe(400);
  });

  it('is refused (400) when it is not a form or is larger than one', async () => {
    const fields = { ...person, contact: 'ion.json@example.md' };
    const json = await post('/?index', fields, { 'Content-Type': 'application/json' }, '{}');
    expect(json.status).toBe(400);
    const huge = await post('/?index', { ...fields, name: 'x'.repeat(8000) });
    expect(huge.status).toBe(400);
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
