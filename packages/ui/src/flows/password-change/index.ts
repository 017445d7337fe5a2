export { PasswordChange } from './password-change.container.js';
export type { PasswordChangeProps } from './password-change.container.js';
export {
  passwordChangeCardVariants,
  PasswordChangeForm,
  passwordChangeFormVariants,
} from './password-change-form.js';
export type { PasswordChangeFormProps } from './password-change-form.js';
export {
  passwordChangeMachine,
  selectPasswordChangeBusy,
  selectPasswordChangeErrors,
  selectPasswordChangeFailure,
  selectPasswordChangeValues,
} from './password-change.machine.js';
export type {
  PasswordChangeActorRef,
  PasswordChangeContext,
  PasswordChangeEmitted,
  PasswordChangeErrors,
  PasswordChangeEvent,
  PasswordChangeField,
  PasswordChangeMachine,
  PasswordChangeSnapshot,
} from './password-change.machine.js';
