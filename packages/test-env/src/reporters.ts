import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';

/**
 * Two reporters that run beside Vitest's default one (whose summary stays as it is) and print
 * their part after it at the end of the run: where the time went per project, and which tests
 * only passed (or still failed) after a retry.
 */

/** One project's figures: its files, the sum of their durations, and its wall time. */
export interface ProjectTime {
  project: string;
  files: number;
  /** Sum of the files' durations (environment, setup, import and tests), in ms. */
  sumMs: number;
  /** From the start of its first file to the end of its last one, in ms. */
  wallMs: number;
}

/** One file's span as measured: when it ended and how long it took, both in ms. */
export interface FileSpan {
  project: string;
  endedAt: number;
  durationMs: number;
}

/** Groups file spans by project: the sum of their durations and the wall time they cover. */
export function projectTimes(spans: readonly FileSpan[]): ProjectTime[] {
  const byProject = new Map<
    string,
    { files: number; sumMs: number; first: number; last: number }
  >();
  for (const span of spans) {
    const started = span.endedAt - span.durationMs;
    const entry = byProject.get(span.project);
    if (!entry) {
      byProject.set(span.project, {
        files: 1,
        sumMs: span.durationMs,
        first: started,
        last: span.endedAt,
      });
    } else {
      entry.files += 1;
      entry.sumMs += span.durationMs;
      entry.first = Math.min(entry.first, started);
      entry.last = Math.max(entry.last, span.endedAt);
    }
  }
  return [...byProject]
    .map(([project, entry]) => ({
      project,
      files: entry.files,
      sumMs: entry.sumMs,
      wallMs: entry.last - entry.first,
    }))
    .sort((a, b) => b.wallMs - a.wallMs || a.project.localeCompare(b.project));
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The table the project-times reporter prints, slowest wall time first. */
export function formatProjectTimes(rows: readonly ProjectTime[], runWallMs?: number): string {
  const header = ['project', 'files', 'sum of files', 'wall'];
  const cells = rows.map((row) => [
    row.project,
    String(row.files),
    seconds(row.sumMs),
    seconds(row.wallMs),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]?.length ?? 0)),
  );
  const line = (cell: readonly string[]) =>
    cell
      .map((text, column) =>
        column === 0 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [
    'Time per project (sum of its files’ durations; wall time from its first file’s start to its last file’s end):',
    line(header),
    ...cells.map(line),
    ...(runWallMs === undefined ? [] : [`whole run: ${seconds(runWallMs)}`]),
  ].join('\n');
}

/** A file's duration as Vitest measures its parts: environment, preparation, setup, import, tests. */
function moduleDurationMs(testModule: TestModule): number {
  const d = testModule.diagnostic();
  return (
    d.environmentSetupDuration +
    d.prepareDuration +
    d.setupDuration +
    d.collectDuration +
    d.duration
  );
}

/** Prints each project's total time (sum of its files and wall time) at the end of the run. */
export class ProjectTimesReporter implements Reporter {
  private spans: FileSpan[] = [];
  private runStartedAt = Date.now();
  private log: (text: string) => void = (text) => process.stdout.write(`${text}\n`);

  onInit(vitest: Vitest): void {
    this.log = (text) => vitest.logger.log(text);
  }

  onTestRunStart(): void {
    this.spans = [];
    this.runStartedAt = Date.now();
  }

  onTestModuleEnd(testModule: TestModule): void {
    this.spans.push({
      project: testModule.project.name || '(root)',
      endedAt: Date.now(),
      durationMs: moduleDurationMs(testModule),
    });
  }

  onTestRunEnd(): void {
    if (this.spans.length === 0) return;
    this.log(`\n${formatProjectTimes(projectTimes(this.spans), Date.now() - this.runStartedAt)}\n`);
  }
}

/** A test that did not pass at its first attempt. */
export interface RetriedTest {
  project: string;
  file: string;
  name: string;
  attempts: number;
  passed: boolean;
  /** What failed the first attempt: its error's message (a few lines), when Vitest kept it. */
  firstError?: string;
}

/** Lines of a first attempt's error kept in the list: its message, its diff's start, where it was. */
const ERROR_LINES = 12;

/** An error as the list shows it: its first lines, without colour codes, each indented. */
function errorLines(error: string): string[] {
  return (
    error
      // eslint-disable-next-line no-control-regex -- terminal colour codes in Vitest's messages
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line !== '')
      .slice(0, ERROR_LINES)
      .map((line) => `      ${line}`)
  );
}

/** The list the retries reporter prints: every retried test, or one line saying there was none. */
export function formatRetries(retried: readonly RetriedTest[]): string {
  if (retried.length === 0) return 'Retries: no test needed a retry.';
  const sorted = [...retried].sort(
    (a, b) =>
      a.project.localeCompare(b.project) ||
      a.file.localeCompare(b.file) ||
      a.name.localeCompare(b.name),
  );
  return [
    `Retries: ${retried.length} test${retried.length === 1 ? '' : 's'} needed a retry:`,
    ...sorted.flatMap((test) => [
      `  [${test.project}] ${test.file} › ${test.name} — ${test.attempts} attempts, ${test.passed ? 'passed (flaky)' : 'failed'}`,
      ...(test.firstError ? ['    first attempt:', ...errorLines(test.firstError)] : []),
    ]),
  ].join('\n');
}

/** Lists, at the end of the run, every test that needed a retry (name, file, attempts). */
export class RetriesReporter implements Reporter {
  private root = process.cwd();
  private retried: RetriedTest[] = [];
  private log: (text: string) => void = (text) => process.stdout.write(`${text}\n`);

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
    this.log = (text) => vitest.logger.log(text);
  }

  onTestRunStart(): void {
    this.retried = [];
  }

  onTestCaseResult(testCase: TestCase): void {
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 };
    if (retryCount === 0) return;
    // Vitest keeps every attempt's errors on the test, the first attempt's first.
    const [first] = testCase.result().errors ?? [];
    // Its message, its stack's frames in the project's own files (the stack's first line repeats
    // the message; Vitest's and the libraries' frames say nothing about the cause), then its diff:
    // the message shortens what it compares ("expected [ …(2) ] to deeply equal []").
    const frames = (first?.stack ?? '')
      .split('\n')
      .filter((line) => /^\s*at /.test(line) && !/\/node_modules\/|<anonymous>|node:/.test(line));
    const heading = first?.name ? `${first.name}: ${first.message}` : first?.message;
    const firstError = first ? [heading, ...frames, first.diff ?? ''].join('\n') : undefined;
    this.retried.push({
      project: testCase.project.name || '(root)',
      file: relative(this.root, testCase.module.moduleId),
      name: testCase.fullName,
      attempts: retryCount + 1,
      passed: testCase.result().state === 'passed',
      ...(firstError ? { firstError } : {}),
    });
  }

  onTestRunEnd(): void {
    this.log(`\n${formatRetries(this.retried)}\n`);
  }
}
