/**
 * Which values must never reach a log (docs/architecture.md, convention 18): the API's request
 * log and the storefront's logged API errors redact with these same rules.
 */

/** What stands in a log line for a secret. */
export const REDACTED = '[redacted]';

/**
 * Names of query parameters and headers whose values are secrets: order link tokens, session
 * tokens, reset codes and links (`resetPassword`), passwords, API keys, signatures, cookies, an
 * OAuth `code` and `state`. Matched anywhere in the name, so `link_token`, `x-api-key` and
 * `idempotency-key` are covered too: a harmless name caught by it costs a log line one value, a
 * secret missed by it leaks an account.
 */
const SECRET_NAME =
  /token|key|code|passw|secret|signature|auth|session|cookie|otp|jwt|credential|ticket|nonce|^state$/i;

/** Whether a query parameter or header of this name carries a secret. */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // A malformed name is judged as it is.
    return raw;
  }
}

/**
 * An address (absolute, or a path with its query) fit for a log: each secret query value
 * replaced by REDACTED. The rest keeps its exact spelling, hash included (a log should show what
 * was asked for).
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const hashAt = url.indexOf('#', mark);
  const end = hashAt === -1 ? url.length : hashAt;
  const query = url
    .slice(mark + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return isSecretName(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}${url.slice(end)}`;
}
