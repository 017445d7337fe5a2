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
 * refusal of the attempt (a 4xx ApiProblem: wrong password, unknown token, taken e-mail…) counts
 * a failure; a success clears the account's run of failures (the address's count stays).
 */
export async function limitFailures<T>(
  limiter: RateLimiter,
  rules: readonly LimitRule[],
  attempt: () => Promise<T>,
): Promise<T> {
  await limiter.assertOpen(rules);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (error instanceof ApiProblem && error.statusCode >= 400 && error.statusCode < 500) {
      await limiter.hit(rules);
    }
    throw error;
  }
  const [account] = rules;
  if (account) await limiter.clear([account.key]);
  return result;
}
