// Runs the shop: the API (http://localhost:8000, API_PORT) and the storefront
// (http://localhost:3000, PORT) side by side. `node scripts/run-shop.mjs` runs the built apps in
// production mode (`pnpm start` builds first); `--dev` runs both in watch mode, in development.
//
// The storefront starts once the API says it is ready (its /readyz), or after READY_WAIT_MS
// anyway (its pages then answer 503 until the API is). An app that stops is started again after
// a wait that doubles with each stop in a row (scripts/processes.mjs); the other goes on serving.
// Only an app that keeps stopping right after its start (a port in use, a broken setting) stops
// the shop, with its own messages above. SIGINT or SIGTERM stops both.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { STABLE_AFTER_MS, stopCounter } from './processes.mjs';
import { shopEnv } from './shop-env.mjs';

/** How long the storefront waits for the API to be ready before it starts anyway. */
const READY_WAIT_MS = 60_000;
/** Stops in a row, each soon after its start, after which an app is taken as unable to start. */
const GIVE_UP_AFTER = 5;

const dev = process.argv.includes('--dev');
const env = shopEnv(process.env, { dev });

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const running = new Map();
let stopping = false;

/**
 * @param {'api' | 'storefront'} name
 * @param {ReturnType<typeof stopCounter>} counter
 */
function start(name, counter = stopCounter()) {
  if (stopping) return;
  counter.started();
  const startedAt = Date.now();
  // Each app in its own process group, so stopping it stops pnpm and the server under it.
  const child = spawn('pnpm', ['--silent', '--filter', `@shop/${name}`, dev ? 'dev' : 'start'], {
    env,
    stdio: 'inherit',
    detached: true,
  });
  running.set(name, child);
  child.on('exit', (code, signal) => {
    running.delete(name);
    if (stopping) return;
    // What the app leaves behind in its process group goes with it (its server, when pnpm above
    // it was killed): the new start must not find the port and the database still taken.
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Nothing left.
      }
    }
    const { failures, delayMs } = counter.stopped();
    const soon = Date.now() - startedAt < STABLE_AFTER_MS;
    if (soon && failures >= GIVE_UP_AFTER) {
      console.error(
        `[shop] ${name} stopped ${failures} times in a row soon after starting (${signal ?? code}); ` +
          'stopping the shop: see its messages above',
      );
      stopAll(1);
      return;
    }
    console.error(
      `[shop] ${name} stopped (${signal ?? code}); starting it again in ${delayMs / 1000} s`,
    );
    setTimeout(() => start(name, counter), delayMs);
  });
}

/** Whether the API answers its readiness check with 200 within a second. */
async function apiReady() {
  try {
    return (await fetch(`${env.API_URL}/readyz`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** @param {number} code */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of running.values()) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

start('api');
const deadline = Date.now() + READY_WAIT_MS;
let waiting = false;
while (!stopping && !(await apiReady())) {
  if (Date.now() > deadline) {
    console.warn(
      `[shop] the API is not ready after ${READY_WAIT_MS / 1000} s; starting the storefront, ` +
        'whose pages answer 503 until it is',
    );
    break;
  }
  if (!waiting) console.warn('[shop] waiting for the API to be ready…');
  waiting = true;
  await sleep(250);
}
start('storefront');
console.log(
  `[shop] storefront http://localhost:${env.PORT}, API http://localhost:${env.API_PORT}` +
    (dev ? ' (watch mode)' : ''),
);
