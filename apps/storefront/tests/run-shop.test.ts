import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './e2e-shop.js';
import { newestChange } from './global-setup.js';
import { descendantsOf, until as untilIn } from './process-tree.js';

/**
 * `pnpm start` (scripts/run-shop.mjs) with the built apps on the embedded database: the storefront
 * starts once the API is ready, an API that dies is started again while the storefront goes on
 * answering, and SIGTERM stops both.
 */
const workspace = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const api = join(workspace, 'apps/api');
const apiEntry = join(api, 'dist/main.js');

function alive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function status(url: string): Promise<number | undefined> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return undefined;
  }
}

let shop: ChildProcess;
let output = '';
/** Waits for what a person would see, or fails with the shop's output. */
const until = (check: () => Promise<boolean>, what: string, timeoutMs?: number) =>
  untilIn(check, what, () => output, timeoutMs);
let dataDir = '';

beforeAll(() => {
  // `pnpm test` has built every app (test:dist); a run of Vitest alone builds the API here.
  const sources = [join(api, 'src'), join(workspace, 'packages/core/src')];
  if (
    !existsSync(apiEntry) ||
    statSync(apiEntry).mtimeMs < Math.max(...sources.map(newestChange))
  ) {
    execFileSync('pnpm', ['--filter', '@shop/api', 'build'], { cwd: workspace, stdio: 'pipe' });
  }
  dataDir = mkdtempSync(join(tmpdir(), 'run-shop-'));
});

/**
 * Every process of this test's shop, found by the data folder in its environment: also one that a
 * failing run-shop left behind, which is no longer under it (and would hold this run's output open).
 */
function shopProcesses(): number[] {
  const mark = `\0DATA_DIR=${dataDir}\0`;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .filter((name) => {
      try {
        return `\0${readFileSync(`/proc/${name}/environ`, 'utf8')}`.includes(mark);
      } catch {
        return false;
      }
    })
    .map(Number);
}

afterAll(async () => {
  const exited = shop && shop.exitCode === null ? once(shop, 'exit') : undefined;
  for (const pid of shopProcesses()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('pnpm start', () => {
  it('starts the storefront once the API is ready, starts a dead API again, and stops on SIGTERM', async () => {
    const [apiPort, port] = await Promise.all([freePort(), freePort()]);
    // Vitest's NODE_ENV=test is not the shop's: run-shop decides production itself.
    const { NODE_ENV: _test, ...base } = process.env;
    shop = spawn(process.execPath, [join(workspace, 'scripts/run-shop.mjs')], {
      cwd: workspace,
      env: { ...base, API_PORT: String(apiPort), PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    shop.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shop.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const shopUrl = `http://127.0.0.1:${port}`;

    // The storefront starts after the API says it is ready: it never answers before.
    let answeredEarly = false;
    await until(async () => {
      const apiReady = (await status(`${apiUrl}/readyz`)) === 200;
      const shopAnswers = (await status(`${shopUrl}/healthz`)) !== undefined;
      if (shopAnswers && !apiReady) answeredEarly = true;
      return shopAnswers && apiReady && (await status(`${shopUrl}/readyz`)) === 200;
    }, 'the shop being ready');
    expect(answeredEarly).toBe(false);
    expect(await status(`${shopUrl}/`)).toBe(200);

    // The API's server dies; the storefront goes on answering, and the API comes back.
    /** The API's process whose command line `is` the one meant. */
    const apiProcess = (is: (command: string) => boolean) =>
      descendantsOf(shop.pid ?? 0).find(({ command }) => is(command))?.pid;
    /** Kills that process (never pid 0, which would be this test's own process group). */
    const killApiProcess = (is: (command: string) => boolean) => {
      const pid = apiProcess(is);
      if (pid === undefined) throw new Error(`no such API process:\n${output}`);
      process.kill(pid, 'SIGKILL');
      return pid;
    };
    // With the embedded database the launcher runs the server in its own process; pnpm runs it
    // under `sh -c`, whose command line holds the same words.
    const server = (command: string) =>
      command.startsWith('node ') && command.endsWith(' dist/main.js ');
    const pnpm = (command: string) => command.includes('--filter @shop/api start');
    const first = killApiProcess(server);
    await until(async () => output.includes('[shop] api stopped'), 'the API’s stop being seen');
    expect(await status(`${shopUrl}/healthz`)).toBe(200);
    await until(async () => (await status(`${apiUrl}/readyz`)) === 200, 'the API coming back');
    expect(await status(`${shopUrl}/`)).toBe(200);
    // Its pnpm dies instead, leaving the server: the server goes with it, and a new one starts
    // (an old one kept would hold the port and the embedded database).
    const second = apiProcess(server);
    expect(second, output).toBeDefined();
    expect(second).not.toBe(first);
    killApiProcess(pnpm);
    await until(async () => {
      const now = apiProcess(server);
      return (
        !alive(second) &&
        now !== undefined &&
        now !== second &&
        (await status(`${apiUrl}/readyz`)) === 200
      );
    }, 'the old API server gone and a new one answering');
    expect(output).not.toMatch(/stopping the shop/);

    // SIGTERM stops both apps and the shop with them, though this test keeps asking on kept-alive
    // connections.
    shop.kill('SIGTERM');
    const [code] = (await once(shop, 'exit')) as [number | null];
    expect(code).toBe(0);
    await until(
      async () =>
        (await status(`${apiUrl}/healthz`)) === undefined &&
        (await status(`${shopUrl}/healthz`)) === undefined,
      'both apps stopping',
      10_000,
    );
  });
});
