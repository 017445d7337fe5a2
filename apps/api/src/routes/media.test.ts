import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/harness.js';
import { MEDIA_KINDS } from './media.js';

describe('GET /media/{kind}/{name}.svg', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite', { seed: false });
  });
  afterAll(() => api.close());

  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it('draws an SVG for every kind, cacheable for a year', async () => {
    for (const [kind, { width, height }] of Object.entries(MEDIA_KINDS)) {
      const response = await get(`/media/${kind}/black-decker-2.svg`);
      expect(response.statusCode, kind).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(response.body).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(response.body.endsWith('</svg>')).toBe(true);
    }
  });

  it('answers the same bytes for the same path, and different pictures for different names', async () => {
    const a = await get('/media/products/123-1.svg');
    const b = await get('/media/products/123-1.svg');
    const c = await get('/media/products/124-1.svg');
    expect(a.body).toBe(b.body);
    expect(a.body).not.toBe(c.body);
  });

  it("draws a product in its category's shape, whatever its number", async () => {
    const kettle = await get('/media/products/ko-1-1.svg');
    const otherKettle = await get('/media/products/ko-7-2.svg');
    const drill = await get('/media/products/dr-3-1.svg');
    const shape = (body: string) => body.replace(/#[0-9a-f]{6}/g, '');
    expect(shape(kettle.body)).toBe(shape(otherKettle.body));
    expect(shape(kettle.body)).not.toBe(shape(drill.body));
  });

  it('labels pictures with the words of the name', async () => {
    const brand = await get('/media/brands/black-decker.svg');
    expect(brand.body).toContain('BLACK DECKER');
    const category = await get('/media/categories/fierbatoare-electrice.svg');
    expect(category.body).toContain('>FE</text>');
    const article = await get('/media/blog/cum-alegi-o-bormasina.svg');
    expect(article.body).toContain('cum alegi o bormasina');
  });

  it('draws banners and slides as abstract scenes, without the words of their name', async () => {
    for (const url of [
      '/media/banners/sales-page.svg',
      '/media/banners/category-bucatarie.svg',
      '/media/banners/partners.svg',
      '/media/slides/main-livrare-gratuita.svg',
      '/media/slides/main-livrare-gratuita-mobile.svg',
    ]) {
      const { body } = await get(url);
      expect(body, url).not.toContain('<text');
      expect(body, url).not.toMatch(/sales|page|bucatarie|partners|livrare|gratuita/);
      expect(body, url).toContain('aria-hidden="true"');
      expect(body, url).toMatch(/<rect [^>]*rx=/);
    }
    const mobile = await get('/media/slides/main-livrare-gratuita-mobile.svg');
    expect(mobile.body).toContain('viewBox="0 0 750 900"');
    const [one, other] = await Promise.all([
      get('/media/banners/category-bucatarie.svg'),
      get('/media/banners/category-gradina.svg'),
    ]);
    expect(one.body).not.toBe(other.body);
  });

  it('serves HEAD as well', async () => {
    const response = await api.app.inject({ method: 'HEAD', url: '/media/icons/scule.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it.each([
    '/media/unknown/x.svg',
    '/media/__proto__/x.svg',
    '/media/constructor/x.svg',
    '/media/products/x.png',
    '/media/products/X.svg',
    '/media/products/a_b.svg',
    '/media/products/-a.svg',
    '/media/products/a--b.svg',
    '/media/products/a-.svg',
    '/media/products/.svg',
    '/media/products/svg',
    `/media/products/${'a'.repeat(130)}.svg`,
    '/media/products/%3Cscript%3E.svg',
    '/media/products/a%22b.svg',
    '/media/products/..%2F..%2Fetc%2Fpasswd.svg',
    '/media/products/a.svg/extra',
    '/media/products',
  ])('answers 404 JSON for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ detail: 'not_found' });
    expect(response.body).not.toContain('<');
  });
});
