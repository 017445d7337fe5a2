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

describe('a request whose database connection is lost', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite');
    // A handler whose query failed for a lost connection, as node-postgres reports it.
    api.app.get('/__test/lost-connection', async () => {
      throw new Error('Failed query: select …', {
        cause: pgError('terminating connection due to administrator command', '57P01'),
      });
    });
  });
  afterAll(() => api.close());

  it('answers 503 service_unavailable with Retry-After, not 500', async () => {
    const response = await api.app.inject({ url: '/__test/lost-connection' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toEqual({ detail: 'service_unavailable' });
  });
});
