import { describe, expect, it } from 'vitest';
import { isTokenLive, isTokenShaped, issueToken, TOKEN_TTL_MS, tokenHash } from './tokens.js';

describe('sign-in tokens', () => {
  it('are 256 random bits in base64url, stored as their SHA-256', () => {
    const { token, hash } = issueToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(tokenHash(token));
    expect(hash).not.toContain(token);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => issueToken().token));
    expect(tokens.size).toBe(1000);
  });

  it('expire after the TTL, counted from issue', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const { expiresAt } = issueToken(now);
    expect(expiresAt.getTime() - now.getTime()).toBe(TOKEN_TTL_MS);
    expect(TOKEN_TTL_MS).toBe(30 * 24 * 3600 * 1000);
    expect(issueToken(now, 60_000).expiresAt).toEqual(new Date('2026-11-22T10:01:00Z'));
  });

  it('are live until revoked or expired', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const later = new Date('2026-11-22T11:00:00Z');
    expect(isTokenLive({ expiresAt: later, revokedAt: null }, now)).toBe(true);
    expect(isTokenLive({ expiresAt: now, revokedAt: null }, now)).toBe(false);
    expect(isTokenLive({ expiresAt: later, revokedAt: now }, now)).toBe(false);
  });

  it('refuse values that cannot be a token before any lookup', () => {
    expect(isTokenShaped(issueToken().token)).toBe(true);
    for (const value of [
      undefined,
      null,
      42,
      '',
      'short',
      'x'.repeat(44),
      `${'a'.repeat(42)}=`,
      'a'.repeat(10_000),
    ]) {
      expect(isTokenShaped(value)).toBe(false);
    }
  });
});
