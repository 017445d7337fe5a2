/**
 * The environment `pnpm start` and `pnpm dev` give the API and the storefront (scripts/run-shop.mjs).
 * Settings both read are decided here once, so the two never disagree:
 * - NODE_ENV: production for `pnpm start`, development for `pnpm dev`, unless set;
 * - LOG_LEVEL: the API's; `pnpm dev` logs a line per request (info), `pnpm start` only warnings
 *   and errors (the API's default), unless set;
 * - API_URL: where the storefront calls the API (127.0.0.1, where the API listens by default);
 * - API_PUBLIC_URL: the API's address in browsers. The API writes picture URLs with it and the
 *   storefront's Content-Security-Policy allows pictures from it; were each to fall back to a
 *   default of its own (localhost vs 127.0.0.1), the browser would refuse every picture.
 *
 * @param {Record<string, string | undefined>} base the environment run-shop was started with
 * @param {{ dev?: boolean }} [mode]
 * @returns {Record<string, string | undefined>}
 */
export function shopEnv(base, { dev = false } = {}) {
  const apiPort = base.API_PORT || '8000';
  return {
    ...base,
    NODE_ENV: base.NODE_ENV || (dev ? 'development' : 'production'),
    ...(dev && !base.LOG_LEVEL ? { LOG_LEVEL: 'info' } : {}),
    API_PORT: apiPort,
    API_URL: base.API_URL || `http://127.0.0.1:${apiPort}`,
    API_PUBLIC_URL: base.API_PUBLIC_URL || `http://localhost:${apiPort}`,
    PORT: base.PORT || '3000',
    // The storefront on this machine tells the API each shopper's address (X-Forwarded-For).
    TRUST_PROXY: base.TRUST_PROXY || 'loopback',
  };
}
