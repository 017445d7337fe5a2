import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `publicCache`: the answer is the same for every shopper in this language. */
    publicAnswer: boolean;
  }
}

/**
 * Marks a public catalogue or content read. Answers differ by language, so caches key them by
 * Accept-Language; a short max-age with stale-while-revalidate keeps pages fast while a price
 * change shows within a minute. ETags (from @fastify/etag) make revalidation cheap, and the
 * answer may be kept by the response cache below.
 */
export function publicCache(reply: FastifyReply, maxAgeSeconds = 60): void {
  reply.request.publicAnswer = true;
  void reply
    .header('Cache-Control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`)
    .header('Vary', 'Accept-Language');
}

/**
 * Marks every answer of a plugin as one shopper's (accounts, cart, favourites, orders, forms):
 * `Cache-Control: no-store`, so no browser or proxy keeps it. Call it inside the plugin.
 */
export function privateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
}

interface Entry {
  body: string;
  headers: Record<string, string>;
  expires: number;
  bytes: number;
}

export interface ResponseCacheOptions {
  /** How long an answer is kept, in milliseconds; 0 turns the cache off. */
  ttlMs: number;
  /** Most bytes of answers kept before the least recently used go. @default 64 MiB */
  maxBytes?: number;
  now?: () => number;
}

/**
 * A short-lived cache of public answers in this process (micro-caching): the hottest reads —
 * a category's first page, the menu, the home lists — are answered without touching the database
 * for `ttlMs`. It holds only answers `publicCache` marked (identical for every shopper in a
 * language), keyed by path, query and language, never anything of a signed-in user. Within the
 * max-age the answers already promise, so no shopper sees older data than a CDN would show; each
 * process keeps its own copy, and nothing needs sharing between processes.
 */
export function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  app.decorateRequest('publicAnswer', false);
  if (options.ttlMs <= 0) return;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const keyOf = (url: string, locale: string) => `${locale} ${url}`;
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const key = keyOf(request.url, request.locale);
    const entry = entries.get(key);
    if (!entry) return;
    if (entry.expires <= now()) {
      drop(key, entry);
      return;
    }
    // Least recently used goes first: a hit moves the entry to the end.
    entries.delete(key);
    entries.set(key, entry);
    request.publicAnswer = true;
    void reply.headers(entry.headers).header('X-Cache', 'hit');
    void reply.send(entry.body);
    // Fastify goes on to the route unless the reply has ended, and a compressed answer is still
    // streaming here: the route would run for nothing and send a second answer, which fails
    // (ERR_HTTP_HEADERS_SENT, a 500 in the log) once the client has gone mid-answer. The answer
    // is on its way through the onSend hooks; this stops the rest of the request's lifecycle.
    reply.hijack();
    return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.publicAnswer || reply.statusCode !== 200) return;
    if (typeof payload !== 'string' || reply.getHeader('X-Cache') === 'hit') return;
    const key = keyOf(request.url, request.locale);
    const previous = entries.get(key);
    if (previous) drop(key, previous);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control', 'vary']) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const entry = { body: payload, headers, expires: now() + options.ttlMs, bytes: payload.length };
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      drop(oldKey, old);
    }
    void reply.header('X-Cache', 'miss');
  });
}
