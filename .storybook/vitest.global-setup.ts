import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import {
  chromiumVersion,
  compareBrowser,
  readBaselineBrowser,
  writeBaselineBrowser,
} from '../packages/test-env/src/baseline-browser.js';
import { browserForRun } from '../packages/test-env/src/run-gates.js';

/** The Chromium version the committed baselines were made with. */
const BASELINE_BROWSER_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  'baseline-browser.json',
);

/**
 * Before any story runs: the Chromium about to draw them must be the major version the baselines
 * were made with, or the run fails once with one message instead of a diff per story. With
 * `--update` (`pnpm test:update-visual`) the file is rewritten with the running version at the
 * end of the run, as the baselines are.
 */
export default function setup(project: TestProject) {
  const executablePath = browserForRun();
  if (!executablePath) return;
  const running = chromiumVersion(executablePath);
  if (project.globalConfig.snapshotOptions.updateSnapshot === 'all') {
    return () => {
      writeBaselineBrowser(BASELINE_BROWSER_FILE, running);
      process.stdout.write(
        `visual baselines: recorded Chromium ${running} in ${BASELINE_BROWSER_FILE}\n`,
      );
    };
  }
  const check = compareBrowser(readBaselineBrowser(BASELINE_BROWSER_FILE).chromium, running);
  if (check.verdict === 'mismatch') throw new Error(check.message);
  if (check.verdict === 'note') console.warn(check.message);
  return undefined;
}
