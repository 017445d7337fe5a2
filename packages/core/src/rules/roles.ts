/**
 * Who is shopping decides prices and stock (SPEC §1, §4 "Session", §6). The server's role logic
 * is not shown; the client reads the roles from the profile: a manager is an agent, a dealer has
 * dealer_info.is_dealer, and "a dealer who is not a manager" is derived from the two.
 */
export type Role = 'visitor' | 'customer' | 'dealer' | 'manager';

/** Person types of §3: a physical person or a juridical person (a company). */
export const PERSON_TYPES = ['physical', 'juridical'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

/** The parts of profileData (§3 "User") that decide the role. */
export interface RoleProfile {
  agents_info?: { is_agent?: boolean | null } | null;
  dealer_info?: { is_dealer?: boolean | null; dealer_discount?: number | string | null } | null;
}

export interface Roles {
  role: Role;
  isManager: boolean;
  isDealer: boolean;
  /** A dealer who is not a manager (§4: a derived state). */
  isDealerOnly: boolean;
  /** Dealer discount in percent, only when dealer_info has is_dealer and a discount. */
  dealerDiscount: number | null;
}

const percent = (value: number | string | null | undefined): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.min(n, 100) : null;
};

/** Roles of a signed-in user; `null` profile means a visitor. */
export function rolesFromProfile(profile: RoleProfile | null | undefined): Roles {
  if (!profile) {
    return {
      role: 'visitor',
      isManager: false,
      isDealer: false,
      isDealerOnly: false,
      dealerDiscount: null,
    };
  }
  const isManager = profile.agents_info?.is_agent === true;
  const isDealer = profile.dealer_info?.is_dealer === true;
  return {
    role: isManager ? 'manager' : isDealer ? 'dealer' : 'customer',
    isManager,
    isDealer,
    isDealerOnly: isDealer && !isManager,
    dealerDiscount: isDealer ? percent(profile.dealer_info?.dealer_discount) : null,
  };
}

/** Managers and dealers see wholesale prices and wholesale stock (§1, §6). */
export function isWholesaleRole(role: Role): boolean {
  return role === 'manager' || role === 'dealer';
}
