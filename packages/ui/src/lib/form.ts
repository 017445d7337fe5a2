import type { FieldError } from '@shop/core/rules';
import type { FormEvent } from 'react';
import type { Translator } from '../i18n/index.js';

/**
 * The text under a field: core's error translated, or nothing while the field has none.
 *
 * @example error={fieldErrorText(translator, errors.phone)}
 */
export function fieldErrorText(
  translator: Translator,
  error: FieldError | undefined,
): string | undefined {
  return error ? translator.fieldError(error) : undefined;
}

/**
 * The submit handler of a form whose rules are the flow's (core's), not the browser's: the page
 * does not reload, nothing is sent while `busy`, and once the new errors are drawn (a task later)
 * the first invalid field takes focus, so its message is read out.
 *
 * @example <form noValidate onSubmit={formSubmitHandler(busy, onSubmit)}>
 */
export function formSubmitHandler(
  busy: boolean,
  onSubmit: () => void,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    onSubmit();
    setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
}

/**
 * The server's errors without one field's, once the shopper changes that field (the same object
 * when it had none, so nothing re-renders for it).
 *
 * @example serverErrors: withoutFieldError(context.serverErrors, 'email')
 */
export function withoutFieldError<E extends Partial<Record<string, unknown>>>(
  errors: E,
  field: keyof E,
): E {
  if (errors[field] === undefined) return errors;
  const { [field]: _removed, ...rest } = errors;
  return rest as E;
}

/**
 * What a form's machine keeps after its request failed: the refusals that name a field go under
 * their fields, and only a failure that names none is said for the whole form (a box near its
 * button), so nothing is said twice.
 *
 * @example fail: assign((_, { error }) => refusal(error, reviewFieldErrors, reviewFailure))
 */
export function refusal<E extends object, F>(
  error: unknown,
  fieldErrorsOf: (error: unknown) => E,
  failureOf: (error: unknown) => F,
): { error: unknown; serverErrors: E; failure: F | null } {
  const serverErrors = fieldErrorsOf(error);
  return {
    error,
    serverErrors,
    failure: Object.keys(serverErrors).length > 0 ? null : failureOf(error),
  };
}
