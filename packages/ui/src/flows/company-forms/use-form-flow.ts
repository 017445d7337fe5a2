import { useActorRef, useSelector } from '@xstate/react';
import type { FieldErrors } from '@shop/core/rules';
import type { ApiDetail } from '../../i18n/index.js';
import { useEmitted } from '../../lib/use-emitted.js';
import { sameFieldErrors } from '../sign-in/sign-in.machine.js';
import type {
  FormFlow,
  FormFlowMachine,
  FormFlowStatus,
  FormFlowValues,
} from './form-flow.machine.js';

export interface FormFlowHandlers<Payload> {
  /** The API took the form (the storefront opens its success modal). */
  onSent?: (payload: Payload) => void;
  /** The request failed; `failure` is null when the API's refusals are under the fields. */
  onFailed?: (failure: ApiDetail | null) => void;
}

/** What a form's view needs, read from its machine through the flow's selectors. */
export interface FormFlowState<Values extends FormFlowValues> {
  values: Values;
  errors: FieldErrors<keyof Values & string>;
  status: FormFlowStatus;
  failure: ApiDetail | null;
  busy: boolean;
  /** A field changed. */
  set: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  /** The form was submitted. */
  submit: () => void;
  /** Empty the form (a dialog opened afresh). */
  reset: () => void;
}

/**
 * Runs a company form's machine (`createFormFlow`) for a container: its state for the view and
 * the events it sends, with `sent`/`failed` reported through the handlers.
 *
 * @example const form = useFormFlow(contactFormFlow, machine, { onSent: () => showSuccess() });
 */
export function useFormFlow<Values extends FormFlowValues, Payload>(
  flow: FormFlow<Values, Payload>,
  machine: FormFlowMachine<Values, Payload> = flow.machine,
  handlers: FormFlowHandlers<Payload> = {},
): FormFlowState<Values> {
  const actor = useActorRef(machine);
  useEmitted(actor, (event) => {
    if (event.type === 'sent') handlers.onSent?.(event.payload);
    else handlers.onFailed?.(event.failure);
  });
  return {
    values: useSelector(actor, flow.selectValues),
    errors: useSelector(actor, flow.selectErrors, sameFieldErrors),
    status: useSelector(actor, flow.selectStatus),
    failure: useSelector(actor, flow.selectFailure),
    busy: useSelector(actor, flow.selectBusy),
    set: (field, value) => actor.send({ type: 'SET', field, value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    reset: () => actor.send({ type: 'RESET' }),
  };
}
