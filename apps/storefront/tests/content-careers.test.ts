import { describe, expect, it } from 'vitest';
import { escaped, ORIGIN, useRouteHarness } from './route-harness.js';

/**
 * /pages/careers (SPEC §2, §9) in the three languages: the API's open vacancies in the HTML
 * (title, town, text clamped to six lines, Apply), the page's title, canonical, hreflang and
 * BreadcrumbList; no vacancy says so; the API failing is the 503 page.
 */
const harness = useRouteHarness({ products: 5 });

const LANGUAGES = [
  { locale: 'ro', prefix: '', title: 'Cariere', apply: 'Aplică' },
  { locale: 'en', prefix: '/en', title: 'Careers', apply: 'Apply' },
  { locale: 'ru', prefix: '/ru', title: 'Вакансии', apply: 'Откликнуться' },
] as const;

interface Vacancy {
  id: number;
  title: string;
  text: string;
  city: string | null;
}

/** Runs `body` while the API's calls whose address contains `part` answer `answer()`. */
async function withAnswer<T>(part: string, answer: () => Response, body: () => Promise<T>) {
  const fetchOf = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(part)) return answer();
    return fetchOf(input, init);
  };
  try {
    return await body();
  } finally {
    globalThis.fetch = fetchOf;
  }
}

describe.each(LANGUAGES)('/pages/careers in $locale', ({ locale, prefix, title, apply }) => {
  it('shows every open vacancy with its town, its text clamped to six lines and Apply', async () => {
    const response = await fetch(`${harness.api}/api/customer/vacancies/`, {
      headers: { 'Accept-Language': locale },
    });
    const vacancies = (await response.json()) as Vacancy[];
    expect(vacancies.length).toBeGreaterThan(0);
    const { status, html } = await harness.page(`${prefix}/pages/careers`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escaped(title)}`);
    expect(html).toContain(`rel="canonical" href="${ORIGIN}${prefix}/pages/careers"`);
    expect(html).toContain(`hrefLang="ru" href="${ORIGIN}/ru/pages/careers"`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('aria-current="page"');
    for (const vacancy of vacancies) {
      expect(html).toContain(`>${escaped(vacancy.title)}</h2>`);
      if (vacancy.city) expect(html).toContain(escaped(vacancy.city));
      // The editor's HTML (the API made it safe) is the card's markup, never its text.
      if (vacancy.text) expect(html).toContain(vacancy.text);
    }
    expect(html).not.toMatch(/&lt;\/?(ul|li|p)&gt;/);
    const cards = html.match(/data-slot="vacancy-card"/g) ?? [];
    expect(cards).toHaveLength(vacancies.length);
    // §9: each text is drawn clamped to six lines until "read more".
    const clamped = (html.match(/<div[^>]*data-slot="vacancy-card-text"[^>]*>/g) ?? []).filter(
      (tag) => tag.includes('data-state="clamped"') && tag.includes('shop:line-clamp-6'),
    );
    expect(clamped).toHaveLength(vacancies.filter((vacancy) => vacancy.text).length);
    expect(html.match(new RegExp(`>${apply}</button>`, 'g')) ?? []).toHaveLength(vacancies.length);
    // The modal's code is not in the page until the first Apply.
    expect(html).not.toContain('data-slot="careers-form"');
  });
});

describe('/pages/careers draws a vacancy written as HTML', () => {
  it('as a list and a paragraph, not as the text of its tags', async () => {
    const vacancy = {
      id: 7,
      title: 'Casier',
      letter: 'C',
      city: 'Bălți',
      text: '<ul><li>Ture de zi</li><li>Transport de serviciu</li></ul><p>Trimite CV-ul.</p>',
    };
    const { status, html } = await withAnswer(
      '/api/customer/vacancies/',
      () => Response.json([vacancy]),
      () => harness.page('/pages/careers'),
    );
    expect(status).toBe(200);
    const card = /<div[^>]*data-slot="vacancy-card-text"[^>]*>(.*?)<\/div>/.exec(html);
    expect(card?.[0]).toContain('data-format="html"');
    expect(card?.[1]).toBe(vacancy.text);
    expect(html).not.toContain('&lt;ul&gt;');
    expect(html).not.toContain('&lt;li&gt;');
  });
});

describe('/pages/careers when the API has nothing or fails', () => {
  it('says there is no vacancy when the list is empty', async () => {
    const { status, html } = await withAnswer(
      '/api/customer/vacancies/',
      () => Response.json([]),
      () => harness.page('/en/pages/careers'),
    );
    expect(status).toBe(200);
    expect(html).toContain('We have no open vacancies right now. Come back soon.');
    expect(html).not.toContain('data-slot="vacancy-card"');
  });

  it('is the 503 page when /api/customer/vacancies/ fails', async () => {
    const { status, headers } = await withAnswer(
      '/api/customer/vacancies/',
      () => new Response('down', { status: 503 }),
      () => harness.page('/pages/careers'),
    );
    expect(status).toBe(503);
    expect(headers.get('Retry-After')).not.toBeNull();
  });
});
