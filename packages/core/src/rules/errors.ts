import { RELOAD_GUARD_MS } from './constants.js';

/**
 * Rules of the error catalogue (SPEC §8).
 */

/**
 * The status an error page shows: the error's statusCode, status or response.status, when it is
 * an HTTP error status; 500 otherwise.
 */
export function errorStatus(error: unknown): number {
  const candidates: unknown[] = [];
  if (typeof error === 'object' && error !== null) {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    candidates.push(e.statusCode, e.status, e.response?.status);
  }
  for (const candidate of candidates) {
    const code = typeof candidate === 'string' ? Number(candidate) : candidate;
    if (typeof code === 'number' && Number.isInteger(code) && code >= 400 && code <= 599) {
      return code;
    }
  }
  return 500;
}

/**
 * A failed chunk load forces one page reload, at most once per 60 s (§8): `lastReloadAt` is the
 * time of the previous forced reload (ms since epoch), or null. A time after `now` (the clock was
 * set back since) does not hold the reload off: the new time is stored, and it guards from there.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    lastReloadAt > now ||
    now - lastReloadAt >= RELOAD_GUARD_MS
  );
}

/** The session storage key of the last forced reload's time (one tab, so one guard per tab). */
export const CHUNK_RELOAD_KEY = 'shop:chunk-reload-at';

/**
 * The time stored under CHUNK_RELOAD_KEY, as `shouldReloadAfterChunkError` takes it: null when
 * there is none or it is not a whole number of milliseconds (storage can hold anything).
 */
export function storedReloadTime(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,16}$/.test(raw)) return null;
  const time = Number(raw);
  return Number.isSafeInteger(time) ? time : null;
}

/** Share targets the product page offers (§8: allowed fb and ok). */
export const SHARE_TYPES = ['fb', 'ok'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

/** Error raised for a share type outside fb/ok; its message is the spec's 'Unknown share type'. */
export class UnknownShareTypeError extends Error {
  constructor(readonly shareType: unknown) {
    super('Unknown share type');
    this.name = 'UnknownShareTypeError';
  }
}

/** The share URL of a page on Facebook or Odnoklassniki. */
export function shareUrl(type: string, pageUrl: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (type) {
    case 'fb':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'ok':
      return `https://connect.ok.ru/offer?url=${url}`;
    default:
      throw new UnknownShareTypeError(type);
  }
}
