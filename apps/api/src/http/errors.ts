import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorDetail } from '@shop/core/contract';
import { fieldErrors, type FieldError } from '@shop/core/rules';
import { ZodError } from 'zod';
import { isConnectionLoss } from '../db/client.js';

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
  notAuthenticated: 'not_authenticated',
  invalidCredentials: 'invalid_credentials',
  invalidToken: 'invalid_token',
  socialLoginFailed: 'social_login_failed',
  tooManyRequests: 'too_many_requests',
  forbidden: 'forbidden',
  outOfStock: 'out_of_stock',
  idempotencyKeyReused: 'idempotency_key_reused',
  alreadyReviewed: 'already_reviewed',
  limitReached: 'limit_reached',
  serviceUnavailable: 'service_unavailable',
  internal: 'internal_error',
} as const satisfies Record<string, ApiErrorDetail>;

/** What a 503 for a lost database connection asks the client to wait (seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * A refusal a handler throws: the status, the detail code, optional field errors (message keys
 * by field, as a ZodError gives them), for 429 the seconds until a retry may succeed, and data
 * the client needs to act on the refusal (the short products of an order).
 */
export class ApiProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: ApiErrorDetail,
    readonly fields: Readonly<Record<string, FieldError>> = {},
    readonly retryAfterSeconds?: number,
    readonly data: Readonly<Record<string, unknown>> = {},
  ) {
    super(detail);
    this.name = 'ApiProblem';
  }
}

/** 400 with one field's message key, e.g. `fieldProblem('email', 'taken')`. */
export function fieldProblem(field: string, key: FieldError['key']): ApiProblem {
  return new ApiProblem(400, ERROR_DETAIL.invalidRequest, { [field]: { key } });
}

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

  app.setErrorHandler(
    (error: FastifyError | ZodError | NotFoundError | ApiProblem, request, reply) => {
      if (error instanceof ZodError) {
        return reply.code(400).send({ detail: ERROR_DETAIL.invalidRequest, ...fieldErrors(error) });
      }
      if (error instanceof ApiProblem) {
        if (error.retryAfterSeconds !== undefined) {
          void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
        }
        if (error.statusCode === 401) void reply.header('www-authenticate', 'Token');
        return reply
          .code(error.statusCode)
          .send({ ...error.data, ...error.fields, detail: error.detail });
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
      if (isConnectionLoss(error)) {
        // The database is away for now: the request kept nothing (its transaction, if any, did
        // not commit), so the client may send it again.
        request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
        void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.code(503).send({ detail: ERROR_DETAIL.serviceUnavailable });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: ERROR_DETAIL.internal });
    },
  );
}
