/**
 * Registration failures (SPEC §5, §8): the server answers a refused registration with messages by
 * field, e.g. `{ "email": ["…"], "password": ["…"] }`. The sign-in modal shows one of them: the
 * first of username, email, password, person_type. A password error shows under the password
 * field, any other above the form.
 */

/** The fields whose messages a registration failure shows, in the order they are read. */
export const REGISTRATION_ERROR_FIELDS = ['username', 'email', 'password', 'person_type'] as const;

export type RegistrationErrorType = (typeof REGISTRATION_ERROR_FIELDS)[number];

/** The registration error the modal shows: which field refused, and the server's message. */
export interface RegistrationError {
  type: RegistrationErrorType;
  message: string;
}

/**
 * The first message of a registration error body, read from username, email, password and
 * person_type in that order. A field's value may be one message or a list of them (the first
 * non-blank one counts). Anything else (no body, an array, other fields only, blank messages)
 * gives undefined.
 *
 * @example pickRegistrationError({ password: ['Too common.'], email: ['Taken.'] })
 * // { type: 'email', message: 'Taken.' }
 */
export function pickRegistrationError(body: unknown): RegistrationError | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const fields = body as Record<string, unknown>;
  for (const type of REGISTRATION_ERROR_FIELDS) {
    const message = firstMessage(fields[type]);
    if (message !== undefined) return { type, message };
  }
  return undefined;
}

/** A password error shows under the password field; every other one above it (§8). */
export function showsUnderPassword(error: RegistrationError | undefined): boolean {
  return error?.type === 'password';
}

function firstMessage(value: unknown): string | undefined {
  const candidates: unknown[] = Array.isArray(value) ? value : [value];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return undefined;
}
