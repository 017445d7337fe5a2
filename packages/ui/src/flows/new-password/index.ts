export { NewPassword } from './new-password.container.js';
export type { NewPasswordFailure, NewPasswordProps } from './new-password.container.js';
export { NewPasswordDialog, newPasswordDialogVariants } from './new-password-dialog.js';
export type { NewPasswordDialogProps } from './new-password-dialog.js';
export {
  newPasswordMachine,
  selectNewPassword,
  selectNewPasswordBusy,
  selectNewPasswordCode,
  selectNewPasswordConfirm,
  selectNewPasswordErrors,
  selectNewPasswordMode,
  selectNewPasswordPhone,
} from './new-password.machine.js';
export type {
  ConfirmPasswordResetInput,
  NewPasswordActorRef,
  NewPasswordContext,
  NewPasswordEmitted,
  NewPasswordErrors,
  NewPasswordEvent,
  NewPasswordField,
  NewPasswordMachine,
  NewPasswordMachineInput,
  NewPasswordMode,
  NewPasswordSnapshot,
} from './new-password.machine.js';
