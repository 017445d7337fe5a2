import { isSecretName, REDACTED, redactUrl } from '@shop/core/rules';
import type { FastifyRequest } from 'fastify';

/** Request headers fit for a log: secret ones (authorization, cookie, x-api-key…) replaced. */
export function redactHeaders(headers: FastifyRequest['headers']): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, isSecretName(name) ? REDACTED : value]),
  );
}

/**
 * Fastify's `req` serializer with secrets redacted: the fields Fastify logs by default, the URL
 * through `redactUrl`, and the headers through `redactHeaders`.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
    headers: redactHeaders(request.headers),
  };
}
