import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { E2E_RETRY_KEY } from './retries.js';
import { CHROMIUM_ARGS } from './gates.js';
import { browserForRun, postgresForRun, redisServerForRun } from './run-gates.js';

export { browserForRun, postgresForRun, redisServerForRun } from './run-gates.js';

/**
 * Workspace packages resolve to their TypeScript sources in tests (the `@shop/source` export
 * condition, as in tsconfig), so a change in @shop/core is seen without rebuilding its dist.
 * The rest are Vite's default conditions, which setting the list would otherwise drop.
 */
const SOURCE_CONDITIONS = {
  server: ['@shop/source', 'module', 'node', 'development|production'],
  client: ['@shop/source', 'module', 'browser', 'development|production'],
};

/**
 * Files that need PostgreSQL end in `.pg.test.ts`, files that start a redis-server in
 * `.redis.test.ts`, files that need Chromium in `.browser.test.ts(x)`.
 */
export const POSTGRES_TESTS = '**/*.pg.test.ts';
export const REDIS_TESTS = '**/*.redis.test.ts';
export const BROWSER_TESTS = '**/*.browser.test.{ts,tsx}';

/** A Node project of a package: every `*.test.ts(x)` under src, PostgreSQL files when a server answers. */
export async function nodeProject(
  name: string,
  root: string,
  extra: TestProjectInlineConfiguration['test'] = {},
): Promise<TestProjectInlineConfiguration> {
  const databaseUrl = await postgresForRun();
  const redisServer = redisServerForRun();
  return {
    root,
    resolve: { conditions: SOURCE_CONDITIONS.server },
    ssr: { resolve: { conditions: SOURCE_CONDITIONS.server } },
    test: {
      name,
      root,
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: [
        '**/node_modules/**',
        BROWSER_TESTS,
        ...(databaseUrl ? [] : [POSTGRES_TESTS]),
        ...(redisServer ? [] : [REDIS_TESTS]),
      ],
      env: {
        ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}),
        ...(redisServer ? { TEST_REDIS_SERVER: redisServer } : {}),
      },
      ...extra,
    },
  };
}

/** Vitest's browser mode in headless Debian Chromium (never a downloaded browser). */
export function chromiumBrowser(executablePath: string) {
  return {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    provider: playwright({ launchOptions: { executablePath, args: [...CHROMIUM_ARGS] } }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/**
 * A browser project of a package (`*.browser.test.ts(x)` in headless Chromium), or undefined when
 * Chromium is absent and not required: the root config then leaves the project out.
 */
export function browserProject(
  name: string,
  root: string,
  extra: TestProjectInlineConfiguration['test'] = {},
): TestProjectInlineConfiguration | undefined {
  const executablePath = browserForRun();
  if (!executablePath) return undefined;
  return {
    root,
    resolve: { conditions: SOURCE_CONDITIONS.client },
    test: {
      name,
      root,
      include: [`src/${BROWSER_TESTS}`],
      browser: chromiumBrowser(executablePath),
      ...extra,
    },
  };
}

/** The runner that gives `*.e2e.test.ts` files their retries (see e2e-retry-runner.ts). */
export const E2E_RETRY_RUNNER = fileURLToPath(new URL('./e2e-retry-runner.ts', import.meta.url));

/**
 * A Node project whose `*.e2e.test.ts` files (Playwright) may retry `retries` times while its
 * other files do not.
 */
export function withE2eRetries(
  project: TestProjectInlineConfiguration,
  retries: number,
): TestProjectInlineConfiguration {
  if (retries === 0) return project;
  return {
    ...project,
    test: {
      ...project.test,
      runner: E2E_RETRY_RUNNER,
      env: { ...project.test?.env, [E2E_RETRY_KEY]: String(retries) },
    },
  };
}
