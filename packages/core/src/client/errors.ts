import { redactUrl } from '../rules/secrets.js';

/**
 * The one error type of the client. Every failure of a call, whatever its origin (no network, an
 * abort, an HTTP error status, a body that is not what the contract says), reaches the caller as
 * an `ApiError`, so a machine's `onError` handles one shape and never meets a fetch TypeError or
 * a zod error.
 */

/** What went wrong: no answer, a cancelled call, an error status, or an unreadable answer. */
export type ApiErrorCode = 'network' | 'aborted' | 'http' | 'invalid_response';

/** The field name under which messages that belong to no field are gathered (as in fields.ts). */
export const FORM_FIELD = '_form';

/** Where a response failed its schema: a dotted path and zod's issue code (no zod objects). */
export interface ResponseIssue {
  path: string;
  code: string;
}

export interface ApiErrorInit {
  code: ApiErrorCode;
  method: string;
  url: string;
  status?: number | null;
  fieldErrors?: Readonly<Record<string, string>>;
  body?: unknown;
  issues?: readonly ResponseIssue[];
  cause?: unknown;
}

/**
 * A failed call. `fieldErrors` maps a field to its first message (a message key from our API, or
 * the server's text from a Django-style body); messages of no field are under `_form`. The
 * `message` is for logs only: the ui shows texts from its catalogues, chosen by `code`, `status`
 * and `fieldErrors`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** The HTTP status, or null when no answer arrived (network, aborted). */
  readonly status: number | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The error body as parsed JSON, or its text when it was not JSON. */
  readonly body: unknown;
  readonly method: string;
  readonly url: string;
  readonly issues: readonly ResponseIssue[];

  constructor(init: ApiErrorInit) {
    const status = init.status ?? null;
    // The address ends up in logs with the error: secrets in its query never do.
    const url = redactUrl(init.url);
    super(`${init.code}${status === null ? '' : ` ${status}`}: ${init.method} ${url}`, {
      cause: init.cause,
    });
    this.code = init.code;
    this.status = status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    this.method = init.method;
    this.url = url;
    this.issues = init.issues ?? [];
  }
}

/** Narrows a caught value; with a code, also checks the kind of failure. */
export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The first message among `fields`, in that order. §5: "Registration errors are read from the
 * first of username, email, password, person_type messages".
 */
export function firstFieldError(
  error: ApiError,
  fields: readonly string[],
): { field: string; message: string } | undefined {
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message !== undefined) return { field, message };
  }
  return undefined;
}

const NON_FIELD_KEYS: ReadonlySet<string> = new Set(['detail', 'non_field_errors', 'error']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A message of our own API's `{ key, params }` field error. */
function fieldErrorKey(value: unknown): string | undefined {
  return isRecord(value) && typeof value.key === 'string' && value.key !== ''
    ? value.key
    : undefined;
}

/** The message a value carries directly: a text, `{ key }`, or the first of a list of those. */
function directMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  const key = fieldErrorKey(value);
  if (key !== undefined) return key;
  if (!Array.isArray(value)) return undefined;
  for (const item of value) {
    if (typeof item === 'string' && item !== '') return item;
    const itemKey = fieldErrorKey(item);
    if (itemKey !== undefined) return itemKey;
  }
  return undefined;
}

function childPath(parent: string, key: string | number): string {
  return parent === '' ? String(key) : `${parent}.${key}`;
}

function collectMessages(value: unknown, path: string, into: Record<string, string>): void {
  const message = directMessage(value);
  if (message !== undefined) {
    const field = path === '' ? FORM_FIELD : path;
    into[field] ??= message;
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectMessages(item, childPath(path, index), into));
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const field = path === '' && NON_FIELD_KEYS.has(key) ? '' : childPath(path, key);
    collectMessages(child, field, into);
  }
}

/**
 * Field messages of an error body. Reads Django REST bodies (`{ "email": ["…"] }`,
 * `{ "detail": "…" }`, `{ "non_field_errors": ["…"] }`, nested serializers as dotted paths like
 * `order_products.0.quantity`) and our API's `{ "email": { "key": "email" } }`.
 */
export function fieldErrorsFromBody(body: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  collectMessages(body, '', result);
  return result;
}
