import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The storefront's server build, built for this run. */
    serverBuild: string;
  }
}

/**
 * Route tests render the production build (built once per run here) against a real, seeded API
 * (started by the test files themselves, which resolve the workspace from its sources).
 */
export default async function setup(project: TestProject) {
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('pnpm', ['exec', 'react-router', 'build'], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const serverBuild = join(root, 'build/server/index.js');
  if (!existsSync(serverBuild) || statSync(serverBuild).size === 0) {
    throw new Error('the storefront build did not produce build/server/index.js');
  }
  project.provide('serverBuild', serverBuild);
}
