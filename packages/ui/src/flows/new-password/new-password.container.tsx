import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ApiDetail } from '../../i18n/index.js';
import { useOptionalModalStack } from '../../primitives/modal/modal-stack-provider.js';
import { NewPasswordDialog } from './new-password-dialog.js';
import {
  newPasswordMachine,
  selectNewPassword,
  selectNewPasswordBusy,
  selectNewPasswordCode,
  selectNewPasswordConfirm,
  selectNewPasswordErrors,
  selectNewPasswordMode,
  selectNewPasswordPhone,
  type NewPasswordMachine,
} from './new-password.machine.js';

/** Why the change failed: the API's detail code (see `NewPasswordEmitted`). */
export interface NewPasswordFailure {
  detail: ApiDetail;
}

export interface NewPasswordProps {
  /**
   * The new-password machine with the storefront's actor (and optionally its `logError`). Read
   * once, at mount.
   * @default newPasswordMachine (its confirm actor fails with "not provided")
   * @example machine={newPasswordMachine.provide({ actors: { confirmPasswordReset } })}
   */
  machine?: NewPasswordMachine;
  /**
   * The e-mailed link's token: the `resetPassword` query parameter (SPEC §4). Link mode.
   * @example token={searchParams.get(RESET_PASSWORD_PARAM) ?? undefined}
   */
  token?: string;
  /**
   * The phone of a restore by phone (`onRequested`'s `result.phone`): code mode, the shopper
   * types the SMS code. Takes precedence over `token`.
   * @example phone="+37369123456"
   */
  phone?: string;
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
   * @example modalId="new-password"
   */
  modalId?: string;
  /**
   * The password was changed: the storefront closes every modal and opens the password-success
   * modal (SPEC §4), and drops `resetPassword` from the address.
   */
  onChanged: () => void;
  /**
   * The change failed: the storefront opens the password-error modal over this one (SPEC §8),
   * e.g. with `resultModalContent(t, 'passwordError', { detail })`.
   */
  onFailed: (failure: NewPasswordFailure) => void;
  /** The busy spinner turns. @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The new-password modal, wired: runs the new-password machine for the link's token or the
 * phone's code, clears it each time the modal opens (or the token or phone changes while open)
 * and reports the outcome through `onChanged` / `onFailed`.
 *
 * @example
 * <NewPassword
 *   machine={storefrontNewPasswordMachine}
 *   modalId="new-password"
 *   token={resetToken}
 *   onChanged={showPasswordSuccess}
 *   onFailed={({ detail }) => showPasswordError(detail)}
 * />
 */
export function NewPassword({
  machine = newPasswordMachine,
  token,
  phone,
  open = false,
  onOpenChange,
  modalId,
  onChanged,
  onFailed,
  animated,
  className,
}: NewPasswordProps): ReactNode {
  const actor = useActorRef(machine, { input: { token, phone } });
  const stack = useOptionalModalStack();
  const shown = stack !== null && modalId !== undefined ? stack.stack.includes(modalId) : open;

  const mode = useSelector(actor, selectNewPasswordMode);
  const sentTo = useSelector(actor, selectNewPasswordPhone);
  const newPassword = useSelector(actor, selectNewPassword);
  const newPasswordConfirm = useSelector(actor, selectNewPasswordConfirm);
  const code = useSelector(actor, selectNewPasswordCode);
  const errors = useSelector(actor, selectNewPasswordErrors);
  const busy = useSelector(actor, selectNewPasswordBusy);

  useEffect(() => {
    const changed = actor.on('passwordChanged', () => onChanged());
    const failed = actor.on('passwordChangeFailed', ({ detail }) => onFailed({ detail }));
    return () => {
      changed.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, onChanged, onFailed]);

  // Each opening starts clean for the current link or phone; so does a new link or phone while
  // the modal is open. Closed, nothing happens: the next opening brings the target along.
  const opened = useRef<{ token?: string; phone?: string } | null>(null);
  useEffect(() => {
    if (!shown) {
      opened.current = null;
      return;
    }
    const previous = opened.current;
    if (previous !== null && previous.token === token && previous.phone === phone) return;
    opened.current = { token, phone };
    actor.send({ type: 'OPENED', target: { token, phone } });
  }, [actor, shown, token, phone]);

  return (
    <NewPasswordDialog
      id={modalId}
      open={open}
      onOpenChange={onOpenChange}
      mode={mode}
      phone={sentTo}
      newPassword={newPassword}
      newPasswordConfirm={newPasswordConfirm}
      code={code}
      errors={errors}
      busy={busy}
      animated={animated}
      className={className}
      onFieldChange={(field, value) => actor.send({ type: 'CHANGE', field, value })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
    />
  );
}
