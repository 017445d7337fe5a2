import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHROME_PATH,
  DEFAULT_POSTGRES_URL,
  DEFAULT_REDIS_SERVER_PATH,
  resolveBrowser,
  resolvePostgres,
  resolveRedis,
} from './gates.js';

const exists = (paths: string[]) => (path: string) => paths.includes(path);

describe('resolveBrowser', () => {
  it('runs with the Debian Chromium when it is there', () => {
    expect(resolveBrowser({}, exists([DEFAULT_CHROME_PATH]))).toEqual({
      run: true,
      executablePath: DEFAULT_CHROME_PATH,
    });
  });

  it('prefers CHROME_PATH', () => {
    expect(resolveBrowser({ CHROME_PATH: '/opt/chrome' }, exists(['/opt/chrome']))).toEqual({
      run: true,
      executablePath: '/opt/chrome',
    });
  });

  it('skips with one SKIP line when Chromium is absent', () => {
    const gate = resolveBrowser({}, exists([]));
    expect(gate.run).toBe(false);
    expect(!gate.run && gate.skipLine).toMatch(
      /^SKIP browser suites: no Chromium at \/usr\/bin\/chromium/,
    );
  });

  it('fails instead of skipping under REQUIRE_BROWSER=1', () => {
    expect(() => resolveBrowser({ REQUIRE_BROWSER: '1' }, exists([]))).toThrow(
      /REQUIRE_BROWSER=1 but browser suites cannot run/,
    );
  });

  it('treats REQUIRE_BROWSER=0 as not required', () => {
    expect(resolveBrowser({ REQUIRE_BROWSER: '0' }, exists([])).run).toBe(false);
  });
});

describe('resolvePostgres', () => {
  it('runs against the local server when it answers', async () => {
    const probed: string[] = [];
    const gate = await resolvePostgres({}, (host, port) => {
      probed.push(`${host}:${port}`);
      return Promise.resolve(true);
    });
    expect(gate).toEqual({ run: true, url: DEFAULT_POSTGRES_URL });
    expect(probed).toEqual(['127.0.0.1:5432']);
  });

  it('prefers TEST_DATABASE_URL over DATABASE_URL', async () => {
    const probed: string[] = [];
    const gate = await resolvePostgres(
      { TEST_DATABASE_URL: 'postgres://u@db.test:6543/x', DATABASE_URL: 'postgres://other/y' },
      (host, port) => {
        probed.push(`${host}:${port}`);
        return Promise.resolve(true);
      },
    );
    expect(gate).toEqual({ run: true, url: 'postgres://u@db.test:6543/x' });
    expect(probed).toEqual(['db.test:6543']);
  });

  it('skips when nothing answers', async () => {
    const gate = await resolvePostgres({}, () => Promise.resolve(false));
    expect(!gate.run && gate.skipLine).toMatch(
      /^SKIP PostgreSQL suites: nothing answers at 127.0.0.1:5432/,
    );
  });

  it('fails instead of skipping under REQUIRE_POSTGRES=1', async () => {
    await expect(
      resolvePostgres({ REQUIRE_POSTGRES: '1' }, () => Promise.resolve(false)),
    ).rejects.toThrow(/REQUIRE_POSTGRES=1 but PostgreSQL suites cannot run/);
  });

  it('reports a malformed URL instead of probing it', async () => {
    const gate = await resolvePostgres({ TEST_DATABASE_URL: 'not a url' }, () => {
      throw new Error('must not probe');
    });
    expect(!gate.run && gate.skipLine).toMatch(/not a URL/);
  });
});

describe('resolveRedis', () => {
  it('runs with the Debian redis-server, or REDIS_SERVER_PATH', () => {
    expect(resolveRedis({}, exists([DEFAULT_REDIS_SERVER_PATH]))).toEqual({
      run: true,
      serverPath: DEFAULT_REDIS_SERVER_PATH,
    });
    expect(resolveRedis({ REDIS_SERVER_PATH: '/opt/redis' }, exists(['/opt/redis']))).toEqual({
      run: true,
      serverPath: '/opt/redis',
    });
  });

  it('skips with one line, or fails under REQUIRE_REDIS=1', () => {
    const gate = resolveRedis({}, exists([]));
    expect(!gate.run && gate.skipLine).toMatch(/^SKIP Redis suites: no redis-server at/);
    expect(() => resolveRedis({ REQUIRE_REDIS: '1' }, exists([]))).toThrow(
      /REQUIRE_REDIS=1 but Redis suites cannot run/,
    );
  });
});
