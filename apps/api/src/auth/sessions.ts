import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { authTokens, users } from '../db/schema.js';
import { ApiProblem, ERROR_DETAIL } from '../http/errors.js';
import { isTokenShaped, issueToken, tokenHash } from './tokens.js';

/** An account row as the routes use it. */
export type UserRow = typeof users.$inferSelect;

/** A signed-in request: the account and the hash of the token it came with. */
export interface Session {
  user: UserRow;
  tokenHash: string;
}

/**
 * The token of `Authorization: Token <token>` (§7). `Bearer` is accepted too: the storefront's
 * OAuth callback gives the token a Bearer-style prefix (§4).
 */
export function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^(?:Token|Bearer)\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Starts a session: a new token for the account, of which only the hash is stored. */
export async function createSession(db: Database, userId: number): Promise<string> {
  const issued = issueToken();
  await db
    .insert(authTokens)
    .values({ userId, tokenHash: issued.hash, expiresAt: issued.expiresAt });
  return issued.token;
}

/** The live session of a token (not expired, not revoked), or undefined. */
export async function findSession(db: Database, token: string): Promise<Session | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const hash = tokenHash(token);
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ? { user: row.user, tokenHash: hash } : undefined;
}

/** The request's session, or a 401 that tells the client to sign in. */
export async function requireSession(db: Database, request: FastifyRequest): Promise<Session> {
  const token = presentedToken(request);
  const session = token === undefined ? undefined : await findSession(db, token);
  if (!session) throw new ApiProblem(401, ERROR_DETAIL.notAuthenticated);
  return session;
}

/** The request's session when it carries a valid token; anonymous otherwise. */
export async function optionalSession(
  db: Database,
  request: FastifyRequest,
): Promise<Session | undefined> {
  const token = presentedToken(request);
  return token === undefined ? undefined : findSession(db, token);
}

/** Ends one session (logout). */
export async function revokeSession(db: Database, hash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, hash), isNull(authTokens.revokedAt)));
}

/**
 * Ends every session of an account but `keepHash` (a password change keeps the session that made
 * it; a reset keeps none).
 */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keepHash?: string,
): Promise<void> {
  const conditions = [eq(authTokens.userId, userId), isNull(authTokens.revokedAt)];
  if (keepHash !== undefined) conditions.push(ne(authTokens.tokenHash, keepHash));
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
