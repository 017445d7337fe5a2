import { describe, expect, it } from 'vitest';
import { isSecretName, REDACTED, redactUrl } from './secrets.js';

describe('secrets kept out of logs', () => {
  it('names the secret-bearing parameters and headers', () => {
    for (const name of ['token', 'link_token', 'resetPassword', 'code', 'state', 'Authorization']) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ['x-api-key', 'Cookie', 'password', 'access_token', 'Idempotency-Key']) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ['page', 'search', 'sort', 'brands', 'statement', 'accept-language']) {
      expect(isSecretName(name), name).toBe(false);
    }
  });

  it('redacts secret query values and keeps the rest as it was written', () => {
    expect(redactUrl('/orders/orders/11?token=abc&x=1')).toBe(
      `/orders/orders/11?token=${REDACTED}&x=1`,
    );
    expect(redactUrl('http://s/?resetPassword=c0de#k')).toBe(
      `http://s/?resetPassword=${REDACTED}#k`,
    );
    expect(redactUrl('/p?link_token=a&q=pl%C4%83ci&api%5Fkey=b&code=1&flag')).toBe(
      `/p?link_token=${REDACTED}&q=pl%C4%83ci&api%5Fkey=${REDACTED}&code=${REDACTED}&flag`,
    );
    expect(redactUrl('http://s/?code=1&state=2&Key=3')).toBe(
      `http://s/?code=${REDACTED}&state=${REDACTED}&Key=${REDACTED}`,
    );
    expect(redactUrl('/p?%E0%A4%A=1')).toBe('/p?%E0%A4%A=1');
    expect(redactUrl('/catalogue/products/?page=2')).toBe('/catalogue/products/?page=2');
  });
});
