import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, type ApiErrorCode } from '@shop/core/client';
import { isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient, failPage, RETRY_AFTER_SECONDS } from './api.server.js';

const request = () => new Request('http://shop.test/pages/sales');
const apiError = (code: ApiErrorCode, status?: number) =>
  new ApiError({ code, status: status ?? null, method: 'GET', url: 'http://api.test/x' });

/** What failPage throws, as status and headers (it always throws). */
function thrown(error: unknown, forRequest = request()) {
  try {
    failPage(error, forRequest);
  } catch (caught) {
    return caught;
  }
  throw new Error('failPage returned');
}

function statusOf(error: unknown) {
  const caught = thrown(error) as { init?: { status?: number; headers?: Record<string, string> } };
  return { status: caught.init?.status, headers: caught.init?.headers ?? {} };
}

describe('failPage', () => {
  it.each([400, 413, 414, 422])('makes the API refusing %i the 400 page', (status) => {
    expect(statusOf(apiError('http', status)).status).toBe(400);
  });

  it("keeps the API's 404", () => {
    expect(statusOf(apiError('http', 404)).status).toBe(404);
  });

  it.each([
    ['no answer', apiError('network')],
    ['a timeout', apiError('aborted')],
    ['a 5xx', apiError('http', 503)],
    ['too many requests', apiError('http', 429)],
  ])('makes %s the 503 page with Retry-After', (_what, error) => {
    const { status, headers } = statusOf(error);
    expect(status).toBe(503);
    expect(headers['Retry-After']).toBe(String(RETRY_AFTER_SECONDS));
  });

  it('throws on what is not a refusal: the shopper gone, a broken answer, a bug', () => {
    const gone = new AbortController();
    gone.abort();
    const aborted = apiError('aborted');
    expect(thrown(aborted, new Request('http://shop.test/', { signal: gone.signal }))).toBe(
      aborted,
    );
    const broken = apiError('invalid_response', 200);
    expect(thrown(broken)).toBe(broken);
    const bug = new TypeError('x');
    expect(thrown(bug)).toBe(bug);
    expect(isRouteErrorResponse(thrown(bug))).toBe(false);
  });
});

describe('apiClient', () => {
  const apiUrl = process.env.API_URL;
  afterEach(() => {
    process.env.API_URL = apiUrl;
  });

  it('asks the API for answers uncompressed, in the page’s language', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const api = createServer((request, response) => {
      seen.push(request.headers);
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail":"x"}');
    });
    api.listen(0, '127.0.0.1');
    await once(api, 'listening');
    process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    try {
      await expect(apiClient('ru').content.siteSettings()).rejects.toBeInstanceOf(ApiError);
    } finally {
      api.close();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]?.['accept-encoding']).toBe('identity');
    expect(seen[0]?.['accept-language']).toMatch(/^ru/);
  });
});
