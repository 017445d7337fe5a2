import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The API answers JSON and generated images, never pages: nothing it sends should run script,
 * load anything, or be framed, even when someone opens an answer in a browser tab (an SVG is a
 * document there). A route may set a narrower policy of its own (the images allow their inline
 * styles); it must keep `default-src 'none'` and `frame-ancestors 'none'`.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Every answer, errors and cache hits included, carries `X-Content-Type-Options: nosniff` (a
 * browser takes the declared type, never guesses HTML from JSON) and the policy above.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    addSecurityHeaders(reply);
  });
}

/**
 * The headers of one answer; also for answers sent outside the hooks (Fastify's own refusals
 * of a request it cannot route, such as a path that does not decode).
 */
export function addSecurityHeaders(reply: FastifyReply): void {
  void reply.header('X-Content-Type-Options', 'nosniff');
  if (!reply.hasHeader('Content-Security-Policy')) {
    void reply.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  }
}
