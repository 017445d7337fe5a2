import { createTestApi, type TestApi } from '@shop/api/test-harness';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, inject } from 'vitest';

/** The address the route tests' requests go to (never listened on: the handler is called). */
export const ORIGIN = 'http://shop.test';

export interface RouteHarness {
  /** The API's address (set once the file's `beforeAll` has run). */
  readonly api: string;
  /** The API itself (its database, for data a test adds while the storefront runs). */
  readonly server: TestApi;
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
    // Tests change the shop's data between pages: every page is rendered (page-cache.test.ts
    // turns the cache of anonymous pages on for itself).
    process.env.PAGE_CACHE_MS ??= '0';
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
    get server() {
      if (!server) throw new Error('useRouteHarness: the API is not started yet');
      return server;
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

/**
 * Where `marker` sits in the page as shown: its own place, or, when React streamed it after the
 * shell (a lazily loaded section's Suspense boundary: `<div hidden id="S:n">` that a script moves
 * to `<template id="B:n">`), the template's place, plus a fraction below 1 for its place inside
 * the boundary (so two sections of one boundary keep their order). -1 when absent.
 */
export function placeOf(html: string, marker: string): number {
  const at = html.indexOf(marker);
  if (at < 0) return at;
  const segment = [...html.slice(0, at).matchAll(/<div hidden id="S:(\d+)">/g)].at(-1);
  if (!segment?.[1]) return at;
  const template = html.indexOf(`<template id="B:${segment[1]}">`);
  return template + (at - segment.index) / html.length;
}

/**
 * The page as drawn: its HTML without the inline scripts, which carry the page's data (the texts
 * its routes declare among it), so that a text found here is one the page shows.
 */
export function markupOf(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** Text as React writes it into HTML. */
export function escaped(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/** Runs `body` while the API's calls whose address contains `part` answer 503. */
export async function withFailing<T>(part: string, body: () => Promise<T>): Promise<T> {
  const fetchOf = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(part)) return new Response('down', { status: 503 });
    return fetchOf(input, init);
  };
  try {
    return await body();
  } finally {
    globalThis.fetch = fetchOf;
  }
}
