import { describe, expect, it } from 'vitest';
import { escaped, useRouteHarness, withFailing } from './route-harness.js';

/**
 * /pages/contacts (SPEC §2) in the three languages: the shops' cities and locations, the
 * administration and the requisites from the API in the HTML; `?mapid` opens its shop and shows
 * it in the page's map; a bad mapid is the page with the first shop; the addresses failing is
 * the 503 page, a side block failing only leaves that block out.
 */
const harness = useRouteHarness({ products: 5 });

const LANGUAGES = [
  { locale: 'ro', prefix: '' },
  { locale: 'en', prefix: '/en' },
  { locale: 'ru', prefix: '/ru' },
] as const;

interface Shop {
  id: number;
  city: string;
  location: string;
}

async function apiJson<T>(path: string, locale: string): Promise<T> {
  const response = await fetch(`${harness.api}${path}`, { headers: { 'Accept-Language': locale } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The accordion item of a shop, as rendered: its open state. */
function itemState(html: string, id: number): string | undefined {
  return new RegExp(
    `id="shop-${id}"[^>]*data-state="(open|closed)"|data-state="(open|closed)"[^>]*id="shop-${id}"`,
  )
    .exec(html)
    ?.slice(1)
    .find(Boolean);
}

/** The title of the page's map frame (the one in the contacts-map section). */
function pageMapTitle(html: string): string | undefined {
  return /data-slot="contacts-map"[\s\S]*?<iframe[^>]*title="([^"]+)"/.exec(html)?.[1];
}

describe.each(LANGUAGES)('/pages/contacts in $locale', ({ locale, prefix }) => {
  it('shows every shop, the administration, the requisites and the JSON-LD', async () => {
    const shops = await apiJson<Shop[]>('/api/contacts/addresses/', locale);
    const admins = await apiJson<{ name: string }[]>('/api/contacts/admin-contacts/', locale);
    const rows = await apiJson<{ value: string }[]>('/api/contacts/requisites/', locale);
    expect(shops.length).toBeGreaterThan(1);
    const { status, html } = await harness.page(`${prefix}/pages/contacts`);
    expect(status).toBe(200);
    for (const shop of shops) {
      expect(html).toContain(escaped(shop.city));
      expect(html).toContain(escaped(shop.location));
    }
    for (const person of admins) expect(html).toContain(escaped(person.name));
    for (const row of rows) expect(html).toContain(escaped(row.value));
    expect(itemState(html, shops[0]!.id)).toBe('open');
    expect(pageMapTitle(html)).toContain(escaped(shops[0]!.location));
    expect(html).toContain('"@type":"BreadcrumbList"');
    if (admins.length > 0) expect(html).toContain('"@type":"Organization"');
    expect(html).toContain(`href="${prefix}/pages/contacts?mapid=${shops[0]!.id}"`);
  });

  it('?mapid opens its shop and shows it in the map', async () => {
    const shops = await apiJson<Shop[]>('/api/contacts/addresses/', locale);
    const second = shops[1]!;
    const { status, html } = await harness.page(`${prefix}/pages/contacts?mapid=${second.id}`);
    expect(status).toBe(200);
    expect(itemState(html, second.id)).toBe('open');
    expect(itemState(html, shops[0]!.id)).toBe('closed');
    expect(pageMapTitle(html)).toContain(escaped(second.location));
  });
});

it('the footer links to the same shops the contacts page lists', async () => {
  const shops = await apiJson<Shop[]>('/api/contacts/addresses/', 'ro');
  const settings = await apiJson<{ addresses?: { id: number }[] }>('/api/site-settings/', 'ro');
  const ids = JSON.stringify(settings).match(/"addresses":\[[^\]]*\]/)?.[0] ?? '';
  for (const shop of shops) expect(ids).toContain(`"id":${shop.id}`);
});

it.each(['abc', '0', '-1', '99999', '1.5', ''])(
  'a bad or unknown mapid (%j) is the page with the first shop',
  async (mapid) => {
    const shops = await apiJson<Shop[]>('/api/contacts/addresses/', 'ro');
    const { status, html } = await harness.page(`/pages/contacts?mapid=${mapid}`);
    expect(status).toBe(200);
    expect(itemState(html, shops[0]!.id)).toBe('open');
  },
);

it('the addresses failing makes /pages/contacts the 503 page', async () => {
  const { status } = await withFailing('/api/contacts/addresses/', () =>
    harness.page('/pages/contacts'),
  );
  expect(status).toBe(503);
});

it('the requisites or the administration failing leaves only that block out', async () => {
  const rows = await apiJson<{ value: string }[]>('/api/contacts/requisites/', 'ro');
  const { status, html } = await withFailing('/api/contacts/requisites/', () =>
    harness.page('/pages/contacts'),
  );
  expect(status).toBe(200);
  expect(html).not.toContain(escaped(rows[0]!.value));
  const admin = await withFailing('/api/contacts/admin-contacts/', () =>
    harness.page('/pages/contacts'),
  );
  expect(admin.status).toBe(200);
  expect(admin.html).not.toContain('"@type":"Organization"');
});
