import { describe, expect, it } from 'vitest';
import { escaped, ORIGIN, useRouteHarness, withFailing } from './route-harness.js';

/**
 * The info pages (SPEC §2): /pages/about, /pages/delivery, /pages/faq and /pages/fidelity in the
 * three languages, each with the API's own texts in its HTML, its title, canonical, hreflang
 * alternates and JSON-LD (BreadcrumbList, and FAQPage on the FAQ); the API failing is the 503
 * page.
 */
const harness = useRouteHarness({ products: 5 });

const LANGUAGES = [
  { locale: 'ro', prefix: '' },
  { locale: 'en', prefix: '/en' },
  { locale: 'ru', prefix: '/ru' },
] as const;

async function apiJson<T>(path: string, locale: string): Promise<T> {
  const response = await fetch(`${harness.api}${path}`, { headers: { 'Accept-Language': locale } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A text as React writes it into HTML, as a regular expression. */
function escapedPattern(text: string): string {
  return escaped(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Seo {
  title: string | null;
  description: string | null;
}

/** Expects the page's title, description, canonical, hreflang and breadcrumbs. */
function expectHead(html: string, path: string, prefix: string, page: { title: string; seo: Seo }) {
  expect(html).toContain(`<title>${escaped(page.seo.title ?? page.title)}`);
  if (page.seo.description) {
    expect(html).toContain(`name="description" content="${escaped(page.seo.description)}"`);
  }
  expect(html).toContain(`rel="canonical" href="${ORIGIN}${prefix}${path}"`);
  expect(html).toContain(`hrefLang="ro" href="${ORIGIN}${path}"`);
  expect(html).toContain(`hrefLang="en" href="${ORIGIN}/en${path}"`);
  expect(html).toContain(`hrefLang="ru" href="${ORIGIN}/ru${path}"`);
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toContain('aria-current="page"');
}

describe.each(LANGUAGES)('the info pages in $locale', ({ locale, prefix }) => {
  it('/pages/about shows the quote, a statistic, a milestone and the team', async () => {
    const page = await apiJson<{
      title: string;
      seo: Seo;
      quote: string;
      statistics: { value: string; label: string }[];
      milestones: { year: number; text: string }[];
      team: { name: string; position: string }[];
    }>('/api/pages/about/', locale);
    const { status, html } = await harness.page(`${prefix}/pages/about`);
    expect(status).toBe(200);
    expectHead(html, '/pages/about', prefix, page);
    expect(html).toContain(escaped(page.quote));
    expect(html).toContain(escaped(page.statistics[0]!.label));
    expect(html).toContain(escaped(page.milestones[0]!.text));
    expect(html).toContain(escaped(page.team[0]!.position));
    expect(html).toContain('<blockquote');
  });

  it('/pages/delivery shows the items, a table cell and the informers', async () => {
    const page = await apiJson<{
      title: string;
      seo: Seo;
      items: { title: string }[];
      table: { columns: string[]; rows: string[][] };
      informers: string[];
    }>('/api/pages/delivery/', locale);
    const { status, html } = await harness.page(`${prefix}/pages/delivery`);
    expect(status).toBe(200);
    expectHead(html, '/pages/delivery', prefix, page);
    expect(html).toContain(escaped(page.items[0]!.title));
    expect(html).toMatch(new RegExp(`scope="col"[^>]*>${escapedPattern(page.table.columns[3]!)}<`));
    expect(html).toMatch(
      new RegExp(`scope="row"[^>]*>${escapedPattern(page.table.rows[0]![0]!)}<`),
    );
    expect(html).toContain(`role="note"`);
    expect(html).toContain(escaped(page.informers[0]!));
  });

  it('/pages/faq shows every question and answer, with FAQPage JSON-LD', async () => {
    const page = await apiJson<{
      title: string;
      seo: Seo;
      groups: { title: string; items: { question: string; answer: string }[] }[];
    }>('/api/pages/faq/', locale);
    const { status, html } = await harness.page(`${prefix}/pages/faq`);
    expect(status).toBe(200);
    expectHead(html, '/pages/faq', prefix, page);
    expect(html).toContain('"@type":"FAQPage"');
    const items = page.groups.flatMap((group) => group.items);
    // Every question is a disclosure named by its id, its answer in the HTML (no script needed).
    expect(html.match(/<details id="/g)).toHaveLength(items.length);
    for (const item of items) expect(html).toContain(escaped(item.question));
    expect(html).toContain(page.groups[0]!.items[0]!.answer);
    expect(html).toContain(escaped(page.groups[1]!.title));
  });

  it('/pages/fidelity shows the lead, the levels and the regulation link', async () => {
    const page = await apiJson<{
      title: string;
      seo: Seo;
      lead: string;
      levels: { name: string; perks: string[] }[];
      regulation_slug: string;
    }>('/api/pages/fidelity/', locale);
    const { status, html } = await harness.page(`${prefix}/pages/fidelity`);
    expect(status).toBe(200);
    expectHead(html, '/pages/fidelity', prefix, page);
    expect(html).toContain(escaped(page.lead));
    for (const level of page.levels) expect(html).toContain(escaped(level.name));
    expect(html).toContain(escaped(page.levels[1]!.perks[0]!));
    expect(html).toContain(`href="${prefix}/pages/regulament/${page.regulation_slug}"`);
  });

  it('/pages/signup-dealers shows the lead, benefits, the application form and the logos', async () => {
    const page = await apiJson<{
      title: string;
      seo: Seo;
      lead: string;
      benefits: { title: string; text: string }[];
      form_title: string;
      partner_title: string;
      logos: { name: string }[];
    }>('/api/pages/dealers/', locale);
    const { status, html } = await harness.page(`${prefix}/pages/signup-dealers`);
    expect(status).toBe(200);
    expectHead(html, '/pages/signup-dealers', prefix, page);
    expect(html).toContain(escaped(page.lead));
    for (const benefit of page.benefits) expect(html).toContain(escaped(benefit.title));
    expect(html).toContain(escaped(page.form_title));
    expect(html).toContain(escaped(page.partner_title));
    // The application is server-rendered, every field named, the agreement required.
    expect(html).toContain('data-slot="dealer-form"');
    for (const name of [
      'company_name',
      'idno',
      'name',
      'phone',
      'email',
      'city',
      'activity_type',
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html.match(/<input[^>]*name="agreement"[^>]*>/)?.[0]).toContain('required');
    expect(html).toContain(`alt="${escaped(page.logos[0]!.name)}"`);
  });
});

it('/pages/signup-dealers?form=partner is the same page (the partner dialog opens in the browser)', async () => {
  const { status, html } = await harness.page('/pages/signup-dealers?form=partner');
  expect(status).toBe(200);
  expect(html).toContain('data-slot="dealer-form"');
});

describe('an info page whose call fails', () => {
  it.each([
    ['about', 'about'],
    ['delivery', 'delivery'],
    ['faq', 'faq'],
    ['fidelity', 'fidelity'],
    ['dealers', 'signup-dealers'],
  ])('/api/pages/%s/ failing makes /pages/%s the 503 page', async (name, path) => {
    const { status, headers } = await withFailing(`/api/pages/${name}/`, () =>
      harness.page(`/pages/${path}`),
    );
    expect(status).toBe(503);
    expect(headers.get('Retry-After')).not.toBeNull();
  });
});
