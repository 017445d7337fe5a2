import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  UPDATE_COMMAND,
  compareBrowser,
  parseChromiumVersion,
  readBaselineBrowser,
  writeBaselineBrowser,
} from './baseline-browser.js';

describe('parseChromiumVersion', () => {
  it("reads Debian's Chromium banner", () => {
    expect(
      parseChromiumVersion('Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)\n'),
    ).toBe('156.0.8078.108');
  });

  it('reads Google Chrome and headless shell banners', () => {
    expect(parseChromiumVersion('Google Chrome 157.0.8123.4 ')).toBe('157.0.8123.4');
    expect(parseChromiumVersion('HeadlessChrome/156.0.8078.108')).toBe('156.0.8078.108');
  });

  it('is undefined when the output has no version', () => {
    expect(parseChromiumVersion('chromium: command not found')).toBeUndefined();
  });
});

describe('compareBrowser', () => {
  it('is silent for the recorded version', () => {
    expect(compareBrowser('156.0.8078.108', '156.0.8078.108')).toEqual({ verdict: 'same' });
  });

  it('only notes another patch or build of the same major version', () => {
    const check = compareBrowser('156.0.8078.108', '156.0.8078.121');
    expect(check.verdict).toBe('note');
    if (check.verdict === 'same') return;
    expect(check.message).toContain('156.0.8078.108');
    expect(check.message).toContain('156.0.8078.121');
  });

  it('fails for another major version, naming both and the command to run', () => {
    for (const running of ['157.0.8123.4', '155.0.7999.2']) {
      const check = compareBrowser('156.0.8078.108', running);
      expect(check.verdict).toBe('mismatch');
      if (check.verdict === 'same') return;
      expect(check.message).toContain('Chromium 156.0.8078.108');
      expect(check.message).toContain(`Chromium ${running}`);
      expect(check.message).toContain(`run \`${UPDATE_COMMAND}\` on the new browser`);
      expect(check.message).toContain('review the diffs');
    }
  });

  it('compares major versions as numbers, not prefixes', () => {
    expect(compareBrowser('15.0.1.1', '156.0.1.1').verdict).toBe('mismatch');
  });
});

describe('the baseline browser file', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('is written and read back', () => {
    dir = mkdtempSync(join(tmpdir(), 'baseline-browser-'));
    const file = join(dir, 'baseline-browser.json');
    writeBaselineBrowser(file, '157.0.8123.4');
    expect(readBaselineBrowser(file)).toEqual({ chromium: '157.0.8123.4' });
    expect(readFileSync(file, 'utf8')).toContain(UPDATE_COMMAND);
  });

  it('names the file when it is missing or has no version', () => {
    dir = mkdtempSync(join(tmpdir(), 'baseline-browser-'));
    const file = join(dir, 'baseline-browser.json');
    expect(() => readBaselineBrowser(file)).toThrow(file);
    writeFileSync(file, '{"chromium": 156}');
    expect(() => readBaselineBrowser(file)).toThrow(`${file} has no "chromium" version string`);
  });
});

describe('the committed file', () => {
  it('records a Chromium version', () => {
    const file = join(import.meta.dirname, '../../../.storybook/baseline-browser.json');
    expect(parseChromiumVersion(`Chromium ${readBaselineBrowser(file).chromium}`)).toBeDefined();
  });
});
