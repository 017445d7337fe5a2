import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password storage (issue 6: "argon2id or scrypt at OWASP parameters"). scrypt is in Node itself,
 * so nothing native has to build on a shop's server. The parameters are OWASP's Password Storage
 * Cheat Sheet minimum for scrypt: N = 2^17, r = 8, p = 1 (128 MiB and about a quarter of a second
 * per hash on one core), a 16-byte random salt and a 32-byte key. They are written into every
 * stored hash, so raising them later leaves older hashes readable (`needsRehash` says which to
 * redo at the next sign-in).
 *
 * Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, salt and key in base64url.
 */
export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: Readonly<ScryptParams> = { logN: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, { logN, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; Node refuses more than `maxmem` (32 MiB by default).
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with a fresh salt. */
export async function hashPassword(
  password: string,
  params: ScryptParams = OWASP_SCRYPT,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return [
    PREFIX,
    params.logN,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface Parsed extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

const whole = (text: string | undefined, min: number, max: number): number | null => {
  if (text === undefined || !/^\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

/** Reads a stored hash; anything else (another format, a cut value) is null. */
function parse(encoded: string): Parsed | null {
  const [prefix, logN, r, p, salt, key, ...rest] = encoded.split('$');
  if (prefix !== PREFIX || rest.length > 0 || !salt || !key) return null;
  // Bounds keep a tampered row from asking for gigabytes of memory.
  const params = { logN: whole(logN, 10, 20), r: whole(r, 1, 32), p: whole(p, 1, 16) };
  if (params.logN === null || params.r === null || params.p === null) return null;
  const saltBytes = Buffer.from(salt, 'base64url');
  const keyBytes = Buffer.from(key, 'base64url');
  if (saltBytes.length < SALT_BYTES || keyBytes.length !== KEY_BYTES) return null;
  return { logN: params.logN, r: params.r, p: params.p, salt: saltBytes, key: keyBytes };
}

/** Whether a password matches a stored hash, compared in constant time. A bad hash is false. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const stored = parse(encoded);
  if (!stored) return false;
  const key = await derive(password, stored.salt, stored);
  return timingSafeEqual(key, stored.key);
}

/** Whether a stored hash was made with weaker parameters than `params` (or cannot be read). */
export function needsRehash(encoded: string, params: ScryptParams = OWASP_SCRYPT): boolean {
  const stored = parse(encoded);
  if (!stored) return true;
  return stored.logN < params.logN || stored.r < params.r || stored.p < params.p;
}
