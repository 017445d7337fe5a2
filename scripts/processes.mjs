// Runs a server in WEB_CONCURRENCY processes that share its port (Node's cluster): the API and
// the storefront start through it, so one machine's every core serves pages.
//
// Usage: node scripts/processes.mjs [--single-without=VAR] <entry.js> [args…]
//
// WEB_CONCURRENCY: a number of processes, or `auto` for one per core; unset, one (the entry runs
// in this very process, as `node <entry.js>` would). `--single-without=VAR` keeps one process while
// VAR is unset: the API's embedded database (no DATABASE_URL) may be opened by one process only.
//
// With several, this process only watches: a process that stops is started again after a wait
// that doubles with each stop in a row (restartDelayMs; one that stops before it ever listened
// stops them all, with its exit code: a port in use, a broken setting), and SIGTERM or SIGINT is
// passed to every process, which closes its server and ends.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * How many processes WEB_CONCURRENCY asks for: a whole number from 1 up, `auto` for `cores`;
 * unset or empty, 1. Anything else is an error (a typo must not quietly run one process).
 *
 * @param {string | undefined} value
 * @param {number} cores
 * @returns {number}
 */
export function processCount(value, cores) {
  const text = value?.trim() ?? '';
  if (text === '') return 1;
  if (text.toLowerCase() === 'auto') return Math.max(1, cores);
  if (/^[1-9]\d{0,2}$/.test(text)) return Number(text);
  throw new Error(`WEB_CONCURRENCY must be a number of processes (1–999) or auto, not "${text}"`);
}

/** A process up this long (ms) before it stopped was working: its next restart waits the least. */
export const STABLE_AFTER_MS = 60_000;

/**
 * How long to wait before starting a process again after its `failures`-th stop in a row (each
 * within STABLE_AFTER_MS of its start): 1 s, doubling, at most 30 s. A process that keeps
 * crashing (a database it needs away, a bad deploy) is retried without spinning the machine.
 *
 * @param {number} failures 1 for the first stop
 * @returns {number} ms
 */
export function restartDelayMs(failures) {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * Counts a service's stops in a row: a run that lasted STABLE_AFTER_MS or more starts the count
 * again.
 *
 * @param {() => number} [now]
 */
export function stopCounter(now = Date.now) {
  let failures = 0;
  let startedAt = now();
  return {
    started() {
      startedAt = now();
    },
    /** @returns {{ failures: number, delayMs: number }} */
    stopped() {
      failures = now() - startedAt >= STABLE_AFTER_MS ? 1 : failures + 1;
      return { failures, delayMs: restartDelayMs(failures) };
    },
  };
}

/**
 * @param {string[]} argv the arguments after the script
 * @returns {{ entry: string, args: string[], singleWithout: string | undefined }}
 */
export function parseArguments(argv) {
  const rest = [...argv];
  let singleWithout;
  const option = rest[0]?.match(/^--single-without=([A-Z_][A-Z0-9_]*)$/);
  if (option) {
    singleWithout = option[1];
    rest.shift();
  }
  const [entry, ...args] = rest;
  if (!entry)
    throw new Error('usage: node scripts/processes.mjs [--single-without=VAR] <entry.js> [args…]');
  return { entry, args, singleWithout };
}

async function main() {
  const { entry, args, singleWithout } = parseArguments(process.argv.slice(2));
  let count = processCount(process.env.WEB_CONCURRENCY, availableParallelism());
  if (count > 1 && singleWithout && !process.env[singleWithout]) {
    console.warn(
      `[processes] WEB_CONCURRENCY=${count} asked, one process runs: ${singleWithout} is unset ` +
        `(${entry} then uses a store only one process may open)`,
    );
    count = 1;
  }
  const script = resolve(entry);
  if (count === 1) {
    // As if started as `node <entry> args…`: the entry reads its arguments from process.argv.
    process.argv = [process.argv[0] ?? 'node', script, ...args];
    await import(pathToFileURL(script).href);
    return;
  }

  cluster.setupPrimary({ exec: script, args });
  let stopping = false;
  const listened = new Set();
  /** Each process's place (0 … count-1) keeps its own count of stops in a row. */
  const places = new Map();
  const counters = Array.from({ length: count }, () => stopCounter());
  /** @param {number} place */
  function fork(place) {
    if (stopping) return;
    counters[place]?.started();
    places.set(cluster.fork().id, place);
  }
  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!listened.has(worker.id)) {
      console.error(
        `[processes] ${entry} stopped before it listened (${signal ?? code}); stopping`,
      );
      stop(code || 1);
      return;
    }
    const place = places.get(worker.id) ?? 0;
    places.delete(worker.id);
    const { delayMs } = counters[place]?.stopped() ?? { delayMs: restartDelayMs(1) };
    console.error(
      `[processes] a process of ${entry} stopped (${signal ?? code}); starting another in ${delayMs / 1000} s`,
    );
    setTimeout(() => fork(place), delayMs);
  });
  /** @param {number} code */
  function stop(code) {
    stopping = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // A process that does not close within 10 s is not waited for.
    setTimeout(() => process.exit(code), 10_000).unref();
  }
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => stop(0));
  console.warn(`[processes] ${entry}: ${count} processes`);
  for (let place = 0; place < count; place += 1) fork(place);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((error) => {
    console.error(`[processes] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
