import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '@shop/core/rules';
import type { AppConfig } from '../app.js';
import {
  mailedToken,
  physicalBody,
  signedUp,
  textedCode,
} from '../routes/accounts/accounts.test-helpers.js';
import { createTestApi, type TestApi } from '../test/harness.js';
import { call } from '../test/http.js';
import { serializeError } from './log.js';

/** An API whose every log line, down to trace, is kept in `lines`. */
async function loggedApi(
  config: Partial<AppConfig> = {},
): Promise<{ api: TestApi; lines: string[] }> {
  const lines: string[] = [];
  const api = await createTestApi('pglite', {
    seed: false,
    config,
    app: { logger: { level: 'trace', stream: { write: (line) => lines.push(line) } } },
  });
  return { api, lines };
}

/** A value no code of the shop would write by itself, so finding it in a log means a leak. */
function planted(label: string): string {
  return `${label}-${randomBytes(6).toString('hex')}`;
}

describe('secrets and personal data stay out of the log (issues 18, 40)', () => {
  let summary: { api: TestApi; lines: string[] };
  let full: { api: TestApi; lines: string[] };
  beforeAll(async () => {
    [summary, full] = await Promise.all([loggedApi(), loggedApi({ outboxLog: 'full' })]);
  });
  afterAll(async () => {
    await Promise.all([summary.api.close(), full.api.close()]);
  });

  it('request lines carry no order token, session token, authorization or cookie', async () => {
    const { api, lines } = summary;
    const secrets = ['order-link-secret-1', 'session-secret-2', 'header-secret-3', 'cookie-4'];
    await call(api, 'GET', `/orders/orders/11?token=${secrets[0]}`);
    await call(api, 'GET', `/accounts/check-token?token=${secrets[1]}`, {
      headers: { authorization: `Token ${secrets[2]}`, cookie: `token=${secrets[3]}` },
    });
    const log = lines.join('');
    expect(log).toContain('/orders/orders/11?token=[redacted]');
    expect(log).toContain('/accounts/check-token?token=[redacted]');
    expect(log).toContain(`"authorization":"${REDACTED}"`);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('a whole walk logged at trace holds none of the planted passwords, codes or contacts', async () => {
    const { api, lines } = summary;
    const password = planted('password');
    const account = await signedUp(api, physicalBody({ password }));
    await call(api, 'GET', '/accounts/user-profile/', { token: account.token });
    await call(api, 'POST', '/api/password_reset/', { body: { email: account.email } });
    await call(api, 'POST', '/api/phone_password_reset', { body: { phone: account.username } });
    await api.app.accounts.settled();
    const { token: resetToken } = await mailedToken(api, account.email);
    const code = await textedCode(api, account.username);
    const newPassword = planted('new-password');
    const reset = await call(api, 'POST', '/api/password_reset/confirm/', {
      body: { token: resetToken, password: newPassword },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);

    // Each message kept is logged by what it is and whose it is, in short.
    const kept = lines.filter((line) => line.includes('outbox: kept'));
    expect(kept).toHaveLength(2);
    expect(JSON.parse(kept[0] ?? '{}')).toMatchObject({
      outbox: { kind: 'password_reset', channel: 'email', to: `s…@example.md` },
    });
    expect(JSON.parse(kept[1] ?? '{}')).toMatchObject({
      outbox: { kind: 'password_reset', channel: 'sms', to: `…${account.username.slice(-3)}` },
    });

    const log = lines.join('');
    for (const secret of [
      password,
      newPassword,
      account.token,
      resetToken,
      code,
      account.email,
      account.username,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('a failed query is logged without the values it was bound to', async () => {
    const { api, lines } = await loggedApi();
    const body = physicalBody({ password: planted('password'), last_name: planted('name') });
    // A fault the code does not expect: every query of the accounts table now fails, with the
    // new shopper's details bound to it.
    await api.database.db.execute(sql`alter table users rename to users_away`);
    const failed = await call(api, 'POST', '/auth/users/', { body });
    expect(failed.statusCode).toBe(500);
    await api.close();
    const errors = lines.filter((line) => line.includes('"level":50'));
    expect(errors.join('')).toContain('users');
    const log = lines.join('');
    for (const value of Object.values(body)) {
      if (typeof value === 'string' && value.length > 8) expect(log).not.toContain(value);
    }
  });

  it('OUTBOX_LOG=full prints the whole message, for a developer without SMTP or SMS', async () => {
    const { api, lines } = full;
    const account = await signedUp(api);
    await call(api, 'POST', '/api/password_reset/', { body: { email: account.email } });
    await api.app.accounts.settled();
    const { token } = await mailedToken(api, account.email);
    expect(lines.join('')).toContain(token);
  });
});

describe('serializeError', () => {
  it('keeps type, code, message and stack, without bound values, the client or the detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(ana@example.md) already exists.',
      client: { user: 'shop', password: 'db-secret', host: 'db.internal' },
    });
    const error = new Error(
      'Failed query: insert into "users" ("email") values ($1)\nparams: ana@example.md,parola',
      { cause },
    );
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "users" ("email") values ($1)',
      cause: { code: '23505', constraint: 'users_email_unique' },
    });
    expect(String(logged.stack)).toMatch(/^Error: Failed query: insert[^\n]*\n {4}at /);
    const text = JSON.stringify(logged);
    for (const secret of ['ana@example.md', 'parola', 'db-secret', 'db.internal']) {
      expect(text).not.toContain(secret);
    }
  });
});
