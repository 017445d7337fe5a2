import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from './client.js';

/**
 * The lock of an embedded database folder (db/client.ts): it keeps `pnpm --filter @shop/api outbox`
 * and `seed` from opening the folder of a running API.
 */
describe('embedded database lock', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
    lockFile = join(dataDir, 'shop.lock');
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second opening while the first is open, and allows it after close', async () => {
    const first = await openDatabase({ dataDir });
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toThrow(DatabaseInUseError);
    await expect(second).rejects.toThrow(
      `the embedded database in ${dataDir} is in use by process ${process.pid}: stop it first (or use DATABASE_URL)`,
    );

    await first.close();
    expect(existsSync(lockFile)).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
    // A second close leaves alone a lock taken by a later opening.
    const later = await openDatabase({ dataDir });
    await expect(again.close()).rejects.toThrow();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    await later.close();
  });

  it('refuses a folder locked by another live process', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(lockFile, String(other.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `is in use by process ${other.pid}: stop it first`,
      );
      expect(readFileSync(lockFile, 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock: an ended process, our pid left by an earlier run, no pid', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    expect(ended).toBeGreaterThan(0);
    // Our own pid, never taken by this process: a container restarted under the same pid.
    for (const stale of [String(ended), String(process.pid), 'not a pid']) {
      writeFileSync(lockFile, stale);
      const database = await openDatabase({ dataDir });
      expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
      await database.close();
      expect(existsSync(lockFile)).toBe(false);
    }
  });
});
