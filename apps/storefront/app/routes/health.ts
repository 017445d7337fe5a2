/**
 * The storefront's health check (`/healthz`): 200 while the server answers, during maintenance
 * too (MAINTENANCE=1), so a load balancer keeps it. It does not ask the API (which has its own).
 */
export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
