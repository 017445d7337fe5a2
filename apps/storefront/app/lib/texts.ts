import { use } from 'react';
import { DEFAULT_LOCALE, type LocaleCode } from '@shop/core/rules';
import {
  catalogueOf,
  registerCatalogues,
  useLocale,
  type CatalogueNamespace,
  type Catalogues,
} from '@shop/ui';

/**
 * The texts of a page come from what its routes declare, never from a module's side effect
 * (docs/architecture.md, convention 13): each route's loader sends the namespaces it declares
 * (`withTexts` in texts.server.ts), Romanian always (the fallback) and the page's language
 * besides, and the browser registers every matched route's texts before it renders
 * (`registerRouteTexts`, in root's Layout). Server and browser so render the same words.
 */
export type Namespace = CatalogueNamespace;

/** What a route's loader data carries: its declared namespaces, in ro and the page's language. */
export interface RouteTexts {
  texts: Catalogues;
}

/** Where a part loaded later (a dialog) asks for its texts: `?lang=en&ns=signIn,formFields`. */
export const TEXTS_PATH = '/resources/texts';

const registered = new WeakSet<object>();

function textsOfData(data: unknown): Catalogues | undefined {
  if (typeof data !== 'object' || data === null || !('texts' in data)) return undefined;
  const { texts } = data;
  // Loader data is the server's own: an object here is what textsOf made.
  return typeof texts === 'object' && texts !== null ? texts : undefined;
}

/**
 * Registers the texts of every matched route (root, layouts, the page) from their loader data,
 * before anything renders with them: at hydration and after each client-side navigation. A
 * route's data is registered once (the same object again is skipped), so re-renders cost nothing.
 */
export function registerRouteTexts(
  matches: readonly { readonly loaderData?: unknown; readonly data?: unknown }[],
): void {
  for (const match of matches) {
    const texts = textsOfData(match.loaderData ?? match.data);
    if (!texts || registered.has(texts)) continue;
    registered.add(texts);
    registerCatalogues(texts);
  }
}

/** The namespaces of `namespaces` whose texts are not registered for the language (or for ro). */
export function missingTexts(locale: LocaleCode, namespaces: readonly Namespace[]): Namespace[] {
  const own = catalogueOf(locale);
  const fallback = catalogueOf(DEFAULT_LOCALE);
  return namespaces.filter(
    (namespace) => !own || !(namespace in own) || !fallback || !(namespace in fallback),
  );
}

/** The URL of the texts of some namespaces in a language (ro comes with them). */
export function textsUrl(locale: LocaleCode, namespaces: readonly Namespace[]): string {
  const query = new URLSearchParams({ lang: locale, ns: [...namespaces].sort().join(',') });
  return `${TEXTS_PATH}?${query.toString()}`;
}

const loading = new Map<string, Promise<void>>();

/**
 * Fetches and registers the texts of a part loaded later, once per language and set of
 * namespaces. A failed fetch is logged and resolves all the same: the part then shows what is
 * registered (Romanian, if the page has it) rather than breaking the page.
 */
export function loadTexts(locale: LocaleCode, namespaces: readonly Namespace[]): Promise<void> {
  const url = textsUrl(locale, namespaces);
  let promise = loading.get(url);
  if (!promise) {
    promise = fetch(url, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        registerCatalogues((await response.json()) as Catalogues);
      })
      .catch((error: unknown) => {
        console.error('[storefront] texts not loaded:', error);
      });
    loading.set(url, promise);
  }
  return promise;
}

/**
 * For a part loaded later (a dialog's chunk): its namespaces' texts in the page's language, ro
 * included. In the browser it suspends (the part's Suspense boundary shows its fallback) until
 * they are registered; when the page's routes declared them already it returns at once. The
 * server has every text, so it never waits there.
 */
export function useTexts(namespaces: readonly Namespace[]): void {
  const locale = useLocale();
  if (typeof document === 'undefined') return;
  const missing = missingTexts(locale, namespaces);
  if (missing.length > 0) use(loadTexts(locale, missing));
}
