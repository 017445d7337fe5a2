import { createTestApi, type TestApi } from '@shop/api/test-harness';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, inject } from 'vitest';

/** The address the route tests' requests go to (never listened on: the handler is called). */
export const ORIGIN = 'http://shop.test';

export interface RouteHarness {
  /** The API's address (set once the file's `beforeAll` has run). */
  readonly api: string;
  /** Runs a request through the production build's handler. */
  handle: (request: Request) => Promise<Response>;
  /** GETs a page, with a cookie when given: its status, headers and HTML. */
  page: (
    path: string,
    cookie?: string,
  ) => Promise<{ status: number; headers: Headers; html: string }>;
  /** A demo account's API token (the demo password). */
  tokenOf: (username: string) => Promise<string>;
}

/**
 * The storefront's production build (made by the global setup) in front of a seeded API on a
 * free port, for one test file: registers that file's `beforeAll` and `afterAll`.
 */
export function useRouteHarness(seed: { products: number }): RouteHarness {
  let server: TestApi | undefined;
  let api = '';
  let handler: ((request: Request) => Promise<Response>) | undefined;
  beforeAll(async () => {
    server = await createTestApi('pglite', { seed });
    api = await server.app.listen({ port: 0, host: '127.0.0.1' });
    process.env.API_URL = api;
    // The shop's public address, which its links use (the requests' host is never used for them).
    process.env.PUBLIC_URL = ORIGIN;
    // The API's address in browsers, which its picture URLs use, as `pnpm start` gives both.
    process.env.API_PUBLIC_URL = server.app.config.publicUrl;
    const build = (await import(/* @vite-ignore */ inject('serverBuild'))) as ServerBuild;
    handler = createRequestHandler(build, 'production');
  });
  afterAll(() => server?.close());

  const handle = (request: Request) => {
    if (!handler) throw new Error('useRouteHarness: the build is not loaded yet');
    return handler(request);
  };
  return {
    get api() {
      return api;
    },
    handle,
    page: async (path, cookie) => {
      const response = await handle(
        new Request(`${ORIGIN}${path}`, cookie ? { headers: { Cookie: cookie } } : {}),
      );
      return { status: response.status, headers: response.headers, html: await response.text() };
    },
    tokenOf: async (username) => {
      const response = await fetch(`${api}/auth/token/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: 'demo-shop-1' }),
      });
      return ((await response.json()) as { auth_token: string }).auth_token;
    },
  };
}
