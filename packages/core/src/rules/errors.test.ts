import { describe, expect, it } from 'vitest';
import {
  UnknownShareTypeError,
  errorStatus,
  shareUrl,
  shouldReloadAfterChunkError,
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
