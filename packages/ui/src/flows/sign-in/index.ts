export { SignIn } from './sign-in.container.js';
export type { SignInProps } from './sign-in.container.js';
export { SignInDialog } from './sign-in-dialog.js';
export type { SignInDialogProps } from './sign-in-dialog.js';
export { SignInLoginForm, signInLinkVariants } from './sign-in-login-form.js';
export type { SignInLoginFormProps } from './sign-in-login-form.js';
export { SignInRegisterForm, signInSegmentVariants } from './sign-in-register-form.js';
export type { SignInRegisterFormProps } from './sign-in-register-form.js';
export { SignInSocialButtons, signInSocialButtonVariants } from './sign-in-social-buttons.js';
export type { SignInSocialButtonsProps } from './sign-in-social-buttons.js';
export {
  selectLoginErrors,
  selectLoginFailure,
  selectLoginMode,
  selectLoginValues,
  selectRegisterErrors,
  selectRegisterFailure,
  selectRegisterType,
  selectRegisterValues,
  selectSignInBusy,
  selectSignInPending,
  selectSignInTab,
  signInLoginActor,
  signInMachine,
  signInRegisterActor,
} from './sign-in.machine.js';
export type {
  SignInActorRef,
  SignInContext,
  SignInEmitted,
  SignInEvent,
  SignInMachine,
  SignInMachineInput,
  SignInSnapshot,
} from './sign-in.machine.js';
export type {
  LoginErrors,
  LoginField,
  LoginMode,
  LoginValues,
  RegisterErrors,
  RegisterFailure,
  RegisterField,
  RegisterType,
  RegisterValues,
  SignedInResult,
  SignInChange,
  SignInLoginInput,
  SignInRegisterInput,
  SignInTab,
  SocialProvider,
} from './sign-in.types.js';
