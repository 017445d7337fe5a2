import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/harness.js';
import { call } from '../test/http.js';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.js';

/** Every answer of the API carries nosniff and a policy that allows nothing (issue 18). */
describe('API security headers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite', { seed: false });
  });
  afterAll(() => api.close());

  it('on a JSON answer, on errors and on a refused path', async () => {
    const answers = {
      json: await call(api, 'GET', '/healthz'),
      notFound: await call(api, 'GET', '/no/such/route'),
      invalid: await call(api, 'POST', '/auth/token/login/', { body: { username: 1 } }),
      unauthenticated: await call(api, 'GET', '/accounts/user-profile/'),
      badPath: await api.app.inject({ method: 'GET', url: '/media/products/%ED%A0%80.svg' }),
    };
    expect(answers.json.statusCode).toBe(200);
    expect(answers.notFound.statusCode).toBe(404);
    expect(answers.invalid.statusCode).toBe(400);
    expect(answers.unauthenticated.statusCode).toBe(401);
    expect(answers.badPath.statusCode).toBe(400);
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['content-security-policy'], name).toBe(API_CONTENT_SECURITY_POLICY);
    }
  });

  it('on an image: its own policy, as strict but for its inline styles', async () => {
    const image = await call(api, 'GET', '/media/products/black-decker-2.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(image.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('script');
  });
});
