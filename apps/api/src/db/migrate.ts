import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './client.js';

/**
 * The migrations folder (drizzle-kit's output), found by walking up from this module: it sits at
 * the package root whether this code runs from src/ (tests) or from the bundle in dist/.
 */
export function migrationsFolder(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no drizzle migrations folder above ${from}`);
    dir = parent;
  }
}

/** Applies pending migrations; several processes starting at once take turns. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  await handle.exclusive(async () => {
    if (handle.driver === 'postgres') {
      await migratePg(handle.db as unknown as NodePgDatabase<Schema>, config);
    } else {
      await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
    }
  });
}
