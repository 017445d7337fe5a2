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
