import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort } from './e2e-shop.js';
import { childrenOf, until } from './process-tree.js';
import { restartDelayMs, STABLE_AFTER_MS, stopCounter } from '../../../scripts/processes.mjs';

/**
 * `WEB_CONCURRENCY` (scripts/processes.mjs, which both apps' `start` goes through): the storefront's
 * production server in several processes sharing one port, a stopped one replaced, SIGTERM passed
 * to all, and a wrong value refused instead of quietly running one process.
 */
const storefront = join(dirname(fileURLToPath(import.meta.url)), '..');
const launcher = join(storefront, '../../scripts/processes.mjs');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const runs: Run[] = [];

function run(env: Record<string, string>, args: string[] = ['server.mjs', inject('serverBuild')]) {
  let output = '';
  const child = spawn(process.execPath, [launcher, ...args], {
    cwd: storefront,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const started = { child, output: () => output, exited };
  runs.push(started);
  return started;
}

afterEach(async () => {
  for (const { child, exited } of runs.splice(0)) {
    for (const pid of childrenOf(child.pid)) process.kill(pid, 'SIGKILL');
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  }
});

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

describe('restarts after a stop (issue 40)', () => {
  it('wait 1 s, then twice as long for each stop in a row, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => restartDelayMs(n))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('count a stop after a run of a minute or more as the first in a row', () => {
    let now = 0;
    const counter = stopCounter(() => now);
    const stops: number[] = [];
    for (const ranFor of [100, 100, 100, STABLE_AFTER_MS, 100]) {
      counter.started();
      now += ranFor;
      stops.push(counter.stopped().failures);
    }
    expect(stops).toEqual([1, 2, 3, 1, 2]);
  });
});

describe('WEB_CONCURRENCY', () => {
  it('runs that many processes on one port, replaces one that stops, and stops all on SIGTERM', async () => {
    const port = await freePort();
    const health = `http://127.0.0.1:${port}/healthz`;
    const shop = run({ WEB_CONCURRENCY: '2', PORT: String(port) });
    await until(() => answers(health), 'the health check', shop.output);
    await until(() => childrenOf(shop.child.pid).length === 2, 'two processes', shop.output);
    // Each process says when it listens.
    const listening = () => shop.output().split(`[storefront] http://localhost:${port}`).length - 1;
    await until(() => listening() === 2, 'both processes listening', shop.output);
    expect(shop.output()).toContain('server.mjs: 2 processes');

    const [first] = childrenOf(shop.child.pid);
    process.kill(first ?? 0, 'SIGKILL');
    await until(
      () => {
        const now = childrenOf(shop.child.pid);
        return now.length === 2 && first !== undefined && !now.includes(first);
      },
      'a new process in place of the stopped one',
      shop.output,
    );
    await until(() => listening() === 3, 'the new process listening', shop.output);
    expect(shop.output()).toMatch(
      /a process of server\.mjs stopped \(SIGKILL\); starting another in 1 s/,
    );
    await until(() => answers(health), 'the health check after the restart', shop.output);

    const workers = childrenOf(shop.child.pid);
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(workers.filter((pid) => childrenOf(process.pid).includes(pid))).toEqual([]);
    expect(await answers(health)).toBe(false);
  });

  it('unset, the entry runs in the launcher’s own process', async () => {
    const port = await freePort();
    const shop = run({ WEB_CONCURRENCY: '', PORT: String(port) });
    await until(() => answers(`http://127.0.0.1:${port}/healthz`), 'the health check', shop.output);
    expect(childrenOf(shop.child.pid)).toEqual([]);
  });

  it('refuses a value that is not a number of processes', async () => {
    const shop = run({ WEB_CONCURRENCY: 'two', PORT: String(await freePort()) });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toContain('WEB_CONCURRENCY must be a number of processes');
  });

  it('keeps one process while the setting it names is unset (the API’s embedded database)', async () => {
    const port = await freePort();
    const shop = run({ WEB_CONCURRENCY: '2', PORT: String(port), SHOP_TEST_UNSET: '' }, [
      '--single-without=SHOP_TEST_UNSET',
      'server.mjs',
      inject('serverBuild'),
    ]);
    await until(() => answers(`http://127.0.0.1:${port}/healthz`), 'the health check', shop.output);
    expect(childrenOf(shop.child.pid)).toEqual([]);
    expect(shop.output()).toContain('one process runs: SHOP_TEST_UNSET is unset');
  });

  it('stops, with its code, when the processes cannot listen (the port is taken)', async () => {
    const port = await freePort();
    const holder = run({ PORT: String(port) });
    await until(
      () => answers(`http://127.0.0.1:${port}/healthz`),
      'the first server',
      holder.output,
    );
    const second = run({ WEB_CONCURRENCY: '2', PORT: String(port) });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('stopped before it listened');
  });
});
