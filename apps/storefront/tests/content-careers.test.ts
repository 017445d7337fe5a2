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
      const firstLine = vacancy.text.split('\n')[0] ?? '';
      if (firstLine) expect(html).toContain(escaped(firstLine));
    }
    const cards = html.match(/data-slot="vacancy-card"/g) ?? [];
    expect(cards).toHaveLength(vacancies.length);
    // §9: each text is drawn clamped to six lines until "read more".
    const clamped = html.match(/data-state="clamped" class="[^"]*shop:line-clamp-6/g) ?? [];
    expect(clamped).toHaveLength(vacancies.filter((vacancy) => vacancy.text).length);
    expect(html.match(new RegExp(`>${apply}</button>`, 'g')) ?? []).toHaveLength(vacancies.length);
    // The modal's code is not in the page until the first Apply.
    expect(html).not.toContain('data-slot="careers-form"');
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
