import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The visual baselines (the stories' screenshots) are pixels drawn by one Chromium: another
 * major version draws text and shadows differently and would fail hundreds of comparisons. The
 * version they were made with is recorded in a small file beside them, and a run first compares
 * it with the Chromium it is about to launch.
 */

/** The recorded browser, as stored in the baseline-browser file. */
export interface BaselineBrowser {
  chromium: string;
}

/** What a run does about the Chromium it found. */
export type BrowserCheck =
  | { verdict: 'same' }
  | { verdict: 'note'; message: string }
  | { verdict: 'mismatch'; message: string };

/** The command that remakes the baselines (and the file) on the running browser. */
export const UPDATE_COMMAND = 'pnpm test:update-visual';

/** `Chromium 156.0.8078.108 built on Debian…` → `156.0.8078.108`; undefined when not found. */
export function parseChromiumVersion(output: string): string | undefined {
  return /(?:Chromium|Chrome)\D*?(\d+(?:\.\d+){1,3})\b/i.exec(output)?.[1];
}

const major = (version: string): string => version.split('.')[0] ?? version;

/**
 * Compares the recorded version with the running one: the same major version draws the same
 * pixels (a different patch or build is only noted), another major version fails the run before
 * any story does, with what to do about it.
 */
export function compareBrowser(recorded: string, running: string): BrowserCheck {
  if (recorded === running) return { verdict: 'same' };
  if (major(recorded) === major(running)) {
    return {
      verdict: 'note',
      message: `note: visual baselines were made with Chromium ${recorded}; this run uses ${running} (same major version, compared as usual)`,
    };
  }
  return {
    verdict: 'mismatch',
    message:
      `The visual baselines were made with Chromium ${recorded}, but this run uses Chromium ${running} ` +
      `(major ${major(recorded)} → ${major(running)}): its pixels differ, so the stories are not compared; ` +
      `run \`${UPDATE_COMMAND}\` on the new browser and review the diffs of __screenshots__/ before committing them.`,
  };
}

/** Asks a Chromium binary for its version (`--version` prints it without opening a window). */
export function chromiumVersion(executablePath: string): string {
  const output = execFileSync(executablePath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 30_000,
  });
  const version = parseChromiumVersion(output);
  if (!version) throw new Error(`${executablePath} --version printed no version: ${output.trim()}`);
  return version;
}

/** Reads the recorded browser; a missing or malformed file is an error that names the file. */
export function readBaselineBrowser(file: string): BaselineBrowser {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the baseline browser file ${file}: ${String(error)}`);
  }
  const chromium = (parsed as { chromium?: unknown } | null)?.chromium;
  if (typeof chromium !== 'string' || !parseChromiumVersion(`Chromium ${chromium}`)) {
    throw new Error(`${file} has no "chromium" version string`);
  }
  return { chromium };
}

/** Writes the recorded browser (when the baselines are remade). */
export function writeBaselineBrowser(file: string, version: string): void {
  const content = {
    $comment: `Chromium version the visual baselines (__screenshots__/) were made with; rewritten by ${UPDATE_COMMAND}. See docs/testing.md.`,
    chromium: version,
  };
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
}
