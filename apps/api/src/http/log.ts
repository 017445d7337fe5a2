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

/** An error as the log has it. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Drizzle's failed-query message goes on with the values bound to it: personal data, secrets. */
const BOUND_VALUES = /\nparams:[\s\S]*?(?=\n {4}at |$)/;

/**
 * An error fit for a log (pino's `err` serializer): its type, code, message and stack, and those of
 * its causes, with the values a failed query was bound to cut out. Nothing else the error carries
 * is kept: pg attaches the client (user, host, database, the cancel key) to some errors, and its
 * `detail` quotes the refused row (`Key (email)=(ana@example.md) already exists`).
 *
 * @example serializeError(new Error('Failed query: select $1\nparams: ana@example.md')).message // 'Failed query: select $1'
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const code = (error as { code?: unknown }).code;
  const constraint = (error as { constraint?: unknown }).constraint;
  return {
    type: error.name,
    message: error.message.replace(BOUND_VALUES, ''),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
    stack: error.stack?.replace(BOUND_VALUES, '') ?? '',
    ...(error.cause !== undefined && depth < 4
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}
