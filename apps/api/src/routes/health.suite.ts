import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Driver } from '../db/client.js';
import { createTestApi, TEST_CONFIG, type TestApi } from '../test/harness.js';

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

    it('is ready once prepared; until then only the health checks are served (issue 40)', async () => {
      const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: driver });

      const starting = await buildApp({
        database: api.database,
        config: TEST_CONFIG,
        readiness: { ready: () => false },
      });
      try {
        const readyz = await starting.inject({ url: '/readyz' });
        expect(readyz.statusCode).toBe(503);
        expect(readyz.headers['retry-after']).toBe('5');
        expect(readyz.json()).toEqual({ status: 'starting', database: driver });
        expect((await starting.inject({ url: '/healthz' })).statusCode).toBe(200);
        for (const url of ['/api/categories/', '/auth/token/login/', '/healthz/x']) {
          const call = await starting.inject({ method: 'POST', url, payload: {} });
          expect(call.statusCode, url).toBe(503);
          expect(call.headers['retry-after']).toBe('5');
          expect(call.json()).toEqual({ detail: 'service_unavailable' });
        }
      } finally {
        await starting.close();
      }
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
      expect(response.json()).toEqual({
        status: 'unavailable',
        database: driver,
        detail: 'database unavailable',
      });
      expect((await broken.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      await broken.app.close();
    });
  });
}
