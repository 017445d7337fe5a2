import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspace = join(root, '../..');

/**
 * What the storefront's build is made of: its own app, the ui and core packages (compiled from
 * their sources into it), the installed versions and the root's configuration. The build is
 * reused when it is newer than every file here.
 */
const BUILD_INPUTS = [
  'apps/storefront/app',
  'apps/storefront/public',
  'apps/storefront/package.json',
  'apps/storefront/vite.config.ts',
  'apps/storefront/react-router.config.ts',
  'packages/ui',
  'packages/core',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
].map((path) => join(workspace, path));
/** Folders under the inputs that the build does not read: outputs, installs and baselines. */
const NOT_INPUTS = new Set(['node_modules', 'dist', '__screenshots__', '.react-router']);

/** The newest modification time of a file or of any file under a folder, in ms. */
export function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && NOT_INPUTS.has(entry.name)) continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
}

/**
 * Whether build/ was made from the files as they are now: `pnpm test` builds every package
 * (test:dist) before Vitest starts, and building the storefront a second time would cost the
 * run a minute for the same output. Any change since (an edited source, a new install) builds
 * again.
 */
function buildIsCurrent(serverBuild: string): boolean {
  // React Router writes the server's bundle last, after the browser's assets.
  if (!existsSync(serverBuild) || !existsSync(join(root, 'build/client/assets'))) return false;
  return statSync(serverBuild).mtimeMs > Math.max(...BUILD_INPUTS.map(newestChange));
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The storefront's server build, built for this run. */
    serverBuild: string;
  }
}

/**
 * Route tests render the production build (built here unless build/ is current) against a real,
 * seeded API (started by the test files themselves, which resolve the workspace from its sources).
 */
export default async function setup(project: TestProject) {
  const serverBuild = join(root, 'build/server/index.js');
  if (!buildIsCurrent(serverBuild)) {
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    execFileSync('pnpm', ['exec', 'react-router', 'build'], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  if (!existsSync(serverBuild) || statSync(serverBuild).size === 0) {
    throw new Error('the storefront build did not produce build/server/index.js');
  }
  project.provide('serverBuild', serverBuild);
}
