import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { useOptionalModalStack } from '../../primitives/modal/modal-stack-provider.js';
import { SignInDialog } from './sign-in-dialog.js';
import {
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
  selectSignInTab,
  signInMachine,
  type SignInMachine,
} from './sign-in.machine.js';
import type {
  LoginMode,
  RegisterType,
  SignedInResult,
  SignInTab,
  SocialProvider,
} from './sign-in.types.js';

export interface SignInProps {
  /**
   * The sign-in machine with the storefront's `login` and `register` actors. Read once, at mount.
   * @default signInMachine (its actors fail with "not provided")
   * @example machine={signInMachine.provide({ actors: { login, register } })}
   */
  machine?: SignInMachine;
  /**
   * Id in the nearest `ModalStackProvider`: the modal is open while the id is in the stack
   * (SPEC §2). Without a stack (or an id), `open` decides.
   * @example modalId="sign-in"
   */
  modalId?: string;
  /** Whether the modal is open (controlled), when it is not in a modal stack. */
  open?: boolean;
  /**
   * Whether the modal is open at first (uncontrolled), when it is not in a modal stack.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /** The tab shown first; read at mount. @default 'login' */
  defaultTab?: SignInTab;
  /** The login mode shown first; read at mount. @default 'phone' */
  defaultLoginMode?: LoginMode;
  /** The registration form shown first; read at mount. @default 'physical' */
  defaultRegisterType?: RegisterType;
  /**
   * An account signed in (by login, or by registration and then login): store the token with
   * `remember`, close the modals, load the session and go home (SPEC §4 "Login").
   * @example onSignedIn={({ profile, remember }) => session.send({ type: 'SIGNED_IN', profile, remember })}
   */
  onSignedIn?: (result: SignedInResult) => void;
  /** A social button was pressed: start that provider's sign-in (SPEC §4). */
  onSocial?: (provider: SocialProvider) => void;
  /**
   * The providers the shop is set up for; none hides the social section.
   * @default ['google', 'facebook']
   */
  socialProviders?: readonly SocialProvider[];
  /** The "forgot password?" link: open the password-restore modal on top of this one. */
  onRestorePassword?: () => void;
  /** The spinner turns. @default true */
  animated?: boolean;
  /** Extra classes for the modal box. */
  className?: string;
}

/** The modals open, without a stack: none, or this one. */
const NONE_OPEN: readonly string[] = [];
const SELF_OPEN: readonly string[] = ['self'];

/**
 * The sign-in modal, wired: runs the sign-in machine, sends it the dialog's events, tells it
 * when a modal opens (this one or another in the stack, which clears the server errors, SPEC §2), and turns its emitted events
 * into the callbacks.
 *
 * @example
 * <SignIn
 *   machine={storefrontSignInMachine}
 *   modalId="sign-in"
 *   onSignedIn={(result) => finishSignIn(result)}
 *   onSocial={(provider) => startSocialSignIn(provider)}
 *   onRestorePassword={() => modals.open('password-restore')}
 * />
 */
export function SignIn({
  machine = signInMachine,
  modalId,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  defaultTab,
  defaultLoginMode,
  defaultRegisterType,
  onSignedIn,
  onSocial,
  socialProviders,
  onRestorePassword,
  animated,
  className,
}: SignInProps): ReactNode {
  const actor = useActorRef(machine, {
    input: { tab: defaultTab, loginMode: defaultLoginMode, registerType: defaultRegisterType },
  });

  const tab = useSelector(actor, selectSignInTab);
  const loginMode = useSelector(actor, selectLoginMode);
  const registerType = useSelector(actor, selectRegisterType);
  const login = useSelector(actor, selectLoginValues);
  const register = useSelector(actor, selectRegisterValues);
  const loginErrors = useSelector(actor, selectLoginErrors, sameFieldErrors);
  const registerErrors = useSelector(actor, selectRegisterErrors, sameFieldErrors);
  const loginFailure = useSelector(actor, selectLoginFailure);
  const registerFailure = useSelector(actor, selectRegisterFailure);
  const busy = useSelector(actor, selectSignInBusy);

  // Whether the modal shows: in a stack, the stack says; otherwise `open` / `defaultOpen`.
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const stack = useOptionalModalStack();
  const isOpen = stack !== null && modalId !== undefined ? stack.stack.includes(modalId) : open;
  // SPEC §2: opening a modal clears the login and register errors: this one, or any other
  // opened in the page's stack (the restore dialog over it, a result, the cart's dialogs).
  const openIds = stack !== null ? stack.stack : isOpen ? SELF_OPEN : NONE_OPEN;
  const wasOpen = useRef<readonly string[]>(NONE_OPEN);
  useEffect(() => {
    if (openIds.some((id) => !wasOpen.current.includes(id))) actor.send({ type: 'OPENED' });
    wasOpen.current = openIds;
  }, [actor, openIds]);

  useEffect(() => {
    const subscriptions = [
      actor.on('signedIn', ({ profile, remember, via }) => {
        onSignedIn?.({ profile, remember, via });
      }),
      actor.on('socialRequested', ({ provider }) => {
        onSocial?.(provider);
      }),
      actor.on('restoreRequested', () => {
        onRestorePassword?.();
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, onSignedIn, onSocial, onRestorePassword]);

  return (
    <SignInDialog
      modalId={modalId}
      open={open}
      onOpenChange={setOpen}
      tab={tab}
      loginMode={loginMode}
      registerType={registerType}
      login={login}
      register={register}
      loginErrors={loginErrors}
      registerErrors={registerErrors}
      loginFailure={loginFailure}
      registerFailure={registerFailure}
      busy={busy}
      animated={animated}
      className={className}
      onTabChange={(next) => actor.send({ type: 'SWITCH_TAB', tab: next })}
      onLoginModeChange={(mode) => actor.send({ type: 'SWITCH_LOGIN_MODE', mode })}
      onRegisterTypeChange={(next) =>
        actor.send({ type: 'SWITCH_REGISTER_TYPE', registerType: next })
      }
      onChange={(change) => actor.send({ type: 'CHANGE', ...change })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onSocial={(provider) => actor.send({ type: 'SOCIAL', provider })}
      socialProviders={socialProviders}
      onForgotPassword={() => actor.send({ type: 'FORGOT_PASSWORD' })}
    />
  );
}
