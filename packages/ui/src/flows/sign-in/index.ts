export { SignIn } from './sign-in.container.js';
export type { SignInProps } from './sign-in.container.js';
export {
  registrationFailureText,
  SignInDialog,
  signInLinkVariants,
  signInSegmentVariants,
  signInSocialButtonVariants,
} from './sign-in-dialog.js';
export type { SignInDialogProps } from './sign-in-dialog.js';
export {
  loginFailure,
  loginRequest,
  registerFailure,
  registerRequest,
  sameFieldErrors,
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
  validateLogin,
  validateRegister,
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
export { EMPTY_LOGIN_VALUES, EMPTY_REGISTER_VALUES } from './sign-in.types.js';
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
