import type { FastifyRequest } from 'fastify';

/** What stands in a log line for a secret. */
export const REDACTED = '[redacted]';

/**
 * Names of query parameters and headers whose values are secrets: order link tokens, session
 * tokens, reset codes, passwords, API keys, signatures, cookies. Matched anywhere in the name, so
 * `link_token`, `x-api-key` and `idempotency-key` are covered too; a harmless name caught by it
 * costs a log line one value, a secret missed by it leaks an account.
 */
const SECRET_NAME =
  /token|key|code|passw|secret|signature|auth|session|cookie|otp|jwt|credential|ticket|nonce/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * A request URL fit for a log: the path as it came, each secret query value replaced. The other
 * parameters keep their exact spelling (a log should show what was asked for).
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return isSecretName(decodedName(name)) && equals !== -1 ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

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
