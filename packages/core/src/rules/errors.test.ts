import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS } from './constants.js';
import {
  UnknownShareTypeError,
  errorStatus,
  shareUrl,
  shouldReloadAfterChunkError,
  storedReloadTime,
} from './errors.js';

describe('error page status (§8)', () => {
  it('reads statusCode, status or response.status; else 500', () => {
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
    expect(errorStatus({ status: '410' })).toBe(410);
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });
});

describe('chunk reload guard (§8: once per 60 s)', () => {
  it('reloads the first time and again only after 60 s', () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000, 60_999)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 61_000)).toBe(true);
  });

  it('is not held off by a time after now (the clock was set back) or an unreadable one', () => {
    expect(shouldReloadAfterChunkError(90_000, 30_000)).toBe(true);
    expect(shouldReloadAfterChunkError(Number.NaN, 30_000)).toBe(true);
  });

  it('never reloads twice within 60 s, whatever the failures’ times', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 * RELOAD_GUARD_MS }), { maxLength: 40 }),
        (times) => {
          // Failures in time order, the stored time replaced at each reload, as the storefront does.
          let stored: number | null = null;
          const reloads: number[] = [];
          for (const now of [...times].sort((a, b) => a - b)) {
            if (shouldReloadAfterChunkError(stored, now)) {
              reloads.push(now);
              stored = now;
            }
          }
          reloads.slice(1).forEach((time, index) => {
            expect(time - (reloads[index] ?? 0)).toBeGreaterThanOrEqual(RELOAD_GUARD_MS);
          });
          // The first failure always reloads.
          expect(reloads.length > 0).toBe(times.length > 0);
        },
      ),
    );
  });

  it('reads the stored time, or null for anything that is not one', () => {
    expect(storedReloadTime('1700000000000')).toBe(1_700_000_000_000);
    for (const raw of [null, undefined, '', 'soon', '-5', '1e12', '12.5', '99999999999999999']) {
      expect(storedReloadTime(raw), String(raw)).toBeNull();
    }
  });
});

describe('share types (§8: fb, ok)', () => {
  it('builds share links', () => {
    expect(shareUrl('fb', 'https://shop.md/pages/product/x')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.md%2Fpages%2Fproduct%2Fx',
    );
    expect(shareUrl('ok', 'https://shop.md/')).toBe(
      'https://connect.ok.ru/offer?url=https%3A%2F%2Fshop.md%2F',
    );
  });

  it("rejects others with 'Unknown share type'", () => {
    expect(() => shareUrl('tw', 'https://shop.md/')).toThrow(UnknownShareTypeError);
    expect(() => shareUrl('tw', 'https://shop.md/')).toThrow('Unknown share type');
  });
});
