import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Names the run's database templates and removes them when the run ends. The test harness builds
 * each one on first use (migrated and seeded once per run instead of once per test file) and
 * copies it for every file that wants the default demo shop.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'shop-db-template-'));
  const postgres = `shop_template_${randomBytes(6).toString('hex')}`;
  project.provide('databaseTemplates', { folder, postgres });
  const serverUrl = project.config.env.TEST_DATABASE_URL;
  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${postgres} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
