import { apiBaseUrl } from '../lib/api.server.js';

/** How long the readiness check waits for the API's own (ms). */
const API_READY_TIMEOUT_MS = 2_000;
/** What a 503 asks a prober to wait (seconds). */
const RETRY_AFTER_SECONDS = 5;

/**
 * The storefront's readiness check (`/readyz`): 200 once its API says it is ready (`/readyz`
 * there: migrated and its database answering), 503 with Retry-After while it is starting or
 * away. `/healthz` stays the liveness check (this server answers), so a load balancer sends
 * shoppers here only when pages can be served, and a supervisor does not restart this server
 * for its API's outage.
 */
export async function loader() {
  const headers = { 'Cache-Control': 'no-store' };
  let api: string;
  try {
    const answer = await fetch(`${apiBaseUrl()}/readyz`, {
      signal: AbortSignal.timeout(API_READY_TIMEOUT_MS),
    });
    const body = (await answer.json().catch(() => ({}))) as { status?: unknown };
    api = answer.ok ? 'ready' : typeof body.status === 'string' ? body.status : 'unavailable';
  } catch {
    api = 'unreachable';
  }
  if (api === 'ready') return Response.json({ status: 'ready' }, { headers });
  return Response.json(
    { status: 'waiting', api },
    { status: 503, headers: { ...headers, 'Retry-After': String(RETRY_AFTER_SECONDS) } },
  );
}
