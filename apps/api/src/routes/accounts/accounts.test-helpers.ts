import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { outboundMessages, users } from '../../db/schema.js';
import type { TestApi } from '../../test/harness.js';

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
    idno: '1003600099887',
    tva: '0612399',
    iban: 'MD24AG000225100013104999',
    bic: 'AGRNMD2X',
    ...overrides,
  };
}

let addressCount = 0;

/** A client address no earlier call of this process used. */
export function nextAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

/** A request with JSON, an optional token and an optional client address. */
export function call(
  api: TestApi,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; address?: string; language?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Token ${options.token}`;
  if (options.language !== undefined) headers['accept-language'] = options.language;
  const request: InjectOptions = { method, url, headers };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  // Each call comes from its own address unless told: the per-address limits have their own suite.
  request.remoteAddress = options.address ?? nextAddress();
  return api.app.inject(request);
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

export async function signIn(api: TestApi, username: string, password: string): Promise<string> {
  const response = await call(api, 'POST', '/auth/token/login/', { body: { username, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ auth_token: string }>().auth_token;
}

/** The messages kept in the outbox for a recipient, newest first, once background work is done. */
export async function outboxFor(api: TestApi, recipient: string) {
  await api.app.accounts.settled();
  return api.database.db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, recipient))
    .orderBy(desc(outboundMessages.id));
}

/** An account's row, for checking what a call did or did not change. */
export async function userRow(api: TestApi, id: number) {
  const [row] = await api.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no account ${id}`);
  return row;
}

/** The answer of a refused call: status, detail code and, if given, the field keys. */
export function expectProblem(
  response: LightMyRequestResponse,
  status: number,
  detail: string,
  fields: Record<string, string> = {},
): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<Record<string, unknown>>();
  expect(body.detail).toBe(detail);
  for (const [field, key] of Object.entries(fields)) {
    expect(body[field], `${field} in ${response.body}`).toMatchObject({ key });
  }
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
