// The storefront's production server: the React Router build behind Express, as
// react-router-serve runs it (compressed answers, fingerprinted assets cached for a year, the
// rest of public/ for an hour), and one thing more: the shopper's address goes on to the API.
//
// The storefront calls the API for the shopper (sign-in, registration, the /shop-api/ calls),
// so the API would otherwise see this server's address for everyone and its per-address limits
// would count all shoppers together. Each request goes on with an X-Forwarded-For of the hops
// this server trusts (STOREFRONT_TRUST_PROXY: how many proxies stand in front of it, default 0,
// when the client's own header is dropped) and the address the connection came from, the way a
// proxy does; the API, run with TRUST_PROXY counting this server (and any proxy before it),
// reads the shopper's address from there. The same count decides whether X-Forwarded-Proto
// (https: HSTS and the cookie's Secure flag) and X-Forwarded-Host are believed.
//
// Static files get the security headers of every answer here (the build's answers get theirs,
// with the page's Content-Security-Policy, from the root's middleware).
//
// Usage: node server.mjs [build/server/index.js]   (PORT, default 3000; HOST; STOREFRONT_TRUST_PROXY)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { forwardedFor, forwardedProto, trustedProxies } from './forwarded-for.mjs';
import { hasControlInPath } from './request-rules.mjs';
import { securityHeaders } from './security-headers.mjs';

// Before React and React Router load: they pick their production or development build by it,
// and the two must not mix (static imports would load them before this line runs).
process.env.NODE_ENV = process.env.NODE_ENV ?? 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');

const buildPath = resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
const clientDir = resolve(buildPath, '..', '..', 'client');
const port = Number(process.env.PORT ?? 3000);
const trusted = trustedProxies(process.env.STOREFRONT_TRUST_PROXY);

const app = express();
app.disable('x-powered-by');
// Express believes X-Forwarded-Proto and -Host (the page's URL) from this many hops only.
app.set('trust proxy', trusted);
/** Set once the server is asked to stop: its answers then end their connections. */
let stopping = false;
app.use((_request, response, next) => {
  if (stopping) response.setHeader('Connection', 'close');
  next();
});
app.use((request, _response, next) => {
  const chain = forwardedFor(
    request.headers['x-forwarded-for'],
    request.socket.remoteAddress,
    trusted,
  );
  if (chain) request.headers['x-forwarded-for'] = chain;
  else delete request.headers['x-forwarded-for'];
  // A client's own word on the scheme is not passed on to the build.
  if (trusted === 0) delete request.headers['x-forwarded-proto'];
  next();
});
/**
 * The methods a request of the build can have (it gets each request as a fetch Request, which
 * cannot carry TRACE, TRACK or CONNECT): anything else is answered 405 here, with the headers of
 * every answer, instead of failing inside the build with a 500.
 */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
app.use((request, response, next) => {
  if (!METHODS.includes(request.method)) {
    staticHeaders(response);
    response.set('Allow', METHODS.join(', ')).status(405).type('text/plain');
    response.send('Method Not Allowed');
  } else if (hasControlInPath(request.originalUrl.split('?')[0] ?? '')) {
    staticHeaders(response);
    response.status(400).type('text/plain').send('Bad Request');
  } else next();
});
app.use(compression());
/**
 * The security headers of a static file (the build's answers set their own).
 *
 * @param {import('express').Response} response
 */
function staticHeaders(response) {
  const request = response.req;
  const https = forwardedProto(request.headers['x-forwarded-proto'], trusted) === 'https';
  response.set(securityHeaders({ https: request.protocol === 'https' || https }));
}
app.use(
  '/assets',
  express.static(resolve(clientDir, 'assets'), {
    immutable: true,
    maxAge: '1y',
    setHeaders: staticHeaders,
  }),
);
app.use(express.static(clientDir, { maxAge: '1h', setHeaders: staticHeaders }));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = process.env.HOST ? app.listen(port, process.env.HOST) : app.listen(port);
server.on('listening', () => process.stdout.write(`[storefront] http://localhost:${port}\n`));
/** How long answers in progress may take to finish once the server is asked to stop, in ms. */
const STOP_GRACE_MS = 5_000;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    // No new connection; an idle kept-alive one closes now, a busy one after its answer (which
    // says Connection: close), and whatever is still open after the grace time is cut. A client
    // asking again and again on one kept-alive connection used to keep the server up for ever.
    stopping = true;
    server.close();
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS).unref();
  });
}
