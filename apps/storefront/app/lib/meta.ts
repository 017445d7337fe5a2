import { localizePath, PATHS } from '@shop/core/rules';
import type { MessageKey } from '@shop/ui';
import type { MetaDescriptor } from 'react-router';
import { rootData } from './root-data.js';
import { breadcrumbJsonLd, NOINDEX, pageMeta, pageTitle } from './seo.js';

/** The root's data as a `meta` function sees it: the translator `t`, `origin`, `locale`, … */
export type RootMeta = ReturnType<typeof rootData>;

/** The part of a route's `meta` arguments every page's head is built from. */
export interface RouteMetaArgs {
  matches: Parameters<typeof rootData>[0];
  location: { pathname: string };
}

/** What is a page's own in its head; the shop's name, origin, language and path are the same for all. */
export interface RouteMetaPage {
  /** The page's own title; the shop's name is appended (the home page's title is the name). */
  title: string;
  /** Left out when absent (pages a search engine does not list have none). */
  description?: string | null;
  /** Keeps the page out of search results (a shopper's own pages, search, filtered listings). */
  noindex?: boolean;
  /** Tags only this page has (Open Graph image and type, JSON-LD), after the common ones. */
  extra?: MetaDescriptor[];
}

/**
 * The head of a page: title, description, canonical address, hreflang alternates, Open Graph and
 * robots (seo.ts `pageMeta`), from the root's data and the page's path. `page` receives the
 * root's data (`t`, `origin`, `locale`) and says what is the page's own; `null` when it has
 * nothing to say (its loader answered no data), which leaves the head without page tags.
 *
 * @example
 * export const meta: Route.MetaFunction = (args) =>
 *   routeMeta(args, ({ t }) => ({ title: t('pageTitle.cart'), noindex: true }));
 */
export function routeMeta(
  args: RouteMetaArgs,
  page: (root: RootMeta) => RouteMetaPage | null,
): MetaDescriptor[] {
  const root = rootData(args.matches);
  const own = page(root);
  if (!own) return [];
  return [
    ...pageMeta({
      title: own.title,
      siteName: root.shopName,
      description: own.description,
      origin: root.origin,
      path: args.location.pathname,
      locale: root.locale,
      noindex: own.noindex,
    }),
    ...(own.extra ?? []),
  ];
}

/**
 * The heading of the 404 and error pages for an answer's status: the shopper can fix a bad
 * address (400), wait out an unavailable shop (503) or look elsewhere (404); anything else went
 * wrong on our side. The page's title says the same.
 */
export function errorTitleKey(status: number): Extract<MessageKey, `errorPage.${string}`> {
  switch (status) {
    case 400:
      return 'errorPage.badRequest';
    case 404:
      return 'errorPage.notFound';
    case 503:
      return 'errorPage.unavailable';
    default:
      return 'errorPage.generic';
  }
}

/**
 * The head of the 404 and error pages: their title and no indexing. No canonical or hreflang
 * links: there is no page at the address to point search engines at.
 */
export function errorMeta(args: Pick<RouteMetaArgs, 'matches'>, status: number): MetaDescriptor[] {
  const { t, shopName } = rootData(args.matches);
  return [{ title: pageTitle(t(errorTitleKey(status)), shopName) }, NOINDEX];
}

/**
 * A page's trail as BreadcrumbList JSON-LD: the home page first, then each step by its path
 * without the language prefix (made absolute, in the page's language).
 *
 * @example trailJsonLd(root, [{ name: t('pageTitle.news'), path: PATHS.news }])
 */
export function trailJsonLd(
  { t, origin, locale }: Pick<RootMeta, 't' | 'origin' | 'locale'>,
  steps: readonly { name: string; path: string }[],
): MetaDescriptor {
  const trail = [{ name: t('pageTitle.home'), path: PATHS.home }, ...steps];
  return {
    'script:ld+json': breadcrumbJsonLd(
      trail.map((step) => ({
        name: step.name,
        url: `${origin}${localizePath(step.path, locale)}`,
      })),
    ),
  };
}
