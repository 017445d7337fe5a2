import type { Category, ClientLink, FooterCategory, GlobalSettings } from '@shop/core/contract';
import type { LocaleCode } from '@shop/core/rules';
import { apiBaseUrl, apiClient } from './api.server.js';
import { msSetting } from './env.server.js';

/** What every page's shell needs: settings (colours, contacts), the catalogue, footer links. */
export interface LayoutData {
  settings: GlobalSettings | null;
  categories: Category[];
  footerCategories: FooterCategory[];
  footerPages: ClientLink[];
}

/** One load of the shell's data: `complete` when every part answered. */
export interface LayoutLoad {
  data: LayoutData;
  complete: boolean;
}

/**
 * Loads the shell's data in parallel. A part that fails is logged and left empty: a missing
 * footer must never cost the shopper the page (SPEC §8: most failures are only logged).
 */
export async function fetchLayoutData(locale: LocaleCode): Promise<LayoutLoad> {
  const api = apiClient(locale);
  let complete = true;
  const quietly = async <T>(what: string, call: Promise<T>, fallback: T): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      complete = false;
      console.error(`[storefront] could not load ${what}:`, error);
      return fallback;
    }
  };
  const [settings, categories, footerCategories, footerPages] = await Promise.all([
    quietly('site settings', api.content.siteSettings(), null),
    quietly('categories', api.catalogue.categories({}), []),
    quietly('footer categories', api.catalogue.footerCategories({}), []),
    quietly('footer pages', api.catalogue.footerPages(), []),
  ]);
  return { data: { settings, categories, footerCategories, footerPages }, complete };
}

export interface LayoutCacheOptions {
  /** Loads one language's shell data (the API's calls, checked against the contract). */
  load: (locale: LocaleCode) => Promise<LayoutLoad>;
  /** The API's address: a cache entry belongs to one API. */
  source: () => string;
  /** How long a complete load is used as it is, in ms; 0 turns the cache off. */
  freshMs: number;
  /** How long past that it is still served while a new load runs behind it, in ms. */
  staleMs: number;
  now?: () => number;
}

/**
 * The shell's data kept in this process, per API and language. Every page needs it and it changes
 * rarely (an editor's settings, the catalogue tree), so a page reuses the last complete load for
 * `freshMs` (its calls checked against the contract once, not per page), then serves it for up to
 * `staleMs` more while one new load runs behind it; past that a page waits for the new load.
 * Concurrent pages share one load. A load where a part failed is used by the pages waiting for it
 * (they are told it is not `complete`, and are not kept by the page cache either) but never kept,
 * so the next page asks again and an outage's empty footer does not stay.
 * Each process keeps its own copy: a few small answers per language, refreshed once per
 * `freshMs`, need no sharing between processes.
 */
export function layoutDataCache(options: LayoutCacheOptions) {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { data: LayoutData; at: number }>();
  const loading = new Map<string, Promise<LayoutLoad>>();

  const reload = (key: string, locale: LocaleCode): Promise<LayoutLoad> => {
    const running = loading.get(key);
    if (running) return running;
    const load = options
      .load(locale)
      .then((loaded) => {
        if (loaded.complete && options.freshMs > 0) kept.set(key, { data: loaded.data, at: now() });
        return loaded;
      })
      .finally(() => loading.delete(key));
    loading.set(key, load);
    return load;
  };

  return (locale: LocaleCode): Promise<LayoutLoad> => {
    const key = `${options.source()} ${locale}`;
    const entry = kept.get(key);
    const age = entry ? now() - entry.at : Infinity;
    // Only complete loads are kept.
    if (entry && age < options.freshMs)
      return Promise.resolve({ data: entry.data, complete: true });
    const load = reload(key, locale);
    if (entry && age < options.freshMs + options.staleMs) {
      // A failed load behind a stale answer is already logged part by part.
      load.catch(() => undefined);
      return Promise.resolve({ data: entry.data, complete: true });
    }
    return load;
  };
}

/** The shell's data of a page in `locale` (see layoutDataCache). */
export const loadLayoutData = layoutDataCache({
  load: fetchLayoutData,
  source: apiBaseUrl,
  // LAYOUT_CACHE_MS: default 60 s, the API's own max-age for these answers; 0: every page asks.
  freshMs: msSetting(process.env.LAYOUT_CACHE_MS, 60_000),
  staleMs: 10 * 60_000,
});
