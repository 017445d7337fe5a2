import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { ProjectTimesReporter, RetriesReporter } from './packages/test-env/src/reporters.js';
import { browserRetries } from './packages/test-env/src/retries.js';
import {
  browserForRun,
  browserProject,
  chromiumBrowser,
  nodeProject,
  withE2eRetries,
} from './packages/test-env/src/vitest.js';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole workspace. Browser and PostgreSQL suites join the run when this
 * machine can run them; otherwise one SKIP line says so (REQUIRE_BROWSER=1 / REQUIRE_POSTGRES=1
 * turn the skip into a failure, as CI does).
 *
 * In CI (CI or REQUIRE_BROWSER set) browser tests may retry twice: the storybook and core:browser
 * projects, and the storefront's Playwright files (`*.e2e.test.ts`); every retried test is listed
 * at the end of the run. Elsewhere nothing retries.
 */
const retries = browserRetries();

/** The seeded databases the API's test harness copies (apps/api/src/test/template.global-setup.ts). */
const API_TEMPLATES = new URL('./apps/api/src/test/template.global-setup.ts', import.meta.url)
  .pathname;

/**
 * The run in two phases (sequence.groupOrder), so that no core waits: first the storybook
 * project beside the API's, core's and test-env's files; then the storefront's and ui's files,
 * and core's browser files. Each phase's projects get a worker (a page, for a browser project) on
 * every core. The storybook lane mostly waits (for frames, screenshots and the orchestrator's
 * round trips: one page kept 0.7 of a core busy), so its two pages share the cores with the API's
 * two workers. (The phases are 1 and 2: Vitest runs a phase 0 of one worker last, as its
 * sequential group.)
 */
const cores = availableParallelism();
const FIRST = { sequence: { groupOrder: 1 }, maxWorkers: cores };
const THEN = { sequence: { groupOrder: 2 }, maxWorkers: cores };

const projects = [
  await nodeProject('test-env', 'packages/test-env', FIRST),
  await nodeProject('core', 'packages/core', FIRST),
  browserProject('core:browser', 'packages/core', { retry: retries, ...THEN }),
  await nodeProject('api', 'apps/api', {
    globalSetup: [API_TEMPLATES],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    ...FIRST,
  }),
  await nodeProject('ui', 'packages/ui', {
    setupFiles: ['src/test-setup.ts'],
    // A worker keeps its modules and its page from one file to the next instead of loading React,
    // the package and a fresh jsdom for each of ~170 files: 112 s instead of 261 s on two cores.
    // The setup file leaves each test a clean page (nothing rendered, no last input), and the
    // files pass in any order (checked with --sequence.shuffle).
    isolate: false,
    ...THEN,
  }),
  withE2e(
    await nodeProject('storefront', 'apps/storefront', {
      include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
      globalSetup: ['tests/global-setup.ts', API_TEMPLATES],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      ...THEN,
    }),
  ),
  storybookProject(),
];

type NodeProject = Awaited<ReturnType<typeof nodeProject>>;

/**
 * A Node project's `*.e2e.test.ts` files drive Chromium through Playwright: like the browser
 * projects, they are left out when Chromium is absent (the gate has printed its SKIP line, or
 * failed the run under REQUIRE_BROWSER=1).
 */
function withE2e(project: NodeProject): NodeProject {
  if (browserForRun()) return withE2eRetries(project, retries);
  const exclude = [...(project.test?.exclude ?? []), '**/*.e2e.test.ts'];
  return { ...project, test: { ...project.test, exclude } };
}

/**
 * Every story of .storybook as a browser test, with its play function and an axe check (the
 * addon applies the preview's annotations, a11y included, by itself).
 */
function storybookProject() {
  const executablePath = browserForRun();
  if (!executablePath) return undefined;
  return {
    plugins: [react(), tailwindcss(), storybookTest({ configDir: '.storybook' })],
    resolve: { conditions: ['@shop/source', 'module', 'browser', 'development|production'] },
    // Bundled before the first story runs: a dependency found mid-run makes Vite reload the page,
    // which fails the stories of that run (a fresh clone in CI has no optimizer cache).
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'class-variance-authority',
        'clsx',
        'tailwind-merge',
        '@radix-ui/react-dialog',
        '@radix-ui/react-tabs',
        '@radix-ui/react-accordion',
        'embla-carousel-react',
        'xstate',
        '@xstate/react',
      ],
    },
    test: {
      name: 'storybook',
      browser: chromiumBrowser(executablePath),
      setupFiles: ['.storybook/vitest.setup.ts'],
      // The baselines' Chromium must be the one running (baseline-browser.json).
      globalSetup: ['.storybook/vitest.global-setup.ts'],
      retry: retries,
      // A page runs file after file without loading the preview, React and axe again for each
      // (as the ui project runs its jsdom files): 24 story files took 95 s instead of 124 s on
      // one page, and every baseline still matched.
      isolate: false,
      ...FIRST,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's summary first, then each project's time and, in CI, the tests that needed a retry.
    reporters: [
      'default',
      new ProjectTimesReporter(),
      ...(retries > 0 ? [new RetriesReporter()] : []),
    ],
    projects: projects.filter((project) => project !== undefined),
  },
});
