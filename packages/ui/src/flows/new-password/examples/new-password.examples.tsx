import { ApiError } from '@shop/core/client';
import { useCallback, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { resultModalContent } from '../../../components/result-modal/result-modal.content.js';
import { ResultModal } from '../../../components/result-modal/result-modal.js';
import { useT, type ApiDetail } from '../../../i18n/index.js';
import {
  ModalStackProvider,
  useModalStack,
} from '../../../primitives/modal/modal-stack-provider.js';
import { NewPasswordDialog, type NewPasswordDialogProps } from '../new-password-dialog.js';
import {
  NewPassword,
  type NewPasswordFailure,
  type NewPasswordProps,
} from '../new-password.container.js';
import { newPasswordMachine, type ConfirmPasswordResetInput } from '../new-password.machine.js';

/** The visible states of the new-password dialog, each a story and a test. */
export const NEW_PASSWORD_STATES = ['link', 'code', 'errors', 'codeErrors', 'busy'] as const;
export type NewPasswordState = (typeof NEW_PASSWORD_STATES)[number];

type ViewData = Omit<NewPasswordDialogProps, 'onFieldChange' | 'onSubmit'>;

/** The phone the examples' SMS code went to. */
export const SAMPLE_PHONE = '+37369123456';

/** What the container would pass in a state (callbacks apart). */
export function newPasswordStateProps(state: NewPasswordState): ViewData {
  const filled = { newPassword: 'parola-noua-2024', newPasswordConfirm: 'parola-noua-2024' };
  switch (state) {
    case 'link':
      return { mode: 'link', ...filled };
    case 'code':
      return { mode: 'code', phone: SAMPLE_PHONE, code: '482915', ...filled };
    case 'errors':
      return {
        mode: 'link',
        newPassword: 'parola',
        newPasswordConfirm: '',
        errors: {
          newPassword: { key: 'password', params: { min: 8 } },
          newPasswordConfirm: { key: 'required' },
        },
      };
    case 'codeErrors':
      return {
        mode: 'code',
        phone: SAMPLE_PHONE,
        code: '4829',
        newPassword: 'parola-noua-2024',
        newPasswordConfirm: 'parola-noua-2025',
        errors: {
          code: { key: 'invalid', params: { min: 6, max: 6 } },
          newPasswordConfirm: { key: 'sameAs' },
        },
      };
    case 'busy':
      return { mode: 'link', ...filled, busy: true };
  }
}

const noop = () => undefined;

export type NewPasswordDialogExampleProps = {
  state: NewPasswordState;
} & Partial<NewPasswordDialogProps>;

/** The dialog open in a state, with callbacks that do nothing unless given; a still spinner. */
export function NewPasswordDialogExample({
  state,
  ...props
}: NewPasswordDialogExampleProps): ReactNode {
  return (
    <NewPasswordDialog
      open
      onFieldChange={noop}
      onSubmit={noop}
      animated={false}
      {...newPasswordStateProps(state)}
      {...props}
    />
  );
}

/** A link token and an SMS code the fake confirm refuses as used, expired or wrong. */
export const EXPIRED_TOKEN = 'expired-token';
export const WRONG_CODE = '000000';

/**
 * A fake confirm: succeeds at once, except `invalid_token` for `EXPIRED_TOKEN` and for the code
 * `WRONG_CODE`.
 */
export const fakeConfirmPasswordReset = fromPromise<void, ConfirmPasswordResetInput>(
  ({ input }) => {
    if (input.token === EXPIRED_TOKEN || input.token === WRONG_CODE) {
      return Promise.reject(
        new ApiError({
          code: 'http',
          method: 'POST',
          url: '/api/password_reset/confirm/',
          status: 400,
          fieldErrors: { _form: 'invalid_token' },
          body: { detail: 'invalid_token' },
        }),
      );
    }
    return Promise.resolve();
  },
);

/** The new-password machine as the storefront provides it, with the fake confirm. */
export const demoNewPasswordMachine = newPasswordMachine.provide({
  actors: { confirmPasswordReset: fakeConfirmPasswordReset },
  actions: { logError: noop },
});

/** The stack ids the example uses, as the storefront might name them. */
export const NEW_PASSWORD_MODAL_ID = 'new-password';
export const PASSWORD_SUCCESS_MODAL_ID = 'password-success';
export const PASSWORD_ERROR_MODAL_ID = 'password-error';

export type NewPasswordExampleProps = Partial<NewPasswordProps>;

/**
 * The wired new-password modal, open in a modal stack, with the fake confirm. It does what the
 * storefront does (SPEC §4, §8): on success it closes every modal and opens password-success; on
 * failure it opens password-error over the form, which stays for another try.
 */
export function NewPasswordExample(props: NewPasswordExampleProps): ReactNode {
  return (
    <ModalStackProvider defaultStack={[NEW_PASSWORD_MODAL_ID]}>
      <NewPasswordWithResults {...props} />
    </ModalStackProvider>
  );
}

function NewPasswordWithResults({
  onChanged,
  onFailed,
  ...props
}: NewPasswordExampleProps): ReactNode {
  const translator = useT();
  const stack = useModalStack();
  const [detail, setDetail] = useState<ApiDetail | undefined>(undefined);
  const handleChanged = useCallback(() => {
    stack.closeAll();
    stack.open(PASSWORD_SUCCESS_MODAL_ID);
    onChanged?.();
  }, [stack, onChanged]);
  const handleFailed = useCallback(
    (failure: NewPasswordFailure) => {
      setDetail(failure.detail);
      stack.open(PASSWORD_ERROR_MODAL_ID);
      onFailed?.(failure);
    },
    [stack, onFailed],
  );
  return (
    <>
      <NewPassword
        machine={demoNewPasswordMachine}
        modalId={NEW_PASSWORD_MODAL_ID}
        token="r3s3t-t0k3n"
        animated={false}
        onChanged={handleChanged}
        onFailed={handleFailed}
        {...props}
      />
      <ResultModal
        id={PASSWORD_SUCCESS_MODAL_ID}
        {...resultModalContent(translator, 'passwordSuccess')}
      />
      <ResultModal
        id={PASSWORD_ERROR_MODAL_ID}
        {...resultModalContent(translator, 'passwordError', { detail })}
      />
    </>
  );
}
