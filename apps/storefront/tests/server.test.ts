import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './e2e-shop.js';

/**
 * The storefront's own server (server.mjs): static files get the security headers, and what it
 * passes on to the API (X-Forwarded-For, X-Forwarded-Proto) follows STOREFRONT_TRUST_PROXY. A
 * stand-in API records the headers of the calls it gets.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Running {
  url: string;
  server: ChildProcess;
}

const calls: IncomingHttpHeaders[] = [];
const api = createServer((request, response) => {
  calls.push(request.headers);
  response.writeHead(401, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ detail: 'Invalid token.' }));
});
let apiUrl = '';
const running: Running[] = [];

async function startServer(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, ['server.mjs', inject('serverBuild')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), API_URL: apiUrl, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server says when it listens.
  for await (const chunk of server.stdout ?? []) {
    if (String(chunk).includes('[storefront]')) break;
  }
  const url = `http://127.0.0.1:${port}`;
  running.push({ url, server });
  return url;
}

beforeAll(async () => {
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
  const address = api.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  apiUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  for (const { server } of running) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  api.close();
});

/** The headers the API got for a page render with a (dead) token and these request headers. */
async function apiHeadersFor(url: string, headers: Record<string, string>) {
  calls.length = 0;
  const response = await fetch(`${url}/pages/cart`, {
    headers: { Cookie: 'token=dead', ...headers },
    redirect: 'manual',
  });
  await response.body?.cancel();
  const call = calls.find((headers) => headers.authorization === 'Token dead');
  expect(call, 'the page checked its token at the API').toBeDefined();
  return { response, call: call ?? {} };
}

/** A request fetch cannot send (TRACE, a raw path): its status and headers. */
async function raw(url: string, method: string, path: string) {
  const { hostname, port } = new URL(url);
  const request = httpRequest({ hostname, port, method, path });
  request.end();
  const [answer] = (await once(request, 'response')) as [IncomingMessage];
  answer.resume();
  await once(answer, 'end');
  return { status: answer.statusCode, headers: answer.headers };
}

describe('server.mjs', () => {
  it('static files get the security headers (no HSTS over plain http)', async () => {
    const url = await startServer({});
    for (const path of ['/favicon.svg']) {
      const response = await fetch(`${url}${path}`);
      await response.body?.cancel();
      expect(response.status, path).toBe(200);
      expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Permissions-Policy'), path).toMatch(/camera=\(\)/);
      expect(response.headers.get('Strict-Transport-Security'), path).toBeNull();
    }
    const spoofed = await fetch(`${url}/favicon.svg`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    await spoofed.body?.cancel();
    expect(spoofed.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('answers a method no page takes 405, and a control character in the path 400', async () => {
    const url = running[0]?.url ?? (await startServer({}));
    for (const [method, path, status] of [
      ['TRACE', '/', 405],
      ['TRACE', '/pages/cart', 405],
      ['GET', '/%09', 400],
      ['GET', '/%0A', 400],
      ['GET', '/pages/%7f', 400],
      ['POST', '/%00/x', 400],
    ] as const) {
      const answer = await raw(url, method, path);
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(answer.headers['x-frame-options'], `${method} ${path}`).toBe('DENY');
      expect(answer.headers['x-content-type-options'], `${method} ${path}`).toBe('nosniff');
      if (status === 405) expect(answer.headers.allow).toContain('GET');
    }
    // Only the path is looked at: a query may hold a tab.
    expect((await raw(url, 'GET', '/favicon.svg?v=a%09b')).status).toBe(200);
  });

  it('with no trusted proxy, a client cannot choose the address or the scheme', async () => {
    const url = running[0]?.url ?? (await startServer({}));
    const { response, call } = await apiHeadersFor(url, {
      'X-Forwarded-For': '6.6.6.6',
      'X-Forwarded-Proto': 'https',
    });
    expect(call['x-forwarded-for']).toBe('127.0.0.1');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    expect(response.headers.get('Set-Cookie')).not.toMatch(/Secure/);
    // The dead token's reload: a redirect of the build, with the headers of every answer.
    expect(response.status).toBe(302);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('with one trusted proxy, its hop and its https are believed', async () => {
    const url = await startServer({ STOREFRONT_TRUST_PROXY: '1' });
    const { response, call } = await apiHeadersFor(url, {
      'X-Forwarded-For': '6.6.6.6, 198.51.100.2',
      'X-Forwarded-Proto': 'https',
    });
    expect(call['x-forwarded-for']).toBe('198.51.100.2, 127.0.0.1');
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=/);
    expect(response.headers.get('Set-Cookie')).toMatch(/token=;.*Secure/);
    const asset = await fetch(`${url}/favicon.svg`, { headers: { 'X-Forwarded-Proto': 'https' } });
    await asset.body?.cancel();
    expect(asset.headers.get('Strict-Transport-Security')).toMatch(/^max-age=/);
  });
});
