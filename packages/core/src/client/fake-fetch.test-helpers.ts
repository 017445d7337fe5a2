import type { FetchLike } from './transport.js';

/** One request the fake fetch received, in the shapes tests assert on. */
export interface RecordedCall {
  url: URL;
  method: string;
  headers: Headers;
  /** The body as sent (JSON or form text), null when none. */
  body: string | null;
  init: RequestInit;
}

export type Responder = (request: Request, init: RequestInit) => Response | Promise<Response>;

/** A JSON answer. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** An answer without a body. */
export function emptyResponse(status = 204): Response {
  return new Response(null, { status });
}

/**
 * A fetch double that records every request and answers with `respond`. Like the real fetch, it
 * rejects with the signal's reason when the signal has already fired.
 */
export function fakeFetch(respond: Responder = () => emptyResponse()) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (input, init) => {
    if (init.signal?.aborted) throw init.signal.reason;
    const request = new Request(input, init);
    calls.push({
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: typeof init.body === 'string' ? init.body : null,
      init,
    });
    return respond(request, init);
  };
  const last = (): RecordedCall => {
    const call = calls.at(-1);
    if (!call) throw new Error('fetch was not called');
    return call;
  };
  return { fetch, calls, last };
}

/** A fetch that never answers and rejects with an AbortError once the signal fires. */
export function hangingFetch(): FetchLike {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => {
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
}

/** The pairs of a query or form, in order (the lib has no DOM.Iterable, so no spread). */
export function paramPairs(params: URLSearchParams): [string, string][] {
  const pairs: [string, string][] = [];
  params.forEach((value, key) => pairs.push([key, value]));
  return pairs;
}
