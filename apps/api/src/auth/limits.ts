import { ApiProblem } from '../http/errors.js';
import { limitKey, type LimitRule, type RateLimiter } from '../http/rate-limit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of issue 6: sign-in, registration, both resets, check-token and confirm refuse with
 * 429 after 10 consecutive failures of one account from one address; every address also has a cap,
 * which stops one address from trying many accounts (credential stuffing, SMS flooding).
 */
export const CONSECUTIVE_FAILURES = 10;

/** A run of failures is forgotten after this long without another one. */
export const FAILURE_LOCK_MS = 15 * MINUTE;

/**
 * Sign-in failures of one account from anywhere (issue 18): an attacker with many addresses must
 * not get more guesses than one with a single address. After 10 in a row the account's sign-in
 * is locked for 5 minutes, twice as long after each further failure, at most 30 minutes; the run
 * is remembered for a day after its latest failure, so waiting out a lock does not buy another
 * 10 guesses. A success or a completed password reset ends the run; asking for and completing a
 * reset are never locked by it, so the owner always has a way in.
 */
export const ACCOUNT_LOCK = {
  failures: CONSECUTIVE_FAILURES,
  firstMs: 5 * MINUTE,
  maxMs: 30 * MINUTE,
  memoryMs: 24 * HOUR,
} as const;

export type LimitedAction =
  | 'login'
  | 'register'
  | 'password-reset'
  | 'check-token'
  | 'confirm'
  | 'set-password'
  | 'social-login';

/** Failures one address may have, over all accounts, in a 15-minute window. */
const ADDRESS_FAILURE_CAP: Record<LimitedAction, number> = {
  login: 50,
  register: 30,
  'password-reset': 30,
  'check-token': 100,
  confirm: 30,
  'set-password': 30,
  'social-login': 30,
};

/** Requests of any outcome one address may make in an hour, where every request costs something. */
export const ADDRESS_REQUEST_CAP = {
  /** New accounts (and attempts at them). */
  register: 20,
  /** Reset messages asked for, by e-mail or SMS. */
  'password-reset': 20,
  /**
   * Submissions of each form: every one is stored (a CV up to 5 MiB with it) and e-mailed to the
   * shop's staff, so one address must not flood the table or the shop's mailbox.
   */
  'partner-form': 10,
  'dealer-form': 10,
  'vacancy-form': 10,
  'contact-form': 10,
  /** Newsletter sign-ups without an account: each adds an address to the mailing list. */
  newsletter: 10,
} as const;

/** Reset messages one account receives in an hour, whoever asks: a cap on mail and SMS flooding. */
export const ACCOUNT_RESET_MESSAGES_PER_HOUR = 5;

/**
 * The counters of one attempt: consecutive failures of `account` from `address`, then the
 * address's failures over all accounts.
 */
export function failureRules(action: LimitedAction, account: string, address: string): LimitRule[] {
  return [
    {
      key: limitKey(action, account.toLowerCase(), address),
      limit: CONSECUTIVE_FAILURES,
      windowMs: FAILURE_LOCK_MS,
      sliding: true,
    },
    {
      key: limitKey(`${action}-address`, address),
      limit: ADDRESS_FAILURE_CAP[action],
      windowMs: FAILURE_LOCK_MS,
    },
  ];
}

/**
 * Who a sign-in attempt is against, whatever address it comes from: the account when the login
 * names one (by e-mail or by phone, it is the same account), else the login as the lookup reads
 * it. Unknown logins lock exactly like known ones, so the answers do not tell them apart.
 */
export function signInSubject(login: string, userId: number | undefined): string {
  return userId === undefined ? `login:${login.trim().toLowerCase()}` : `user:${userId}`;
}

/**
 * The counters kept in the database even when Redis (REDIS_URL) holds the rest, because they
 * guard one person whoever asks: an account's sign-in lock (a Redis restart, which keeps nothing,
 * would otherwise hand a guesser ten more tries, and while Redis is away each process would count
 * alone) and the cap on reset messages to one account (mail and SMS flooding). The per-address
 * caps and runs stay in Redis: losing them on a restart gives one address a fresh window, still
 * under the account's lock.
 */
export const DURABLE_LIMITS: ReadonlySet<string> = new Set(['login-account', 'reset-messages']);

/** The counter of an account's consecutive sign-in failures from anywhere (see ACCOUNT_LOCK). */
export function accountLockRule(subject: string): LimitRule {
  return {
    key: limitKey('login-account', subject),
    limit: ACCOUNT_LOCK.failures,
    windowMs: ACCOUNT_LOCK.memoryMs,
    sliding: true,
    lock: { firstMs: ACCOUNT_LOCK.firstMs, maxMs: ACCOUNT_LOCK.maxMs },
  };
}

/** The hourly request cap of an address for an action where every request counts. */
export function requestCapRule(
  action: keyof typeof ADDRESS_REQUEST_CAP,
  address: string,
): LimitRule {
  return {
    key: limitKey(`${action}-requests`, address),
    limit: ADDRESS_REQUEST_CAP[action],
    windowMs: HOUR,
  };
}

/** The hourly cap of reset messages sent to one account. */
export function resetMessagesRule(userId: number): LimitRule {
  return {
    key: limitKey('reset-messages', String(userId)),
    limit: ACCOUNT_RESET_MESSAGES_PER_HOUR,
    windowMs: HOUR,
  };
}

/**
 * Runs an attempt under failure counters: refuses at once while they are at their limit; a
 * growing lock's counter counts the attempt beforehand (see RateLimiter.claim); a refusal of the
 * attempt (a 4xx ApiProblem: wrong password, unknown token, taken e-mail…) counts
 * a failure; a success clears the runs of consecutive failures (the sliding counters: the
 * account's, from this address and from anywhere), while the address's fixed cap stays.
 */
export async function limitFailures<T>(
  limiter: RateLimiter,
  rules: readonly LimitRule[],
  attempt: () => Promise<T>,
): Promise<T> {
  // Growing locks (the account's) count the attempt before it is made, so a burst of parallel
  // guesses cannot all pass the check; the others count a failure after it.
  const claimed = rules.filter((rule) => rule.lock !== undefined);
  const afterwards = rules.filter((rule) => rule.lock === undefined);
  await limiter.assertOpen(afterwards);
  await limiter.claim(claimed);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (error instanceof ApiProblem && error.statusCode >= 400 && error.statusCode < 500) {
      await limiter.hit(afterwards);
    }
    throw error;
  }
  await limiter.clear(rules.filter((rule) => rule.sliding === true).map((rule) => rule.key));
  return result;
}
