export { RestorePassword } from './restore-password.container.js';
export type { RestorePasswordProps } from './restore-password.container.js';
export {
  RestorePasswordDialog,
  restorePasswordDialogVariants,
  restorePasswordMessageVariants,
} from './restore-password-dialog.js';
export type { RestorePasswordDialogProps } from './restore-password-dialog.js';
export {
  passwordRestoreMachine,
  selectRestoreBusy,
  selectRestoreEmail,
  selectRestoreErrors,
  selectRestoreMessage,
  selectRestoreMethod,
  selectRestorePhone,
} from './password-restore.machine.js';
export type {
  PasswordRestoreActorRef,
  PasswordRestoreContext,
  PasswordRestoreEmitted,
  PasswordRestoreEvent,
  PasswordRestoreMachine,
  PasswordRestoreMachineInput,
  PasswordRestoreSnapshot,
  RequestPasswordResetInput,
  RestoreErrors,
  RestoreField,
  RestoreMethod,
  RestoreRequested,
} from './password-restore.machine.js';
export type { RestoreMessage } from './password-reset.errors.js';
