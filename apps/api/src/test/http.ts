import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import type { TestApi } from './harness.js';

/**
 * HTTP helpers of the route tests: a call with JSON, a token and a client address; signing in;
 * checking a refusal's status, detail and field keys.
 */

let addressCount = 0;

/** A client address no earlier call of this process used. */
export function nextAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  address?: string;
  language?: string;
  /** Further headers (an Idempotency-Key…). */
  headers?: Record<string, string>;
}

/** A request with JSON, an optional token and an optional client address. */
export function call(
  api: TestApi,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Token ${options.token}`;
  if (options.language !== undefined) headers['accept-language'] = options.language;
  const request: InjectOptions = { method, url, headers };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  // Each call comes from its own address unless told: the per-address limits have their own suite.
  request.remoteAddress = options.address ?? nextAddress();
  return api.app.inject(request);
}

/** Signs in and answers the token. */
export async function signIn(api: TestApi, username: string, password: string): Promise<string> {
  const response = await call(api, 'POST', '/auth/token/login/', { body: { username, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ auth_token: string }>().auth_token;
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

/** The seeded demo accounts (src/seed/accounts.ts) by what they are. */
export const DEMO_LOGINS = {
  customer: 'client@demo.md',
  juridical: 'firma@demo.md',
  dealer: 'dealer@demo.md',
  manager: 'manager@demo.md',
} as const;

/** A token of a seeded demo account. */
export function demoToken(api: TestApi, who: keyof typeof DEMO_LOGINS): Promise<string> {
  return signIn(api, DEMO_LOGINS[who], DEMO_PASSWORD);
}
