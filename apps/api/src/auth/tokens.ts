import { createHash, randomBytes } from 'node:crypto';

/**
 * Sign-in tokens (issue 6: "at least 128 random bits, stored hashed, with expiry"). A token is 32
 * random bytes (256 bits) in base64url, given to the shopper once; the database keeps only its
 * SHA-256, so a leaked table signs nobody in. A plain hash is enough here (unlike passwords): the
 * token is random and long, there is nothing to guess.
 */
const TOKEN_BYTES = 32;

/** How long a sign-in lasts (the storefront's token cookie lives as long). */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedToken {
  /** What the shopper receives (`auth_token`); never stored. */
  token: string;
  /** What the database stores and looks up. */
  hash: string;
  expiresAt: Date;
}

/** The stored form of a token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token, its hash and its expiry. */
export function issueToken(now: Date = new Date(), ttlMs: number = TOKEN_TTL_MS): IssuedToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: tokenHash(token), expiresAt: new Date(now.getTime() + ttlMs) };
}

const TOKEN_SHAPE = /^[\w-]{43}$/;

/**
 * Whether a presented value could be one of our tokens at all: anything else is refused before
 * the database is asked (a header of a megabyte, another scheme's token).
 */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

/** A stored token is good while it is neither revoked nor past its expiry. */
export function isTokenLive(
  row: { expiresAt: Date; revokedAt: Date | null },
  now: Date = new Date(),
): boolean {
  return row.revokedAt === null && row.expiresAt.getTime() > now.getTime();
}
