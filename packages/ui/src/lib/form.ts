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
