import { describe, expect, it } from 'vitest';
import { useRouteHarness } from './route-harness.js';

/**
 * The hidden content pages (SPEC §2): /pages/about-old, the older about page, moves for good to
 * /pages/about in the same language.
 */
const harness = useRouteHarness({ products: 10 });

const PREFIXES = { ro: '', en: '/en', ru: '/ru' } as const;

describe.each(Object.entries(PREFIXES))('in %s', (_locale, prefix) => {
  it('/pages/about-old moves permanently to /pages/about, keeping the language and query', async () => {
    const plain = await harness.page(`${prefix}/pages/about-old`);
    expect(plain.status).toBe(301);
    expect(plain.headers.get('Location')).toBe(`${prefix}/pages/about`);
    const query = await harness.page(`${prefix}/pages/about-old?utm_source=fb`);
    expect(query.status).toBe(301);
    expect(query.headers.get('Location')).toBe(`${prefix}/pages/about?utm_source=fb`);
  });
});
