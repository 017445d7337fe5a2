import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.js';
import { prepareWhenReachable, retryDelayMs } from './startup.js';

const database = {} as DatabaseHandle;
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('preparing the database at start (issue 40)', () => {
  it('waits 0.5 s, then twice as long each time, never more than 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 30].map(retryDelayMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  it('tries again while the database cannot be reached, then is ready', async () => {
    const said: string[] = [];
    const waits: number[] = [];
    let tries = 0;
    const setup = prepareWhenReachable(database, {
      say: (line) => said.push(line),
      prepare: async () => {
        tries += 1;
        if (tries < 3) throw new Error('Failed query: select 1', { cause: refused() });
      },
      wait: async (ms) => void waits.push(ms),
    });
    expect(setup.ready()).toBe(false);
    await setup.done;
    expect(setup.ready()).toBe(true);
    expect(waits).toEqual([500, 1000]);
    expect(said).toEqual([
      'database unavailable (Failed query: select 1); trying again in 0.5 s',
      'database unavailable (Failed query: select 1); trying again in 1 s',
      'database reachable: migrated, serving',
    ]);
  });

  it('gives up on any other failure (a migration that does not apply), never ready', async () => {
    const broken = new Error('syntax error at or near "tabel"');
    const setup = prepareWhenReachable(database, {
      say: () => undefined,
      prepare: () => Promise.reject(broken),
      wait: async () => undefined,
    });
    await expect(setup.done).rejects.toBe(broken);
    expect(setup.ready()).toBe(false);
  });
});
