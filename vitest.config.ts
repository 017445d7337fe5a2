import { browserProject, nodeProject } from './packages/test-env/src/vitest.js';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole workspace. Browser and PostgreSQL suites join the run when this
 * machine can run them; otherwise one SKIP line says so (REQUIRE_BROWSER=1 / REQUIRE_POSTGRES=1
 * turn the skip into a failure, as CI does).
 */
const projects = [
  await nodeProject('test-env', 'packages/test-env'),
  await nodeProject('core', 'packages/core'),
  browserProject('core:browser', 'packages/core'),
  await nodeProject('api', 'apps/api', { testTimeout: 60_000, hookTimeout: 120_000 }),
];

export default defineConfig({
  test: {
    projects: projects.filter((project) => project !== undefined),
  },
});
