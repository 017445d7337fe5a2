import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useEmitted } from '../../lib/use-emitted.js';
import { PasswordChangeForm } from './password-change-form.js';
import {
  passwordChangeMachine,
  selectPasswordChangeBusy,
  selectPasswordChangeErrors,
  selectPasswordChangeFailure,
  selectPasswordChangeValues,
  type PasswordChangeMachine,
} from './password-change.machine.js';

export interface PasswordChangeProps {
  /**
   * The password-change machine with the storefront's `setPassword` (and optionally its
   * `logError`). Read once, at mount.
   * @default passwordChangeMachine (its actor fails with "not provided")
   */
  machine?: PasswordChangeMachine;
  /** The password was changed: the storefront opens the result modal. */
  onChanged?: () => void;
  /** The spinner turns. @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The profile's security tab, wired: runs the password-change machine and reports a change
 * through `onChanged` (refusals are said by the form itself).
 *
 * @example
 * ```tsx
 * <PasswordChange machine={storefrontPasswordChangeMachine}
 *   onChanged={() => showResult({ kind: 'passwordChanged' })} />
 * ```
 */
export function PasswordChange({
  machine = passwordChangeMachine,
  onChanged,
  animated,
  className,
}: PasswordChangeProps): ReactNode {
  const actor = useActorRef(machine);
  useEmitted(actor, (event) => {
    if (event.type === 'passwordChanged') onChanged?.();
  });
  const values = useSelector(actor, selectPasswordChangeValues);
  const errors = useSelector(actor, selectPasswordChangeErrors);
  const failure = useSelector(actor, selectPasswordChangeFailure);
  const busy = useSelector(actor, selectPasswordChangeBusy);
  return (
    <PasswordChangeForm
      values={values}
      errors={errors}
      failure={failure}
      busy={busy}
      onFieldChange={(field, value) => actor.send({ type: 'CHANGE', field, value })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      animated={animated}
      className={className}
    />
  );
}
