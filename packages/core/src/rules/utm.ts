import { readStoredJson } from './stored-ids.js';

/**
 * UTM values (SPEC §3 "UTM record", §4 "UTM values"): read from the landing URL and stored once,
 * only if none were stored before, so an order credits the campaign that brought the shopper.
 */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;

export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmRecord = Partial<Record<UtmKey, string>>;

/** Longest value kept per key: campaign tags are short; anything longer is junk. */
const MAX_UTM_VALUE = 200;

/** The UTM values of a query string, or null when it carries none. */
export function utmFromQuery(query: URLSearchParams | string): UtmRecord | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const record: UtmRecord = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) record[key] = value.slice(0, MAX_UTM_VALUE);
  }
  return Object.keys(record).length > 0 ? record : null;
}

/** What to store: the earlier record when there is one, otherwise the new one (§4). */
export function keepFirstUtm(
  stored: UtmRecord | null | undefined,
  incoming: UtmRecord | null | undefined,
): UtmRecord | null {
  if (stored && Object.keys(stored).length > 0) return stored;
  return incoming ?? null;
}

/**
 * The UTM record kept in browser storage, or null. Storage can hold anything (an old format, a
 * hand edit): only the known keys with text values are read, trimmed and cut like fresh ones.
 */
export function parseStoredUtm(raw: string | null | undefined): UtmRecord | null {
  const value = readStoredJson(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const params = new URLSearchParams();
  for (const key of UTM_KEYS) {
    const entry = (value as Record<string, unknown>)[key];
    if (typeof entry === 'string') params.set(key, entry);
  }
  return utmFromQuery(params);
}
