import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../db/client.js';
import { createTestApi, type TestApi } from '../test/harness.js';

/** GET /healthz on one database; run by health.test.ts (PGlite) and health.pg.test.ts. */
export function healthSuite(driver: Driver): void {
  describe(`GET /healthz (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: false });
    });
    afterAll(() => api.close());

    it('answers ok with the database in use', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: driver });
    });

    it('answers 404 JSON for an unknown path', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/api/nothing-here/' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'not_found' });
    });

    it('answers 503 when the database is gone', async () => {
      const broken = await createTestApi(driver, { seed: false });
      await broken.database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      await broken.app.close();
    });
  });
}
