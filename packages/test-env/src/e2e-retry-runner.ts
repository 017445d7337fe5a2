import { TestRunner, type RunnerTask } from 'vitest';
import { E2E_RETRY_KEY } from './retries.js';

/**
 * Vitest's own runner, except that the tests of `*.e2e.test.ts` files (Playwright driving
 * Chromium) get the retry count of E2E_RETRY_KEY when they set none themselves. Retries are a
 * project option, and these files share their project (and its one production build) with the
 * other storefront tests, which must not retry.
 */
export default class E2eRetryRunner extends TestRunner {
  override async onBeforeRunTask(test: RunnerTask): Promise<void> {
    const count = Number(process.env[E2E_RETRY_KEY] ?? 0);
    if (
      test.type === 'test' &&
      count > 0 &&
      !test.retry &&
      test.file.filepath.endsWith('.e2e.test.ts')
    ) {
      test.retry = count;
    }
    await super.onBeforeRunTask(test);
  }
}
