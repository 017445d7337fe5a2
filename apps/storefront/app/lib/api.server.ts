import { createClient, type ShopClient } from '@shop/core/client';
import type { LocaleCode } from '@shop/core/rules';

/** Where the API answers (ARCHITECTURE "Running it": `API_URL`, default the local one). */
export function apiBaseUrl(): string {
  return process.env.API_URL ?? 'http://localhost:8000';
}

/**
 * The API client for one request, in the page's language (Accept-Language). Made per request so
 * that nothing of one shopper's request can leak into another's.
 */
export function apiClient(locale: LocaleCode): ShopClient {
  return createClient({ baseUrl: apiBaseUrl(), locale });
}
