import { isEmptyPhone, toPhonePayload, validateForm, type FieldError } from '@shop/core/rules';
import type { FormFlowCheck, FormFlowValues } from './form-flow.machine.js';

/**
 * A form's rules when its fields are the request's own: the values made into the request body
 * (`toRequest`), then parsed by the request schema the API parses it with, so the screen and the
 * API refuse the same things (one rule in one place). Errors come back under the same names.
 *
 * @example
 * const checkContactForm = requestCheck<ContactFormValues, ContactFormRequest>(
 *   contactFormRequestSchema, toContactRequest);
 */
export function requestCheck<Values extends FormFlowValues, Request>(
  schema: Parameters<typeof validateForm>[0],
  toRequest: (values: Values) => Record<keyof Request, unknown>,
): (values: Values) => FormFlowCheck<Request, keyof Values & string> {
  return (values) => {
    const request = toRequest(values);
    const result = validateForm(schema, request);
    // The body the schema took is the request (sent as built: the API parses it again).
    if (result.ok) return { ok: true, payload: request as Request };
    const errors: Partial<Record<keyof Values & string, FieldError>> = {};
    for (const [field, error] of Object.entries<FieldError | undefined>(result.errors)) {
      if (error && field in values) errors[field as keyof Values & string] = error;
    }
    return { ok: false, errors };
  };
}

/** A required phone of a form as the request carries it ('' while no digit is typed). */
export function requiredPhone(text: string): string {
  return isEmptyPhone(text) ? '' : toPhonePayload(text);
}

/** An optional phone of a form as the request carries it (absent while no digit is typed). */
export function optionalPhone(text: string): string | undefined {
  return isEmptyPhone(text) ? undefined : toPhonePayload(text);
}

/** Optional text as the request carries it: trimmed, absent when blank. */
export function optionalText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed ? trimmed : undefined;
}
