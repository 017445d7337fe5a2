import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useOptionalModalStack } from '../../primitives/modal/modal-stack-provider.js';
import { RestorePasswordDialog } from './restore-password-dialog.js';
import {
  passwordRestoreMachine,
  selectRestoreBusy,
  selectRestoreEmail,
  selectRestoreErrors,
  selectRestoreMessage,
  selectRestoreMethod,
  selectRestorePhone,
  type PasswordRestoreMachine,
  type PasswordRestoreMachineInput,
  type RestoreRequested,
} from './password-restore.machine.js';

export interface RestorePasswordProps {
  /**
   * The restore machine with the storefront's actor (and optionally its `logError`). Read once,
   * at mount.
   * @default passwordRestoreMachine (its request actor fails with "not provided")
   * @example machine={passwordRestoreMachine.provide({ actors: { requestPasswordReset } })}
   */
  machine?: PasswordRestoreMachine;
  /**
   * Open (controlled). Ignored when `modalId` is given inside a `ModalStackProvider`: the stack
   * decides then.
   * @default false
   */
  open?: boolean;
  /** The modal asks to open or close (close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Id in the nearest `ModalStackProvider` (SPEC §2: modals form a stack).
   * @example modalId="password-restore"
   */
  modalId?: string;
  /**
   * The request succeeded: the storefront closes every modal and opens a success modal, and
   * after the phone method the new-password modal in code mode for `result.phone` (SPEC §4).
   * @example onRequested={(result) => { stack.closeAll(); … }}
   */
  onRequested: (result: RestoreRequested) => void;
  /** The machine's starting values (method, e-mail, phone); read at mount. @default {} */
  defaultValues?: PasswordRestoreMachineInput;
  /** The busy spinner turns. @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The restore-password modal, wired: runs the restore machine, clears it each time the modal
 * opens (SPEC §2: opening a modal clears error messages) and reports success through
 * `onRequested`.
 *
 * @example
 * <RestorePassword
 *   machine={storefrontRestoreMachine}
 *   modalId="password-restore"
 *   onRequested={(result) => showRestoreSuccess(result)}
 * />
 */
export function RestorePassword({
  machine = passwordRestoreMachine,
  open = false,
  onOpenChange,
  modalId,
  onRequested,
  defaultValues = {},
  animated,
  className,
}: RestorePasswordProps): ReactNode {
  const actor = useActorRef(machine, { input: defaultValues });
  const stack = useOptionalModalStack();
  const shown = stack !== null && modalId !== undefined ? stack.stack.includes(modalId) : open;

  const method = useSelector(actor, selectRestoreMethod);
  const email = useSelector(actor, selectRestoreEmail);
  const phone = useSelector(actor, selectRestorePhone);
  const errors = useSelector(actor, selectRestoreErrors);
  const message = useSelector(actor, selectRestoreMessage);
  const busy = useSelector(actor, selectRestoreBusy);

  useEffect(() => {
    const subscription = actor.on('resetRequested', ({ type: _type, ...result }) => {
      onRequested(result);
    });
    return () => subscription.unsubscribe();
  }, [actor, onRequested]);

  // Each opening starts clean (the first one included: the machine may outlive a closed modal).
  const wasShown = useRef(false);
  useEffect(() => {
    if (shown && !wasShown.current) actor.send({ type: 'OPENED' });
    wasShown.current = shown;
  }, [actor, shown]);

  return (
    <RestorePasswordDialog
      id={modalId}
      open={open}
      onOpenChange={onOpenChange}
      method={method}
      email={email}
      phone={phone}
      errors={errors}
      message={message}
      busy={busy}
      animated={animated}
      className={className}
      onMethodChange={(next) => actor.send({ type: 'SET_METHOD', method: next })}
      onFieldChange={(field, value) => actor.send({ type: 'CHANGE', field, value })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
    />
  );
}
