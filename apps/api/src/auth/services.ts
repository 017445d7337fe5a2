import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../http/rate-limit.js';
import type { Outbox } from '../messages/outbox.js';
import type { ScryptParams } from './passwords.js';

/** What the account routes share: limits, outgoing messages, password cost, background work. */
export interface AccountServices {
  limiter: RateLimiter;
  outbox: Outbox;
  /** scrypt cost of new hashes (OWASP in production; tests pass a cheap one). */
  passwordParams: ScryptParams;
  /** Asks Google and Facebook (tests point it at a mock). */
  fetch: typeof fetch;
  /**
   * Runs work after the answer has gone (sending a reset message), so a known and an unknown
   * account answer alike and equally fast. Failures are logged.
   */
  background(name: string, task: () => Promise<void>): void;
  /** Resolves when every background task has finished (app close and tests wait for it). */
  settled(): Promise<void>;
}

export function backgroundTasks(log: () => FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    background(name: string, task: () => Promise<void>): void {
      const run = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log().error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
