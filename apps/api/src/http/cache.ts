import type { FastifyReply } from 'fastify';

/**
 * Cache headers of public catalogue and content reads. Answers differ by language, so caches key
 * them by Accept-Language; a short max-age with stale-while-revalidate keeps pages fast while a
 * price change shows within a minute. ETags (from @fastify/etag) make revalidation cheap.
 */
export function publicCache(reply: FastifyReply, maxAgeSeconds = 60): void {
  void reply
    .header('Cache-Control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`)
    .header('Vary', 'Accept-Language');
}
