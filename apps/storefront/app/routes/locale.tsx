import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import type { Route } from './+types/locale';
import { localeFromParam, notFound } from '../lib/locale.js';
import { errorMeta } from '../lib/meta.js';
import { localRedirect } from '../lib/redirect.server.js';

// Every page would carry the error page's code for the rare visit that needs it: the server
// renders it, and the browser fetches its chunk only then.
const PageError = lazy(() =>
  import('../shell/page-error.js').then((module) => ({ default: module.PageError })),
);

/**
 * The language segment of every page: none for ro, 'en' or 'ru'. '/ro/…' has one address only
 * (without the prefix) and is sent there; any other segment is the 404 page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (localeFromParam(params.lang) !== null) return null;
  if (params.lang === 'ro') {
    const url = new URL(request.url);
    const rest = url.pathname.slice('/ro'.length) || '/';
    // '/ro//evil.example' must not become '//evil.example' (another site, and a 301 is kept).
    throw localRedirect(`${rest}${url.search}`, 301);
  }
  throw notFound();
}

/**
 * The page's error boundary renders here, so the headers of a page's error answer end here too:
 * the 503 page's Retry-After and Cache-Control are passed on (the parent's headers and cookies stay as they are).
 */
export function headers({ parentHeaders, errorHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  for (const name of ['Retry-After', 'Cache-Control']) {
    const value = errorHeaders?.get(name);
    if (value) out.set(name, value);
  }
  return out;
}

/**
 * The 404 and error pages' title (this route's boundary renders them). Pages have their own
 * `meta`, which replaces this one.
 */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error === undefined || error === null
    ? []
    : errorMeta({ matches }, isRouteErrorResponse(error) ? error.status : 500);

export default function LocaleRoute() {
  return <Outlet />;
}

/** 404s and failed pages render inside the shell (header, navigation, footer stay). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Suspense fallback={null}>
      <PageError status={isRouteErrorResponse(error) ? error.status : 500} />
    </Suspense>
  );
}
