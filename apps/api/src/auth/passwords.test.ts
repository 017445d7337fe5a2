import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, OWASP_SCRYPT, verifyPassword } from './passwords.js';

/** A cheap cost for the tests that are not about the cost. */
const FAST = { logN: 10, r: 8, p: 1 };

describe('passwords (scrypt)', () => {
  it('uses OWASP’s scrypt parameters by default, and writes them into the hash', async () => {
    expect(OWASP_SCRYPT).toEqual({ logN: 17, r: 8, p: 1 });
    const hash = await hashPassword('parola-sigura-1');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('parola-sigura-1', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
  });

  it('accepts the password and refuses anything else', async () => {
    const hash = await hashPassword('Parolă lungă 2026', FAST);
    expect(await verifyPassword('Parolă lungă 2026', hash)).toBe(true);
    expect(await verifyPassword('parolă lungă 2026', hash)).toBe(false);
    expect(await verifyPassword('Parolă lungă 2026 ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats the composed and decomposed forms of a letter as the same password', async () => {
    const composed = 'Chișinău';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed, FAST))).toBe(true);
  });

  it('salts every hash: the same password never gives the same hash', async () => {
    const [a, b] = await Promise.all([
      hashPassword('x'.repeat(8), FAST),
      hashPassword('x'.repeat(8), FAST),
    ]);
    expect(a).not.toBe(b);
  });

  it('says no, without throwing, to hashes it cannot read', async () => {
    const good = await hashPassword('parola-sigura-1', FAST);
    const [prefix, logN, r, p, salt, key] = good.split('$');
    for (const bad of [
      '',
      'plain-text-password',
      `argon2id$${logN}$${r}$${p}$${salt}$${key}`,
      `${prefix}$${logN}$${r}$${p}$${salt}`,
      `${prefix}$${logN}$${r}$${p}$${salt}$${key}$extra`,
      `${prefix}$40$${r}$${p}$${salt}$${key}`, // 2^40: a tampered row asking for terabytes
      `${prefix}$${logN}$${r}$${p}$${salt}$${key?.slice(0, 10)}`,
      `${prefix}$x$${r}$${p}$${salt}$${key}`,
    ]) {
      expect(await verifyPassword('parola-sigura-1', bad), bad).toBe(false);
      expect(needsRehash(bad), bad).toBe(true);
    }
  });

  it('asks for a new hash when the stored one is weaker than the current parameters', async () => {
    const weak = await hashPassword('parola-sigura-1', FAST);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(weak, FAST)).toBe(false);
  });
});
