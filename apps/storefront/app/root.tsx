import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteError,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { DEFAULT_LOCALE, localizePath } from '@shop/core/rules';
import {
  getTranslator,
  I18nProvider,
  LinkProvider,
  themeStyleSheet,
  type RenderLink,
} from '@shop/ui';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { rememberUtm, tagManagerScript, validContainerId } from './lib/analytics.js';
import { loadLayoutData } from './lib/layout-data.server.js';
import { FONT_PRELOADS } from './lib/fonts.js';
import { errorTitleKey } from './lib/meta.js';
import { pageTitle } from './lib/seo.js';
import { localeOfPath } from './lib/locale.js';
import { localeCookieMiddleware } from './lib/locale.server.js';
import { socialProviders } from './lib/oauth.server.js';
import { useNonce } from './lib/nonce.js';
import { publicUrl } from './lib/public-url.server.js';
import { localRedirect } from './lib/redirect.server.js';
import { incompletePageContext, pageCacheMiddleware } from './lib/page-cache.server.js';
import { mediaOrigin, securityMiddleware } from './lib/security.server.js';
import { checkSession, clearedTokenCookie, type SessionCheck } from './lib/session.server.js';
import { registerRouteTexts, type Namespace } from './lib/texts.js';
import { serverTextsMiddleware, textsOf } from './lib/texts.server.js';
import { maintenanceMiddleware } from './shell/maintenance.server.js';
import { SiteShell } from './shell/site-shell.js';
import { shopName } from './lib/shop-name.js';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The texts of the shell, which every page shows or may open: header, navigation, cart panel,
 * product cards, toasts, validation and API errors, the error pages, the footer. Each page route
 * and layout declares its own besides (`withTexts`, lib/texts.server.ts).
 */
const SHELL_TEXTS = [
  'common',
  'password',
  'quantity',
  'pagination',
  'breadcrumbs',
  'rating',
  'reviews',
  'stock',
  'price',
  'delivery',
  'cart',
  'toast',
  'progress',
  'carousel',
  'map',
  'orderStatus',
  'agreement',
  'errorPage',
  'validation',
  'notFoundPage',
  'emptySearch',
  'header',
  'nav',
  'productCard',
  'listing',
  'catalogue',
  'product',
  'site',
  'pageTitle',
  'search',
  'externalLink',
  'accountButton',
  'favourites',
  'cartPanel',
  'apiError',
  'popupChain',
  'demoBanner',
  'routeAnnouncer',
  'footer',
] as const satisfies readonly Namespace[];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const [shell, session] = await Promise.all([
    loadLayoutData(locale),
    checkSession(request, locale).catch((error: unknown): SessionCheck => {
      // The API down: the page still renders; its scripts check the token again.
      console.error('[storefront] could not check the session:', error);
      return { status: 'unknown' };
    }),
  ]);
  // A page drawn without part of its shell (the API away) is not kept by the page cache.
  if (!shell.complete) context.set(incompletePageContext, true);
  // SPEC §4: a token the API no longer knows is removed and the page loads again, once.
  if (session.status === 'invalid') {
    // The page is the request's own path, which the client chose ('//evil.example/'): it goes
    // through the safe-path rule like every redirect.
    throw localRedirect(
      url.pathname + url.search,
      { headers: { 'Set-Cookie': clearedTokenCookie(request) } },
      localizePath('/', locale),
    );
  }
  // The footer's year, decided once on the server so the browser renders the same.
  const year = new Date().getFullYear();
  const providers = socialProviders();
  const origin = publicUrl();
  const media = mediaOrigin();
  return {
    locale,
    // Links that leave the page use the configured address, never the request's Host.
    origin,
    // Pictures come from the API's public address: when that is another origin, the browser
    // opens its connection while it reads the head, before the first picture is known.
    preconnect: media !== null && media !== origin ? media : null,
    year,
    // The shell's texts; the browser registers them (with each page's own) before it renders.
    texts: textsOf(locale, SHELL_TEXTS),
    session,
    socialProviders: (['google', 'facebook'] as const).filter((provider) => providers[provider]),
    // SPEC §7: the tag manager runs when a container id is configured.
    tagManagerId: validContainerId(process.env.GTM_ID),
    ...shell.data,
  };
}

