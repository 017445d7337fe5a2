import { type Env, isRequired } from './gates.js';

/** The environment variable that carries the retry count of `*.e2e.test.ts` files to workers. */
export const E2E_RETRY_KEY = 'SHOP_E2E_RETRY';

/**
 * How often a browser test (the storybook and core:browser projects, the storefront's Playwright
 * files) may be retried: twice in CI (CI or REQUIRE_BROWSER set), never elsewhere, so a flaky
 * test shows up at once on a developer's machine. Every retry is listed at the end of the run.
 */
export function browserRetries(env: Env = process.env): number {
  return isRequired(env.CI) || isRequired(env.REQUIRE_BROWSER) ? 2 : 0;
}
