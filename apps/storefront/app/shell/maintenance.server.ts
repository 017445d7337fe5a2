import type { LocaleCode } from '@shop/core/rules';
import { getTranslator } from '@shop/ui';
import type { MiddlewareFunction } from 'react-router';
import { localeOfPath } from '../lib/locale.js';

/** How long a browser or crawler is asked to wait before trying again (seconds). */
export const MAINTENANCE_RETRY_AFTER = 3600;

/** The storefront's health checks (liveness, readiness), which answer during maintenance too. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** Whether the shop is in maintenance: MAINTENANCE=1 (read on every request, no restart needed). */
export function inMaintenance(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MAINTENANCE === '1';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A page of the shop's own in a language that needs nothing of the shop to work: a whole HTML
 * document, plain (no script, no style from the build), its title and paragraphs given as
 * catalogue texts.
 */
function plainPageHtml(locale: LocaleCode, title: string, paragraphs: readonly string[]): string {
  const site = escapeHtml(getTranslator(locale).t('site.name'));
  const heading = escapeHtml(title);
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex"/>
<title>${heading} | ${site}</title>
</head>
<body>
<main>
<h1>${heading}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</main>
</body>
</html>
`;
}

/** The maintenance page in a language. */
export function maintenanceHtml(locale: LocaleCode): string {
  const { t } = getTranslator(locale);
  return plainPageHtml(locale, t('maintenance.title'), [
    t('maintenance.text'),
    t('maintenance.retry'),
  ]);
}

/** What a too-busy storefront asks a browser or crawler to wait before trying again (seconds). */
export const BUSY_RETRY_AFTER = 2;

/**
 * The answer when the storefront has more new pages to render than it may start (the page
 * cache's bound): 503 with Retry-After and the shop's plain page saying it is briefly
 * unavailable, made without rendering anything.
 */
export function busyPage(locale: LocaleCode): Response {
  const { t } = getTranslator(locale);
  const html = plainPageHtml(locale, t('errorPage.unavailable'), [
    t('apiError.service_unavailable'),
  ]);
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(BUSY_RETRY_AFTER),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * The root's second middleware (after the security headers', which it answers through): with
 * MAINTENANCE=1, every page, page data and resource route answers 503 with Retry-After and the
 * maintenance page in the address's language, except the health check. Static files are served
 * before the build (server.mjs) and still answer.
 */
export const maintenanceMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  if (!inMaintenance()) return next();
  const url = new URL(request.url);
  if (HEALTH_PATHS.has(url.pathname)) return next();
  return new Response(maintenanceHtml(localeOfPath(url.pathname)), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(MAINTENANCE_RETRY_AFTER),
      'Cache-Control': 'no-store',
    },
  });
};
