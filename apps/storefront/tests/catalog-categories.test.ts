import { addCategory } from '@shop/api/test-harness';
import { describe, expect, it } from 'vitest';
import { useRouteHarness } from './route-harness.js';

/**
 * A category listing finds its category in the shell's kept tree (lib/layout-data.server.ts), and
 * asks the API for one that tree does not know yet: a category added after it was loaded has its
 * page at once, and an unknown one is still a 404.
 */
const harness = useRouteHarness({ products: 5 });

describe('/pages/catalog/{slug}', () => {
  it('shows a category added after the shell’s tree was kept, and 404s an unknown one', async () => {
    const name = { ro: 'Categorie nouă', en: 'New category', ru: 'Новая категория' };
    const categories = await fetch(`${harness.api}/api/categories/categories`);
    const [top] = (await categories.json()) as { slug: string }[];
    // The shell's tree is loaded and kept.
    expect((await harness.page(`/pages/catalog/${top?.slug ?? ''}`)).status).toBe(200);

    await addCategory(harness.server, 'categorie-noua', name);
    const added = await harness.page('/ru/pages/catalog/categorie-noua');
    expect(added.status).toBe(200);
    expect(added.html).toContain('<h1');
    expect(added.html).toContain(name.ru);

    expect((await harness.page('/pages/catalog/nu-exista-deloc')).status).toBe(404);
  });
});
