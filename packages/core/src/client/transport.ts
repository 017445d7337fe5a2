import type { z } from 'zod';
import { emptyResponseSchema } from '../contract/common.js';
import type { LocaleCode } from '../rules/locales.js';
import { ApiError, fieldErrorsFromBody, type ResponseIssue } from './errors.js';
import { encodeQuery, type Query } from './query.js';

/** The fetch the client calls; `globalThis.fetch` and any test double fit. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Per-call options. The signal goes to fetch unchanged, so a machine can cancel its actor. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** What every call shares: where the API is, how to reach it, who asks and in which language. */
export interface ClientConfig {
  readonly baseUrl: string;
  readonly fetch: FetchLike;
  /** The session token (the `token` cookie), sent as `Authorization: Token {token}`. */
  readonly token: string | null;
  readonly locale: LocaleCode;
}

/**
 * Which Authorization header a call sends: the client's token (our API), none (a third party's
 * token endpoint), or a bearer token (the OAuth provider's userinfo).
 */
export type CallAuthorization = 'token' | 'none' | { bearer: string };

/** One HTTP call, described as data so every call goes through the same checks. */
export interface ApiCall<Schema extends z.ZodType> {
  method: HttpMethod;
  /** A path under the base URL, written as the spec writes it, or an absolute URL. */
  path: string;
  query?: Query;
  /** A JSON body. */
  json?: unknown;
  /** A form body (application/x-www-form-urlencoded), for the OAuth token endpoint. */
  form?: Readonly<Record<string, string>>;
  /**
   * A multipart/form-data body, for a call that uploads a file (a CV). No Content-Type is set:
   * fetch writes it with the boundary it chose.
   */
  multipart?: FormData;
  /** The contract schema of a successful answer. */
  response: Schema;
  authorization?: CallAuthorization;
  /** Headers of this call alone (an order's Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Sends a call and resolves with the parsed answer, or rejects with an `ApiError`. Calls throw
 * rather than return a Result because the machines invoke them as `fromPromise` actors, whose
 * rejection is the error event.
 */
export type Send = <Schema extends z.ZodType>(
  call: ApiCall<Schema>,
  options?: CallOptions,
) => Promise<z.output<Schema>>;

/** A slug or id as one path segment, so a '/' or '?' in it cannot change the path. */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}

interface CallContext {
  method: HttpMethod;
  url: string;
  signal: AbortSignal | undefined;
}

function buildUrl(baseUrl: string, path: string, query: Query | undefined): string {
  const base = /^https?:\/\//.test(path) ? path : `${baseUrl.replace(/\/+$/, '')}${path}`;
  const search = query ? encodeQuery(query) : '';
  return search === '' ? base : `${base}?${search}`;
}

/**
 * The header value of a provider's access token: §4 gives the exchanged token a Bearer-style
 * prefix before it is used (the API reads Google's userinfo with it).
 */
export function bearerAuthorization(token: { access_token: string }): string {
  return `Bearer ${token.access_token}`;
}

function authorizationHeader(
  config: ClientConfig,
  authorization: CallAuthorization,
): string | undefined {
  if (authorization === 'none') return undefined;
  if (authorization === 'token') return config.token ? `Token ${config.token}` : undefined;
  return bearerAuthorization({ access_token: authorization.bearer });
}

function buildInit(
  config: ClientConfig,
  call: ApiCall<z.ZodType>,
  signal: AbortSignal | undefined,
): RequestInit {
  const headers: Record<string, string> = {
    ...call.headers,
    Accept: 'application/json',
    'Accept-Language': config.locale,
  };
  const authorization = authorizationHeader(config, call.authorization ?? 'token');
  if (authorization !== undefined) headers.Authorization = authorization;
  let body: string | FormData | undefined;
  if (call.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  } else if (call.multipart !== undefined) {
    body = call.multipart;
  } else if (call.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.json);
  }
  const init: RequestInit = { method: call.method, headers };
  if (body !== undefined) init.body = body;
  if (signal !== undefined) init.signal = signal;
  return init;
}

function isAbortLike(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  if (typeof error !== 'object' || error === null || !('name' in error)) return false;
  return error.name === 'AbortError' || error.name === 'TimeoutError';
}

/** A failure before an answer (or while reading it): aborted when the signal fired, else network. */
function transportError(context: CallContext, cause: unknown): ApiError {
  const code = isAbortLike(cause, context.signal) ? 'aborted' : 'network';
  return new ApiError({ code, method: context.method, url: context.url, cause });
}

async function readText(response: Response, context: CallContext): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw transportError(context, cause);
  }
}

type ParsedBody = { json: true; value: unknown } | { json: false; value: string | undefined };

function parseBodyText(text: string): ParsedBody {
  if (text.trim() === '') return { json: true, value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    return { json: true, value };
  } catch {
    return { json: false, value: text };
  }
}

async function httpError(response: Response, context: CallContext): Promise<ApiError> {
  const body = parseBodyText(await readText(response, context));
  return new ApiError({
    code: 'http',
    status: response.status,
    method: context.method,
    url: context.url,
    body: body.value,
    fieldErrors: body.json ? fieldErrorsFromBody(body.value) : {},
  });
}

function responseIssues(error: z.ZodError): ResponseIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code }));
}

async function parseAnswer<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
  context: CallContext,
): Promise<z.output<Schema>> {
  const text = await readText(response, context);
  const body = parseBodyText(text);
  const invalid = (init: { body: unknown; issues?: ResponseIssue[]; cause?: unknown }) =>
    new ApiError({
      code: 'invalid_response',
      status: response.status,
      method: context.method,
      url: context.url,
      ...init,
    });
  if (!body.json) throw invalid({ body: body.value });
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    throw invalid({ body: body.value, issues: responseIssues(parsed.error) });
  }
  return parsed.data;
}

/** Calls answered by `emptyResponseSchema` do not read the body: it may be empty or not JSON. */
function expectsNoBody(schema: z.ZodType): boolean {
  return schema === emptyResponseSchema;
}

/** Lets go of a body the call does not read, so the connection is freed. */
async function discardBody(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // The body is not needed; a failure to cancel it changes nothing for the caller.
  }
}

/** Binds the transport to a configuration: every call of a client goes through this one path. */
export function createSend(config: ClientConfig): Send {
  return async function send<Schema extends z.ZodType>(
    call: ApiCall<Schema>,
    options: CallOptions = {},
  ): Promise<z.output<Schema>> {
    const context: CallContext = {
      method: call.method,
      url: buildUrl(config.baseUrl, call.path, call.query),
      signal: options.signal,
    };
    let response: Response;
    try {
      response = await config.fetch(context.url, buildInit(config, call, options.signal));
    } catch (cause) {
      throw transportError(context, cause);
    }
    if (!response.ok) throw await httpError(response, context);
    if (expectsNoBody(call.response)) {
      await discardBody(response);
      return call.response.parse(undefined);
    }
    return parseAnswer(response, call.response, context);
  };
}
