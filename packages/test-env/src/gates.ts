import { existsSync } from 'node:fs';
import { Socket } from 'node:net';

/** Environment variables as the gates read them. */
export type Env = Record<string, string | undefined>;

/** The answer of a gate: run the suites, or skip them with one line that says why. */
export type Gate<T> = ({ run: true } & T) | { run: false; skipLine: string };

export type BrowserGate = Gate<{ executablePath: string }>;
export type PostgresGate = Gate<{ url: string }>;
export type RedisGate = Gate<{ serverPath: string }>;

/** Where Chromium is looked for when CHROME_PATH is not set (the Debian package). */
export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';
/** The local server the project's machines run (trust auth, database `test`). */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Chromium flags for a headless run on a machine without outside network: without the
 * networking flags Chromium keeps trying to reach hosts that never answer.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A REQUIRE_* (or CI) value that means yes: set, and neither empty, `0` nor `false`. */
export const isRequired = (value: string | undefined): boolean =>
  value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';

/**
 * Turns "found or not" into a gate. A missing capability is a SKIP line, or an error when the
 * matching REQUIRE_* variable is set (CI sets both, so a missing browser or database fails CI).
 */
export function decide<T extends object>(
  what: { suites: string; requireVar: string; env: Env },
  found: T | { missing: string },
): Gate<T> {
  if (!('missing' in found)) return { run: true, ...found };
  if (isRequired(what.env[what.requireVar])) {
    throw new Error(
      `${what.requireVar}=${what.env[what.requireVar] ?? ''} but ${what.suites} suites cannot run: ${found.missing}`,
    );
  }
  return { run: false, skipLine: `SKIP ${what.suites} suites: ${found.missing}` };
}

/** Chromium gate: CHROME_PATH, else /usr/bin/chromium, must exist. */
export function resolveBrowser(
  env: Env = process.env,
  fileExists: (path: string) => boolean = existsSync,
): BrowserGate {
  const path = env.CHROME_PATH || DEFAULT_CHROME_PATH;
  return decide<{ executablePath: string }>(
    { suites: 'browser', requireVar: 'REQUIRE_BROWSER', env },
    fileExists(path)
      ? { executablePath: path }
      : {
          missing: `no Chromium at ${path} (set CHROME_PATH or install the Debian chromium package)`,
        },
  );
}

/** Where redis-server is looked for when REDIS_SERVER_PATH is not set (the Debian package). */
export const DEFAULT_REDIS_SERVER_PATH = '/usr/bin/redis-server';

/**
 * Redis gate: suites that share counters through Redis start their own redis-server (on a free
 * port, nothing kept on disk), so the binary must exist: REDIS_SERVER_PATH, else the Debian one.
 */
export function resolveRedis(
  env: Env = process.env,
  fileExists: (path: string) => boolean = existsSync,
): RedisGate {
  const path = env.REDIS_SERVER_PATH || DEFAULT_REDIS_SERVER_PATH;
  return decide<{ serverPath: string }>(
    { suites: 'Redis', requireVar: 'REQUIRE_REDIS', env },
    fileExists(path)
      ? { serverPath: path }
      : {
          missing: `no redis-server at ${path} (set REDIS_SERVER_PATH or install the Debian redis-server package)`,
        },
  );
}

/** The database URL tests use: TEST_DATABASE_URL, else DATABASE_URL, else the local server. */
export function postgresUrl(env: Env = process.env): string {
  return env.TEST_DATABASE_URL || env.DATABASE_URL || DEFAULT_POSTGRES_URL;
}

/** Answers whether something accepts TCP connections at host:port within the timeout. */
export function tcpProbe(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

/** PostgreSQL gate: the server named by the URL must accept connections. */
export async function resolvePostgres(
  env: Env = process.env,
  probe: (host: string, port: number) => Promise<boolean> = tcpProbe,
): Promise<PostgresGate> {
  const url = postgresUrl(env);
  let host: string;
  let port: number;
  try {
    const parsed = new URL(url);
    host = parsed.hostname || '127.0.0.1';
    port = parsed.port ? Number(parsed.port) : 5432;
  } catch {
    return decide<{ url: string }>(
      { suites: 'PostgreSQL', requireVar: 'REQUIRE_POSTGRES', env },
      { missing: `the database URL is not a URL` },
    );
  }
  const answers = await probe(host, port);
  return decide<{ url: string }>(
    { suites: 'PostgreSQL', requireVar: 'REQUIRE_POSTGRES', env },
    answers
      ? { url }
      : {
          missing: `nothing answers at ${host}:${port} (set TEST_DATABASE_URL or start the local server)`,
        },
  );
}
