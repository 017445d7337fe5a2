import { rolesFromProfile, type PricingContext, type Role } from '@shop/core/rules';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { profileData } from '../auth/accounts.js';
import { presentedToken, requireSession, type UserRow } from '../auth/sessions.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { ApiProblem, ERROR_DETAIL } from '../http/errors.js';

/**
 * Who is buying: the account (none for a visitor) and what prices and stock it sees. The roles
 * come from the same profile the storefront reads (core's `rolesFromProfile`), so the server and
 * the shop agree on who is a dealer or a manager (§4 "Session", §6).
 */
export interface Buyer {
  user: UserRow | null;
  role: Role;
  /** The pricing context of core's `unitPrice`, without a manager's fast-order discount. */
  pricing: PricingContext;
}

export const VISITOR: Buyer = Object.freeze({
  user: null,
  role: 'visitor',
  pricing: Object.freeze({ role: 'visitor' }),
});

/** The buyer an account is. */
export function buyerOf(user: UserRow): Buyer {
  const roles = rolesFromProfile(profileData(user));
  return {
    user,
    role: roles.role,
    pricing: { role: roles.role, dealerDiscount: roles.dealerDiscount },
  };
}

/**
 * The buyer of a call whose token is optional: a visitor when no token comes. A token that comes
 * and is not valid (expired, revoked) is refused with 401 rather than read as a visitor, so an
 * order meant for an account never lands outside it unnoticed.
 */
export async function requestBuyer(request: FastifyRequest): Promise<Buyer> {
  if (presentedToken(request) === undefined) return VISITOR;
  const { user } = await requireSession(request.server.db, request);
  return buyerOf(user);
}

/**
 * Refuses a body whose `user` names another account (403): the storefront sends the caller's id,
 * and a request naming someone else is refused rather than quietly applied to the caller. Null
 * or absent mean the caller.
 */
export function assertOwnAccount(sent: number | null | undefined, userId: number): void {
  if (sent !== undefined && sent !== null && sent !== userId) {
    throw new ApiProblem(403, ERROR_DETAIL.forbidden);
  }
}

/**
 * Takes the account's row lock until the transaction ends, so the writes of one account's cart or
 * favourites take turns: a cap check and the insert after it see every write before them.
 */
export async function lockAccount(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
