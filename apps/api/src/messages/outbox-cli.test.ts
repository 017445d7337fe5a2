import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createOutbox } from './outbox.js';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command as the package script runs it (tsx from apps/api), on one data folder. */
function runCli(dataDir: string, args: string[] = []): Promise<Run> {
  const tsx = join(packageRoot, 'node_modules/.bin/tsx');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, TZ: 'UTC' };
  delete env.DATABASE_URL;
  return new Promise((done) => {
    execFile(
      tsx,
      ['--conditions=@shop/source', 'src/messages/outbox-cli.ts', ...args],
      { cwd: packageRoot, env },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

describe('pnpm --filter @shop/api outbox', () => {
  let root: string;
  let dataDir: string;
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'shop-outbox-cli-'));
    dataDir = join(root, 'data');
  });
  afterAll(async () => {
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('says the outbox is empty when the shop has never started, and creates nothing', async () => {
    const run = await runCli(dataDir);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`there is no embedded database in ${dataDir} yet`);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('explains what to do while the shop has the embedded database open', async () => {
    database = await openDatabase({ dataDir });
    await migrateDatabase(database);
    const outbox = createOutbox({ db: database.db, mailFrom: 'x@demo.test' });
    await outbox.send({
      kind: 'password_reset',
      channel: 'email',
      to: 'ana@example.test',
      subject: 'Demo: password reset',
      text: 'Open this link:\nhttps://shop.test/r/abc',
      html: '<p>x</p>',
    });
    await outbox.send({
      kind: 'password_reset',
      channel: 'sms',
      to: '+37369123456',
      text: 'Demo: code 482913',
    });

    const run = await runCli(dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `The embedded database in ${dataDir} is in use by process ${process.pid}`,
    );
    expect(run.stderr).toContain('the outbox can be read while the shop is stopped');
    expect(run.stderr).toContain('the API prints each stored message in its log');
  });

  it('prints the newest messages first once the shop has stopped', async () => {
    await database?.close();
    database = undefined;

    const all = await runCli(dataDir);
    expect(all.stderr).toBe('');
    expect(all.code).toBe(0);
    expect(all.stdout).toContain(`Outbox in the embedded database in ${dataDir}: 2 messages`);
    const sms = all.stdout.indexOf('sms  to +37369123456');
    const email = all.stdout.indexOf('email  to ana@example.test');
    expect(sms).toBeGreaterThan(0);
    expect(email).toBeGreaterThan(sms);
    expect(all.stdout).toContain('   Subject: Demo: password reset\n');
    expect(all.stdout).toContain('   Open this link:\n   https://shop.test/r/abc\n');
    expect(all.stdout).toMatch(/── \d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}sms/);

    const newest = await runCli(dataDir, ['--limit', '1']);
    expect(newest.code).toBe(0);
    expect(newest.stdout).toContain('the newest 1 of 2 messages');
    expect(newest.stdout).toContain('Demo: code 482913');
    expect(newest.stdout).not.toContain('ana@example.test');
    expect(existsSync(join(dataDir, 'shop.lock'))).toBe(false);
  });

  it('refuses a limit that is not a whole number', async () => {
    const run = await runCli(dataDir, ['--limit', 'ten']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--limit takes a whole number of 1 or more');
  });
});
