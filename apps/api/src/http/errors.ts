import type { FastifyError, FastifyInstance } from 'fastify';
import { fieldErrors } from '@shop/core/rules';
import { ZodError } from 'zod';

/**
 * Error bodies the ui can translate: `detail` is a code (never prose), and field errors are
 * `{ field: { key, params } }` with the message keys of @shop/core. A client's mistake is a 4xx,
 * never a 500: handlers parse their input with the contract's zod schemas and a ZodError becomes a
 * 400 here.
 */
export const ERROR_DETAIL = {
  notFound: 'not_found',
  invalidRequest: 'invalid_request',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',
} as const;

/** Thrown by a handler when the thing asked for does not exist. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
  constructor(what = 'resource') {
    super(`${what} not found`);
    this.name = 'NotFoundError';
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ detail: ERROR_DETAIL.notFound });
  });

  app.setErrorHandler((error: FastifyError | ZodError | NotFoundError, request, reply) => {
    if (error instanceof ZodError) {
      return reply.code(400).send({ detail: ERROR_DETAIL.invalidRequest, ...fieldErrors(error) });
    }
    if (error instanceof NotFoundError) {
      return reply.code(404).send({ detail: ERROR_DETAIL.notFound });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ detail: ERROR_DETAIL.payloadTooLarge });
    if (status === 415) {
      return reply.code(415).send({ detail: ERROR_DETAIL.unsupportedMediaType });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a bad content length…: Fastify's own client errors.
      return reply.code(status).send({ detail: ERROR_DETAIL.invalidRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: ERROR_DETAIL.internal });
  });
}
