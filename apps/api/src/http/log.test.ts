import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedToken, signedUp, textedCode } from '../routes/accounts/accounts.test-helpers.js';
import { createTestApi, type TestApi } from '../test/harness.js';
import { call } from '../test/http.js';
import { REDACTED } from '@shop/core/rules';

/** An API whose log lines are kept in `lines`, in production mode or not. */
async function loggedApi(production: boolean): Promise<{ api: TestApi; lines: string[] }> {
  const lines: string[] = [];
  const api = await createTestApi('pglite', {
    seed: false,
    app: { production, logger: { level: 'info', stream: { write: (line) => lines.push(line) } } },
  });
  return { api, lines };
}

describe('secrets stay out of the log (issue 18)', () => {
  let production: { api: TestApi; lines: string[] };
  let development: { api: TestApi; lines: string[] };
  beforeAll(async () => {
    [production, development] = await Promise.all([loggedApi(true), loggedApi(false)]);
  });
  afterAll(async () => {
    await Promise.all([production.api.close(), development.api.close()]);
  });

  it('request lines carry no order token, session token, authorization or cookie', async () => {
    const { api, lines } = production;
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

  it('production: a kept reset message is logged by channel and id only', async () => {
    const { api, lines } = production;
    const account = await signedUp(api);
    await call(api, 'POST', '/api/password_reset/', { body: { email: account.email } });
    await call(api, 'POST', '/api/phone_password_reset', { body: { phone: account.username } });
    const { token } = await mailedToken(api, account.email);
    const code = await textedCode(api, account.username);
    const kept = lines.filter((line) => line.includes('outbox: kept'));
    expect(kept).toHaveLength(2);
    const log = lines.join('');
    for (const secret of [token, code, account.email, account.username]) {
      expect(log).not.toContain(secret);
    }
    const first = JSON.parse(kept[0] ?? '{}') as { outbox?: { channel?: string; id?: unknown } };
    expect(first.outbox?.channel).toBe('email');
    expect(typeof first.outbox?.id).toBe('number');
  });

  it('outside production the message is printed, for a developer without SMTP or SMS', async () => {
    const { api, lines } = development;
    const account = await signedUp(api);
    await call(api, 'POST', '/api/password_reset/', { body: { email: account.email } });
    const { token } = await mailedToken(api, account.email);
    expect(lines.join('')).toContain(token);
  });
});
