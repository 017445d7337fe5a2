// The storefront's production server: the React Router build behind Express, as
// react-router-serve runs it (compressed answers, fingerprinted assets cached for a year, the
// rest of public/ for an hour), and one thing more: the shopper's address goes on to the API.
//
// The storefront calls the API for the shopper (sign-in, registration, the /shop-api/ calls),
// so the API would otherwise see this server's address for everyone and its per-address limits
// would count all shoppers together. Each request's X-Forwarded-For gets the address the
// connection came from appended, the way a proxy does; the API, run with TRUST_PROXY counting
// this server (and any proxy before it), reads the shopper's address from there.
//
// Usage: node server.mjs [build/server/index.js]   (PORT, default 3000; HOST)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { forwardedFor } from './forwarded-for.mjs';

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

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static(resolve(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(clientDir, { maxAge: '1h' }));
app.use((request, _response, next) => {
  const chain = forwardedFor(request.headers['x-forwarded-for'], request.socket.remoteAddress);
  if (chain) request.headers['x-forwarded-for'] = chain;
  next();
});
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = process.env.HOST ? app.listen(port, process.env.HOST) : app.listen(port);
server.on('listening', () => process.stdout.write(`[storefront] http://localhost:${port}\n`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close());
}
