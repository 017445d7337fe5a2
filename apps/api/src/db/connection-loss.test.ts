import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/harness.js';
import { isConnectionLoss } from './client.js';

/** An error as node-postgres raises it: a message and, from the server, a SQLSTATE code. */
const pgError = (message: string, code?: string) =>
  Object.assign(new Error(message), code === undefined ? {} : { code });

describe('isConnectionLoss', () => {
  it('reads a lost or refused connection, also as the cause of a wrapped error', () => {
    for (const error of [
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is starting up', '57P03'),
      pgError('connection failure', '08006'),
      pgError('sorry, too many clients already', '53300'),
      pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      pgError('Connection terminated unexpectedly'),
      new Error('Failed query: select 1', {
        cause: pgError('terminating connection due to administrator command', '57P01'),
      }),
    ]) {
      expect(isConnectionLoss(error), error.message).toBe(true);
    }
  });

  it('does not read a wrong query or a refused row as one', () => {
    for (const error of [
      pgError('duplicate key value violates unique constraint', '23505'),
      pgError('syntax error at or near "x"', '42601'),
      pgError('invalid input syntax for type json', '22P02'),
      new Error('something else'),
      'Connection terminated',
      null,
    ]) {
      expect(isConnectionLoss(error)).toBe(false);
    }
  });
});

/** A query that failed for a lost connection, as Drizzle reports node-postgres' error. */
const lostConnection = () =>
  new Error('Failed query: select …', {
    cause: pgError('terminating connection due to administrator command', '57P01'),
  });

describe('a request whose database connection is lost', () => {
  let api: TestApi;
  /** Runs of each test handler, by path. */
  const runs = new Map<string, number>();
  const counted = (path: string, fail: (run: number) => Error | undefined) => async () => {
    const run = (runs.get(path) ?? 0) + 1;
    runs.set(path, run);
    const error = fail(run);
    if (error) throw error;
    return { run };
  };
  beforeAll(async () => {
    api = await createTestApi('pglite');
    api.app.get('/__test/lost-connection', counted('/__test/lost-connection', lostConnection));
    api.app.get(
      '/__test/lost-once',
      counted('/__test/lost-once', (run) => (run === 1 ? lostConnection() : undefined)),
    );
    api.app.post(
      '/__test/write-lost-once',
      counted('/__test/write-lost-once', (run) => (run === 1 ? lostConnection() : undefined)),
    );
    api.app.get(
      '/__test/wrong-query',
      counted('/__test/wrong-query', () => pgError('syntax error at or near "x"', '42601')),
    );
  });
  afterAll(() => api.close());

  it('a read is run again on a fresh connection and answers what it read', async () => {
    const response = await api.app.inject({ url: '/__test/lost-once' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ run: 2 });
  });

  it('a read whose database stays away is tried three times, then answers 503', async () => {
    const response = await api.app.inject({ url: '/__test/lost-connection' });
    expect(response.statusCode).toBe(503);
    expect(runs.get('/__test/lost-connection')).toBe(3);
  });

  it('a write without a key is not run again, nor a read whose query was wrong', async () => {
    const write = await api.app.inject({ method: 'POST', url: '/__test/write-lost-once' });
    expect(write.statusCode).toBe(503);
    expect(runs.get('/__test/write-lost-once')).toBe(1);
    const wrong = await api.app.inject({ url: '/__test/wrong-query' });
    expect(wrong.statusCode).toBe(500);
    expect(runs.get('/__test/wrong-query')).toBe(1);
  });

  it('answers 503 service_unavailable with Retry-After, not 500', async () => {
    const response = await api.app.inject({ url: '/__test/lost-connection' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toEqual({ detail: 'service_unavailable' });
  });
});
