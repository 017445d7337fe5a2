import type { Category, ClientLink, FooterCategory, GlobalSettings } from '@shop/core/contract';
import type { LocaleCode } from '@shop/core/rules';
import { apiClient } from './api.server.js';

/** What every page's shell needs: settings (colours, contacts), the catalogue, footer links. */
export interface LayoutData {
  settings: GlobalSettings | null;
  categories: Category[];
  footerCategories: FooterCategory[];
  footerPages: ClientLink[];
}

/**
 * Loads the shell's data in parallel. A part that fails is logged and left empty: a missing
 * footer must never cost the shopper the page (SPEC §8: most failures are only logged).
 */
export async function loadLayoutData(locale: LocaleCode, signal: AbortSignal): Promise<LayoutData> {
  const api = apiClient(locale);
  const options = { signal };
  const [settings, categories, footerCategories, footerPages] = await Promise.all([
    quietly('site settings', api.content.siteSettings(options), null),
    quietly('categories', api.catalogue.categories({}, options), []),
    quietly('footer categories', api.catalogue.footerCategories({}, options), []),
    quietly('footer pages', api.catalogue.footerPages(options), []),
  ]);
  return { settings, categories, footerCategories, footerPages };
}

async function quietly<T>(what: string, call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`[storefront] could not load ${what}:`, error);
    return fallback;
  }
}
