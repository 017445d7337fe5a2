import { describe, expect, it } from 'vitest';
import { formatProjectTimes, formatRetries, projectTimes } from './reporters.js';
import { browserRetries } from './retries.js';

describe('projectTimes', () => {
  it('sums the files of a project and spans its first start to its last end', () => {
    const rows = projectTimes([
      { project: 'api', endedAt: 10_000, durationMs: 4_000 },
      { project: 'api', endedAt: 12_000, durationMs: 3_000 },
      { project: 'ui', endedAt: 5_000, durationMs: 1_000 },
    ]);
    expect(rows).toEqual([
      { project: 'api', files: 2, sumMs: 7_000, wallMs: 6_000 },
      { project: 'ui', files: 1, sumMs: 1_000, wallMs: 1_000 },
    ]);
  });

  it('prints one aligned line per project and the whole run', () => {
    const text = formatProjectTimes(
      [
        { project: 'storybook', files: 120, sumMs: 600_000, wallMs: 540_250 },
        { project: 'core', files: 3, sumMs: 1_040, wallMs: 900 },
      ],
      601_000,
    );
    const lines = text.split('\n');
    expect(lines[1]).toMatch(/^project\s+files\s+sum of files\s+wall$/);
    expect(lines[2]).toMatch(/^storybook\s+120\s+600\.0 s\s+540\.3 s$/);
    expect(lines[3]).toMatch(/^core\s+3\s+1\.0 s\s+0\.9 s$/);
    expect(lines[4]).toBe('whole run: 601.0 s');
  });
});

describe('formatRetries', () => {
  it('says when no test needed a retry', () => {
    expect(formatRetries([])).toBe('Retries: no test needed a retry.');
  });

  it('lists every retried test with its file and attempts', () => {
    const text = formatRetries([
      { project: 'storybook', file: 'b.stories.tsx', name: 'B > Open', attempts: 3, passed: false },
      {
        project: 'storefront',
        file: 'tests/a.e2e.test.ts',
        name: 'buys',
        attempts: 2,
        passed: true,
      },
    ]);
    expect(text.split('\n')).toEqual([
      'Retries: 2 tests needed a retry:',
      '  [storefront] tests/a.e2e.test.ts › buys — 2 attempts, passed (flaky)',
      '  [storybook] b.stories.tsx › B > Open — 3 attempts, failed',
    ]);
  });

  it("shows the first attempt's error under its test, in a few lines without colours", () => {
    const text = formatRetries([
      {
        project: 'storefront',
        file: 'tests/a.e2e.test.ts',
        name: 'buys',
        attempts: 2,
        passed: true,
        firstError: [
          'TimeoutError: page.waitForFunction: Timeout 15000ms exceeded.',
          '',
          '\x1b[31mexpected\x1b[39m [] to equal [ "x" ]   ',
          '    at problemsOf (tests/a.e2e.test.ts:10:5)',
          '    at lane (tests/a.e2e.test.ts:20:5)',
          '    at one (a.js:1:1)',
          '    at two (a.js:2:1)',
          '    at three (a.js:3:1)',
          ...Array.from({ length: 10 }, (_, line) => `+   "problem ${line + 1}",`),
        ].join('\n'),
      },
    ]);
    expect(text.split('\n')).toEqual([
      'Retries: 1 test needed a retry:',
      '  [storefront] tests/a.e2e.test.ts › buys — 2 attempts, passed (flaky)',
      '    first attempt:',
      '      TimeoutError: page.waitForFunction: Timeout 15000ms exceeded.',
      '      expected [] to equal [ "x" ]',
      '          at problemsOf (tests/a.e2e.test.ts:10:5)',
      '          at lane (tests/a.e2e.test.ts:20:5)',
      '          at one (a.js:1:1)',
      '          at two (a.js:2:1)',
      '          at three (a.js:3:1)',
      ...Array.from({ length: 5 }, (_, line) => `      +   "problem ${line + 1}",`),
    ]);
  });
});

describe('browserRetries', () => {
  it('retries twice in CI only', () => {
    expect(browserRetries({})).toBe(0);
    expect(browserRetries({ CI: 'true' })).toBe(2);
    expect(browserRetries({ REQUIRE_BROWSER: '1' })).toBe(2);
    expect(browserRetries({ CI: '0', REQUIRE_BROWSER: 'false' })).toBe(0);
  });
});
