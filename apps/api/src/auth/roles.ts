import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { findByLogin } from './accounts.js';

/**
 * The roles of §6. A customer is physical or juridical by their profile; a dealer buys at the
 * wholesale price less their discount; a manager (agent) sells at wholesale prices. Only this
 * module (through `pnpm --filter @shop/api user:role`) sets them: no public call can.
 */
export const ROLES = ['customer', 'dealer', 'manager'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export interface RoleChange {
  /** The account's e-mail or phone ('+373' and eight digits). */
  login: string;
  role: Role;
  /** A dealer's discount on the wholesale price, 0 to 100 %, at most two decimals. */
  discount?: number;
}

export interface RoleResult {
  id: number;
  email: string | null;
  phone: string | null;
  role: Role;
  discount: number;
}

/** Checks a dealer discount: a number from 0 to 100 with at most two decimals. */
export function parseDiscount(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
    throw new Error(`the discount must be a number from 0 to 100, not "${text}"`);
  }
  if (Math.round(value * 100) !== value * 100) {
    throw new Error(`the discount takes at most two decimals, not "${text}"`);
  }
  return value;
}

/** Makes an account a customer, a dealer (with a discount) or a manager. */
export async function setRole(db: Database, change: RoleChange): Promise<RoleResult> {
  if (change.role === 'dealer' && change.discount === undefined) {
    throw new Error('a dealer needs a discount: --discount <percent>');
  }
  if (change.role !== 'dealer' && change.discount !== undefined) {
    throw new Error('only a dealer has a discount');
  }
  const discount = change.discount ?? 0;
  if (change.role === 'dealer') parseDiscount(String(discount));
  const user = await findByLogin(db, change.login);
  if (!user) throw new Error(`no account with the e-mail or phone "${change.login}"`);
  const [row] = await db
    .update(users)
    .set({
      isAgent: change.role === 'manager',
      isDealer: change.role === 'dealer',
      dealerDiscount: discount.toFixed(2),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new Error('the account was not updated');
  return { id: row.id, email: row.email, phone: row.phone, role: change.role, discount };
}
