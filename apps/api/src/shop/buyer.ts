import { rolesFromProfile, type PricingContext, type Role } from '@shop/core/rules';
import type { FastifyRequest } from 'fastify';
import { profileData } from '../auth/accounts.js';
import { presentedToken, requireSession, type UserRow } from '../auth/sessions.js';

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
