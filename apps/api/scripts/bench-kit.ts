import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { postgresUrl, tcpProbe } from '../../../packages/test-env/src/gates.js';

/** What the API benchmarks share: child processes of the built API and a database of their own. */

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A guest's one-click order of one piece of a product, as JSON, placed in `name`. */
export function oneClickOrderBody(productId: number, name: string, phone: string): string {
  return JSON.stringify({
    is_fast_order: true,
    name,
    phone,
    total_price: '1.00',
    lang: 'ro',
    user: null,
    order_products: [
      {
        product_id: productId,
        quantity: 1,
        unit_price: '1',
        total_price: '1',
        product_atributes: [],
      },
    ],
  });
}

/** Runs a command in apps/api to its end (the seed). */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`)),
    );
  });
}

/** Starts a Node process in apps/api and waits until it listens on `port`. */
export async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    if (await tcpProbe('127.0.0.1', port, 200)) return child;
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not listen on ${port}`);
}

/** Stops a process and waits for its exit. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * A database of its own for a benchmark: `name` on the PostgreSQL server (created fresh), or a
 * PGlite directory in the temporary folder; `cleanup` drops it.
 */
export async function benchDatabaseEnv(
  database: 'postgres' | 'pglite',
  name: string,
): Promise<{ env: NodeJS.ProcessEnv; cleanup: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = {};
  let cleanup = async () => {};
  if (database === 'postgres') {
    const server = postgresUrl();
    const url = new URL(server);
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
    env.DATA_DIR = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  return { env, cleanup };
}