/**
 * The root's data (layout data from the API, the shell's texts) belongs to a language:
 * it is loaded again when the language changes or after a form was sent, not on every page.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod !== 'GET') return defaultShouldRevalidate;
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/**
 * First the server's texts, every language, for whatever the request renders or says
 * (lib/texts.server.ts). Every answer (pages, page data, resource routes, redirects, errors)
 * gets the security headers, the page's CSP with its nonce and the caching rule of signed-in
 * pages: lib/security.server.ts.
 * Then, with MAINTENANCE=1, the maintenance page instead of any page (shell/maintenance.server.ts);
 * the language cookie (lib/locale.server.ts); and the short cache of pages for shoppers who are
 * not signed in (lib/page-cache.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  serverTextsMiddleware,
  securityMiddleware,
  maintenanceMiddleware,
  localeCookieMiddleware,
  pageCacheMiddleware,
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Links inside @shop/ui components navigate through the router (client-side, prefetched). */
const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} prefetch="intent" {...props}>
    {children}
  </Link>
);

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = root?.locale ?? DEFAULT_LOCALE;
  // The texts every matched route declared (the shell's, the layout's, the page's), registered
  // before anything below renders: at hydration and after each navigation, server and browser
  // render the same words (lib/texts.ts).
  registerRouteTexts(useMatches());
  const colours = root?.settings ? themeStyleSheet(root.settings) : '';
  // The Content-Security-Policy lets inline scripts run only with this answer's nonce.
  const nonce = useNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root?.preconnect ? <link rel="preconnect" href={root.preconnect} /> : null}
        {FONT_PRELOADS[locale].map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        <Meta />
        <Links />
        {colours ? <style>{colours}</style> : null}
        {root?.tagManagerId ? (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: tagManagerScript(root.tagManagerId) }}
          />
        ) : null}
      </head>
      <body className="shop:min-h-dvh shop:bg-white shop:antialiased">
        <I18nProvider locale={locale}>
          <LinkProvider renderLink={renderRouterLink}>{children}</LinkProvider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// The navigation progress bar (SPEC §9) is needed only once the shopper follows a link: its code
// is fetched at the first navigation, within the bar's own 200 ms throttle, not with every page.
const ProgressBar = lazy(() =>
  import('@shop/ui/primitives/progress-bar').then((module) => ({ default: module.ProgressBar })),
);

function NavigationProgress() {
  const active = useNavigation().state !== 'idle';
  const [needed, setNeeded] = useState(false);
  if (active && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ProgressBar active={active} />
    </Suspense>
  );
}

/** SPEC §4 "UTM values": the campaign of the address the shopper landed on, kept once. */
function RememberUtm() {
  const { search } = useLocation();
  useEffect(() => rememberUtm(search), [search]);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <NavigationProgress />
      <RememberUtm />
      <SiteShell data={loaderData}>
        <Outlet />
      </SiteShell>
    </>
  );
}

/**
 * The title of the last-resort error page below (pages and the locale route's error page have
 * their own, which replace this one): the error in the URL's language, so no tab is nameless.
 */
export const meta: Route.MetaFunction = ({ error, location, loaderData }) => {
  if (error === undefined || error === null) return [];
  const { t } = getTranslator(localeOfPath(location.pathname));
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: pageTitle(t(errorTitleKey(status)), shopName(loaderData?.settings, t)) }];
};

/**
 * The last resort, when even the shell failed: a plain page in the URL's language with the code,
 * the message and a way home. Page errors (404 and failures) are caught further down, inside the
 * shell, by the locale route.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const location = useLocation();
  const { t } = getTranslator(localeOfPath(location.pathname));
  return (
    <main className="shop:mx-auto shop:flex shop:max-w-xl shop:flex-col shop:items-center shop:gap-4 shop:p-8 shop:text-center">
      <p className="shop:text-7xl shop:font-bold shop:text-settings-main">{status}</p>
      <h1 className="shop:text-2xl shop:font-semibold">
        {status === 404 ? t('errorPage.notFound') : t('errorPage.generic')}
      </h1>
      <a href={localizePath('/', localeOfPath(location.pathname))} className="shop:underline">
        {t('errorPage.home')}
      </a>
    </main>
  );
}
