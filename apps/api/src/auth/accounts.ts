import type { ProfileData } from '@shop/core/contract';
import { usernameKind } from '@shop/core/rules';
import { eq, sql } from 'drizzle-orm';
import { sqlRefusal, type Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { fieldProblem } from '../http/errors.js';
import type { UserRow } from './sessions.js';

/** The account of a login name, matching e-mails whatever their case. */
export async function findByLogin(db: Database, username: string): Promise<UserRow | undefined> {
  const login = username.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(
      usernameKind(login) === 'email'
        ? sql`lower(${users.email}) = lower(${login})`
        : eq(users.phone, login),
    )
    .limit(1);
  return row;
}

/**
 * Refuses an e-mail or phone another account uses, with the field's `taken` key (§8: the
 * registration error is read from username, email, …). `exceptUserId` is the account itself when
 * it changes its own data.
 */
export async function assertContactsFree(
  db: Database,
  contacts: { email?: string | undefined; phone?: string | undefined },
  exceptUserId?: number,
): Promise<void> {
  const checks: [field: 'username' | 'email', value: string | undefined][] = [
    ['username', contacts.phone],
    ['email', contacts.email],
  ];
  for (const [field, value] of checks) {
    if (value === undefined) continue;
    const owner = await findByLogin(db, value);
    if (owner && owner.id !== exceptUserId) throw fieldProblem(field, 'taken');
  }
}

/** The field a unique violation of `users` is about, when it is one. */
export function takenField(error: unknown): 'username' | 'email' | undefined {
  const refusal = sqlRefusal(error);
  if (refusal?.code !== '23505') return undefined;
  if (refusal.constraint === 'users_email_key') return 'email';
  if (refusal.constraint === 'users_phone_key') return 'username';
  return undefined;
}

/** Runs a write of the users table; a unique e-mail or phone lost to a concurrent write is `taken`. */
export async function writeUser<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = takenField(error);
    if (field) throw fieldProblem(field, 'taken');
    throw error;
  }
}

/**
 * profileData of §3 (GET /accounts/user-profile/): the account, whether it is a company, and the
 * manager and dealer blocks the prices depend on (§5 "Line total"). The discount is given only to
 * a dealer.
 */
export function profileData(user: UserRow): ProfileData {
  return {
    user: {
      id: user.id,
      email: user.email ?? '',
      username: user.phone ?? '',
      first_name: user.firstName,
      last_name: user.lastName,
      person_type: user.personType,
      birth_date: user.birthDate,
      address: user.address,
      company_name: user.companyName,
      idno: user.idno,
      tva: user.tva,
      iban: user.iban,
      bic: user.bic,
    },
    is_juridical: user.personType === 'juridical',
    agents_info: { is_agent: user.isAgent },
    dealer_info: {
      is_dealer: user.isDealer,
      dealer_discount: user.isDealer ? Number(user.dealerDiscount) : null,
    },
  };
}
