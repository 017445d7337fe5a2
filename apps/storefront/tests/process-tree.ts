import { readdirSync, readFileSync } from 'node:fs';

/**
 * The processes the launcher tests start, read from /proc: who is whose child, and waiting for
 * what a person would wait for (a server up, a process gone) instead of for time.
 */

/** Each live process's parent, by pid (the parent is the second field after the name's parens). */
function parents(): Map<number, number> {
  const found = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      found.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  return [...parents()].filter(([, parent]) => parent === pid).map(([child]) => child);
}

/** Every process under `pid`, parents before their children, with its command line. */
export function descendantsOf(pid: number): { pid: number; command: string }[] {
  const all = parents();
  const found: { pid: number; command: string }[] = [];
  const visit = (parent: number) => {
    for (const [child, of] of all) {
      if (of !== parent) continue;
      try {
        const command = readFileSync(`/proc/${child}/cmdline`, 'utf8').replaceAll('\0', ' ');
        found.push({ pid: child, command });
      } catch {
        continue;
      }
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Waits until `check` holds, or fails saying what did not happen, with the processes' output. */
export async function until(
  check: () => Promise<boolean> | boolean,
  what: string,
  output: () => string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
