import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { publicCache, registerResponseCache } from './cache.js';

/** The response cache on a bare Fastify app, with a clock the test moves. */
describe('response cache', () => {
  let app: FastifyInstance;
  let clock = 0;
  let calls = 0;

  beforeAll(async () => {
    app = Fastify();
    app.decorateRequest('locale', 'ro');
    app.addHook('onRequest', async (request) => {
      request.locale = request.headers['accept-language'] === 'ru' ? 'ru' : 'ro';
    });
    registerResponseCache(app, { ttlMs: 1000, maxBytes: 100, now: () => clock });
    app.get('/public', async (request, reply) => {
      calls += 1;
      publicCache(reply);
      return { call: calls, locale: request.locale, q: (request.query as { q?: string }).q ?? '' };
    });
    app.get('/private', async () => {
      calls += 1;
      return { call: calls };
    });
    app.get('/missing', async (_request, reply) => {
      calls += 1;
      publicCache(reply);
      return reply.code(404).send({ detail: 'not_found' });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, language = 'ro') =>
    app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  it('answers a repeated public read from memory until it expires', async () => {
    const first = await get('/public');
    const second = await get('/public');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    clock += 1000;
    const third = await get('/public');
    expect(third.headers['x-cache']).toBe('miss');
    expect(third.json<{ call: number }>().call).toBeGreaterThan(
      first.json<{ call: number }>().call,
    );
  });

  it('keys answers by query and language', async () => {
    const ro = await get('/public?q=a');
    const ru = await get('/public?q=a', 'ru');
    const other = await get('/public?q=b');
    expect([ro, ru, other].map((r) => r.headers['x-cache'])).toEqual(['miss', 'miss', 'miss']);
    expect(ru.json<{ locale: string }>().locale).toBe('ru');
  });

  it('never keeps answers that are not marked public, nor errors', async () => {
    const before = calls;
    await get('/private');
    await get('/private');
    await get('/missing');
    await get('/missing');
    expect(calls - before).toBe(4);
  });

  it('drops the least recently used answers beyond its byte budget', async () => {
    clock += 5000;
    for (const q of ['1', '2', '3', '4', '5']) await get(`/public?q=${q}`);
    const oldest = await get('/public?q=1');
    const newest = await get('/public?q=5');
    expect(oldest.headers['x-cache']).toBe('miss');
    expect(newest.headers['x-cache']).toBe('hit');
  });
});

/**
 * A cache hit over a real socket, compressed as the API does (issue 18): the route must not run
 * behind the hit, and a client that goes mid-answer must not leave a 500 in the log.
 */
describe('response cache: hits over a socket', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let port = 0;
  let calls = 0;
  let closed = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  /** Resolves once `count` abandoned answers have closed on the server's side. */
  const abandonedClosed = (count: number) =>
    new Promise<void>((resolve) => {
      if (closed >= count) resolve();
      else waiters.push({ count, resolve });
    });
  const big = {
    items: Array.from({ length: 100_000 }, (_, id) => ({ id, name: `product ${id}` })),
  };

  beforeAll(async () => {
    app = Fastify({ logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
    app.decorateRequest('locale', 'ro');
    // An abandoned answer never finishes (no onResponse): its response's close is the end of it.
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers['x-test'] !== 'abandon') return;
      reply.raw.once('close', () => {
        closed += 1;
        for (const waiter of waiters.filter((candidate) => candidate.count <= closed)) {
          waiter.resolve();
        }
      });
    });
    registerResponseCache(app, { ttlMs: 60_000 });
    await app.register(compress, { threshold: 1024 });
    await app.register(etag, { weak: true });
    app.get('/big', async (_request, reply) => {
      calls += 1;
      publicCache(reply);
      return big;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    port = address.port;
  });
  afterAll(() => app.close());

  /** Asks for /big and hangs up as soon as the first bytes of the answer arrive. */
  const abandoned = (encoding: string) =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `GET /big HTTP/1.1\r\nHost: api.test\r\nAccept-Encoding: ${encoding}\r\nX-Test: abandon\r\n\r\n`,
        );
      });
      socket.once('data', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', reject);
    });

  it('a client that hangs up mid-answer leaves no error, and the route runs once', async () => {
    const first = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['x-cache']).toBe('miss');
    const hit = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(gunzipSync(hit.rawPayload).toString('utf8')).toBe(JSON.stringify(big));

    const encodings = ['gzip', 'br', 'identity', 'gzip', 'br', 'identity'];
    for (const encoding of encodings) await abandoned(encoding);
    await abandonedClosed(encodings.length);
    expect(calls).toBe(1);
    const problems = lines.filter((line) => {
      const entry = JSON.parse(line) as { level: number; res?: { statusCode?: number } };
      return entry.level >= 40 || entry.res?.statusCode === 500;
    });
    expect(problems).toEqual([]);
  });
});
