import {
  keepFirstUtm,
  parseStoredUtm,
  utmFromQuery,
  UTM_STORAGE_KEY,
  type EcommerceEvent,
  type UtmRecord,
} from '@shop/core/rules';
import { readStorage, writeStorage } from '../hooks/browser-storage.js';

/**
 * Analytics in the page (SPEC §7 "Analytics", §4 "UTM values"): the tag manager's data layer and
 * the campaign that brought the shopper. Events go to `window.dataLayer` whether or not a tag
 * manager is configured; without one nobody reads them.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A tag manager container id as Google issues them ('GTM-' and capitals or digits). */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The id when it is one, else null (an id from the environment goes into a script). */
export function validContainerId(id: string | undefined | null): string | null {
  const trimmed = id?.trim() ?? '';
  return CONTAINER_ID.test(trimmed) ? trimmed : null;
}

/**
 * The inline script that starts the tag manager: the data layer gets its start event at once, and
 * the container's script is fetched after the page's own load, so it never competes with the
 * shop's code for the first paint. `id` must have passed `validContainerId`.
 */
export function tagManagerScript(id: string): string {
  const src = `https://www.googletagmanager.com/gtm.js?id=${id}`;
  return [
    'window.dataLayer=window.dataLayer||[];',
    "window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    'function shopLoadTags(){var s=document.createElement("script");',
    `s.async=true;s.src=${JSON.stringify(src)};document.head.appendChild(s);}`,
    'if(document.readyState==="complete")shopLoadTags();',
    'else window.addEventListener("load",shopLoadTags,{once:true});',
  ].join('');
}

/**
 * Pushes an ecommerce event. The previous event's `ecommerce` object is cleared first, as the
 * tag manager merges pushes and items of an earlier event would otherwise leak into this one.
 */
export function pushEcommerce(event: EcommerceEvent, layer?: unknown[]): void {
  const target = layer ?? (window.dataLayer ??= []);
  target.push({ ecommerce: null });
  target.push(event);
}

/** The stored UTM values, sent with orders. */
export function storedUtm(): UtmRecord | null {
  return parseStoredUtm(readStorage(UTM_STORAGE_KEY));
}

/** Keeps the landing address's UTM values, only if none were stored before (§4). */
export function rememberUtm(search: string): void {
  const incoming = utmFromQuery(search);
  if (incoming === null) return;
  const stored = storedUtm();
  const kept = keepFirstUtm(stored, incoming);
  if (kept !== stored) writeStorage(UTM_STORAGE_KEY, kept);
}
