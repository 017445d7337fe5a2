import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

// Runs only when the PostgreSQL gate opened: it proves the URL handed to suites really works.
describe('PostgreSQL gate', () => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  afterAll(() => client.end());

  it('hands suites a URL that accepts queries', async () => {
    await client.connect();
    const result = await client.query<{ answer: number }>('select 40 + 2 as answer');
    expect(result.rows[0]?.answer).toBe(42);
  });
});
