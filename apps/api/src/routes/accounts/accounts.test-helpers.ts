import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../db/schema.js';
import { outboxFor, type TestApi } from '../../test/harness.js';
import { call, signIn } from '../../test/http.js';

export { call, expectProblem, nextAddress, signIn } from '../../test/http.js';
export { outboxFor } from '../../test/harness.js';

/** Every write route of the accounts API, with a valid body for each. */
export const ROLE_FIELDS = { is_agent: true, is_dealer: true, dealer_discount: 50 } as const;

let sequence = 0;

/** A phone and e-mail no other test account of this process uses. */
export function uniqueContacts(): { email: string; username: string } {
  sequence += 1;
  const digits = String(10_000_000 + ((process.pid * 1000 + sequence) % 90_000_000)).slice(-8);
  return { email: `shopper${sequence}.${process.pid}@example.md`, username: `+373${digits}` };
}

export const PASSWORD = 'parola-sigura-1';

export function physicalBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...uniqueContacts(), password: PASSWORD, person_type: 'physical', ...overrides };
}

export function juridicalBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...physicalBody(),
    person_type: 'juridical',
    company_name: 'Lemn și Piatră SRL',
    idno: '1003600099880',
    tva: '0612399',
    iban: 'MD91AG000225100013104999',
    bic: 'AGRNMD2X',
    ...overrides,
  };
}

/** Registers an account and signs it in; answers its token and login data. */
export async function signedUp(
  api: TestApi,
  body: Record<string, unknown> = physicalBody(),
): Promise<{ token: string; email: string; username: string; id: number }> {
  const created = await call(api, 'POST', '/auth/users/', { body });
  expect(created.statusCode, created.body).toBe(201);
  const token = await signIn(api, String(body.username), String(body.password));
  return {
    token,
    email: String(body.email),
    username: String(body.username),
    id: created.json<{ id: number }>().id,
  };
}

/** An account's row, for checking what a call did or did not change. */
export async function userRow(api: TestApi, id: number) {
  const [row] = await api.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no account ${id}`);
  return row;
}

/**
 * Two answers a client cannot tell apart (no account enumeration): the same status, body and
 * header names (values such as the date may differ).
 */
export function expectAlike(first: LightMyRequestResponse, second: LightMyRequestResponse): void {
  expect(second.statusCode).toBe(first.statusCode);
  expect(second.body).toBe(first.body);
  const names = (response: LightMyRequestResponse) =>
    Object.keys(response.headers)
      .filter((name) => name !== 'date')
      .sort();
  expect(names(second)).toEqual(names(first));
}

/** The token of the reset link in the newest e-mail to `email`. */
export async function mailedToken(
  api: TestApi,
  email: string,
): Promise<{ token: string; link: URL }> {
  const [mail] = await outboxFor(api, email);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const match = /https?:\/\/\S+resetPassword=[\w-]+/.exec(mail.body);
  if (!match) throw new Error(`no reset link in: ${mail.body}`);
  const link = new URL(match[0]);
  return { token: link.searchParams.get('resetPassword') ?? '', link };
}

/** The six-digit code of the newest SMS to `phone`. */
export async function textedCode(api: TestApi, phone: string): Promise<string> {
  const [sms] = await outboxFor(api, phone);
  const code = sms ? /\b\d{6}\b/.exec(sms.body)?.[0] : undefined;
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}
