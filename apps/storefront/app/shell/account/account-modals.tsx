import type { ConfirmPasswordResetInput, RequestPasswordResetInput } from '@shop/ui';
import { NewPassword, newPasswordMachine } from '@shop/ui/flows/new-password';
import { passwordRestoreMachine, RestorePassword } from '@shop/ui/flows/password-restore';
import { ResultModal, resultModalContent } from '@shop/ui/components/result-modal';
import { SignIn, signInMachine, type SocialProvider } from '@shop/ui/flows/sign-in';
import { useSessionActor } from '@shop/ui/flows/session';
import { useModalStack, useT } from '@shop/ui';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { sessionCalls, shopClient } from '../../lib/shop-client.js';
import type { AccountResult } from './account-state.js';
import type { CurrentLocale } from './machines.js';
import { ACCOUNT_MODALS } from './modal-ids.js';
import { useTexts, type Namespace } from '../../lib/texts.js';

/** The account dialogs' machines with the storefront's calls, in the page's language. */
function machinesFor(locale: CurrentLocale) {
  const session = () => sessionCalls(locale());
  const auth = () => shopClient(locale()).auth;
  return {
    signIn: signInMachine.provide({
      actors: {
        login: fromPromise(({ input: { remember, ...body }, signal }) =>
          session().login(body, remember, signal),
        ),
        register: fromPromise(({ input: { remember, ...body }, signal }) =>
          session().register(body, remember, signal),
        ),
      },
    }),
    restore: passwordRestoreMachine.provide({
      actors: {
        requestPasswordReset: fromPromise<void, RequestPasswordResetInput>(
          async ({ input, signal }) => {
            if ('email' in input) await auth().requestPasswordResetByEmail(input, { signal });
            else await auth().requestPasswordResetByPhone(input, { signal });
          },
        ),
      },
    }),
    newPassword: newPasswordMachine.provide({
      actors: {
        confirmPasswordReset: fromPromise<void, ConfirmPasswordResetInput>(
          async ({ input, signal }) => {
            await auth().confirmPasswordReset(input, { signal });
          },
        ),
      },
    }),
  };
}

export interface AccountModalsProps {
  locale: CurrentLocale;
  socialProviders: readonly SocialProvider[];
  /** The e-mailed link's token (`?resetPassword=`), for the new-password dialog. */
  resetToken: string | undefined;
  /** The reset link is used up (changed or refused): the address drops its token. */
  onResetDone: () => void;
  /** What the result dialog reports. */
  result: AccountResult;
  /** Report an outcome in the result dialog (it opens on top). */
  onResult: (result: AccountResult) => void;
  /**
   * The page a provider's sign-in comes back to, asked when its button is pressed: set when the
   * dialog was opened for something on this page ("Write a review"); home otherwise.
   */
  socialReturnPath: () => string | undefined;
}

// The account dialogs' texts, fetched with this chunk in the page's language (lib/texts.ts), not
// registered by importing it.
const TEXTS = [
  'passwordRestore',
  'newPassword',
  'signIn',
  'resultModal',
  'formFields',
  'companyCodes',
] as const satisfies readonly Namespace[];

/**
 * The account dialogs in the page's modal stack (SPEC §2 "Modals", §4): sign-in and
 * registration, password restore, the new password (by the e-mailed link or the SMS code), and
 * one result dialog for what happened (its content kept by the page, which also reports a
 * refused social sign-in in it). Loaded when one of them opens first.
 */
export default function AccountModals({
  locale,
  socialProviders,
  resetToken,
  onResetDone,
  result,
  onResult,
  socialReturnPath,
}: AccountModalsProps) {
  useTexts(TEXTS);
  const translator = useT();
  const modals = useModalStack();
  const session = useSessionActor();
  const [machines] = useState(() => machinesFor(locale));
  // After a restore by phone the new-password dialog asks for the SMS code sent to this phone.
  const [codePhone, setCodePhone] = useState<string | undefined>(undefined);

  return (
    <>
      <SignIn
        machine={machines.signIn}
        modalId={ACCOUNT_MODALS.signIn}
        socialProviders={socialProviders}
        onSignedIn={({ profile }) => session.send({ type: 'SIGNED_IN', profile })}
        onSocial={(provider) => {
          const query = new URLSearchParams({ lang: locale() });
          const next = socialReturnPath();
          if (next !== undefined) query.set('next', next);
          window.location.assign(`/auth/${provider}?${query}`);
        }}
        onRestorePassword={() => modals.open(ACCOUNT_MODALS.restore)}
      />
      <RestorePassword
        machine={machines.restore}
        modalId={ACCOUNT_MODALS.restore}
        onRequested={(requested) => {
          // SPEC §4: success closes every modal and opens the success modal; a code sent by
          // SMS is typed in the new-password dialog under it.
          modals.closeAll();
          if (requested.method === 'phone') {
            setCodePhone(requested.phone);
            modals.open(ACCOUNT_MODALS.newPassword);
          }
          onResult({ kind: requested.method === 'phone' ? 'restorePhone' : 'restoreEmail' });
        }}
      />
      <NewPassword
        machine={machines.newPassword}
        modalId={ACCOUNT_MODALS.newPassword}
        token={resetToken}
        phone={codePhone}
        // Closed by hand (the stack closes it): the link is not offered again.
        onOpenChange={(open) => {
          if (!open) onResetDone();
        }}
        onChanged={() => {
          modals.closeAll();
          setCodePhone(undefined);
          onResetDone();
          onResult({ kind: 'passwordSuccess' });
        }}
        onFailed={({ detail }) => onResult({ kind: 'passwordError', detail })}
      />
      <ResultModal
        id={ACCOUNT_MODALS.result}
        {...resultModalContent(translator, result.kind, { detail: result.detail })}
      />
    </>
  );
}
