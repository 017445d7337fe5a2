import type { FieldErrors } from '@shop/core/rules';
import type { ReactNode, Ref } from 'react';
import { useT, type ApiDetail } from '../../i18n/index.js';
import { fieldErrorText } from '../../lib/form.js';
import { Button } from '../../primitives/button/index.js';
import { FormFailure } from '../../primitives/form-failure/index.js';
import { Input } from '../../primitives/input/index.js';
import { PhoneInput } from '../../primitives/phone-input/index.js';
import { isRetryable } from './fast-order-body.js';
import type { OrderFormField, OrderFormValues } from './order-form.shared.js';

/**
 * The view parts the one-click modal and the manager's fast-order page share, as their machines
 * share order-form.shared.ts: the contact fields, the failure above the button and the submit
 * button. Each flow passes its own texts.
 */

export interface OrderFormContactFieldsProps {
  /** The name and the masked phone. */
  values: OrderFormValues;
  /** The errors to show (none before the first submit, SPEC §5). */
  errors: FieldErrors<OrderFormField>;
  /** The order is being placed: the fields are read-only. */
  busy: boolean;
  /** The fields' labels. */
  labels: Record<OrderFormField, string>;
  /** What the browser may fill in; the phone's default is 'tel'. */
  autoComplete: { name: string; phone?: string };
  /** The name field, for a form that focuses it when it opens. */
  nameRef?: Ref<HTMLInputElement>;
  /** A field changed; the phone arrives masked. */
  onChange: (field: OrderFormField, value: string) => void;
}

/** The buyer's (or the client's) name and phone. */
export function OrderFormContactFields({
  values,
  errors,
  busy,
  labels,
  autoComplete,
  nameRef,
  onChange,
}: OrderFormContactFieldsProps): ReactNode {
  const translator = useT();
  return (
    <>
      <p data-slot="required-note" className="shop:text-sm shop:text-ink-soft">
        {translator.t('common.requiredNote')}
      </p>
      <Input
        ref={nameRef}
        name="name"
        required
        label={labels.name}
        autoComplete={autoComplete.name}
        readOnly={busy}
        value={values.name}
        error={fieldErrorText(translator, errors.name)}
        onValueChange={(value) => onChange('name', value)}
      />
      <PhoneInput
        name="phone"
        required
        label={labels.phone}
        autoComplete={autoComplete.phone}
        readOnly={busy}
        value={values.phone}
        error={fieldErrorText(translator, errors.phone)}
        onValueChange={(value) => onChange('phone', value)}
      />
    </>
  );
}

export interface OrderFormFailureProps {
  /** The box's `data-slot`. */
  slot: string;
  /** Why the last order failed (SPEC §8), or null. */
  failure: ApiDetail | null;
  /** Said after the message when the same button may retry (no answer, or a server fault). */
  retryHint: string;
}

/**
 * Why the last order failed, above the submit button. Always in the page, so the message is
 * announced when it appears; the filled form stays, so the button is the retry.
 */
export function OrderFormFailure({ slot, failure, retryHint }: OrderFormFailureProps): ReactNode {
  const translator = useT();
  return (
    <FormFailure data-slot={slot}>
      {failure ? (
        <>
          {translator.apiDetail(failure)}
          {isRetryable(failure) ? ` ${retryHint}` : null}
        </>
      ) : null}
    </FormFailure>
  );
}

export interface OrderFormSubmitButtonProps {
  /** The order is being placed: a spinner before the text, clicks refused. */
  busy: boolean;
  /** What the spinner announces. */
  busyLabel: string;
  /** The spinner turns (stories turn it off). */
  animated: boolean;
  children: ReactNode;
}

/** The form's submit button, the whole width. */
export function OrderFormSubmitButton({
  busy,
  busyLabel,
  animated,
  children,
}: OrderFormSubmitButtonProps): ReactNode {
  return (
    <Button
      type="submit"
      size="lg"
      className="shop:w-full shop:text-base"
      busy={busy}
      busyLabel={busyLabel}
      animated={animated}
    >
      {children}
    </Button>
  );
}
