import { ApiError } from '@shop/core/client';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { PasswordChangeForm, type PasswordChangeFormProps } from '../password-change-form.js';
import { PasswordChange, type PasswordChangeProps } from '../password-change.container.js';
import { passwordChangeMachine } from '../password-change.machine.js';

/** The visible states of the security tab, each a story and a test. */
export const PASSWORD_CHANGE_STATES = [
  'empty',
  'invalid',
  'filled',
  'busy',
  'wrongCurrent',
  'rateLimited',
] as const;
export type PasswordChangeState = (typeof PASSWORD_CHANGE_STATES)[number];

const FILLED = {
  currentPassword: 'parola-veche',
  newPassword: 'parola-noua-1',
  newPasswordConfirm: 'parola-noua-1',
};

/** The view's props for a state (the handlers apart). */
export function passwordChangeStateProps(
  state: PasswordChangeState,
): Omit<PasswordChangeFormProps, 'onFieldChange' | 'onSubmit'> {
  switch (state) {
    case 'empty':
      return { values: { currentPassword: '', newPassword: '', newPasswordConfirm: '' } };
    case 'invalid':
      // A submit with a short new password that the confirmation does not repeat.
      return {
        values: { currentPassword: '', newPassword: 'scurt', newPasswordConfirm: 'scur' },
        errors: {
          currentPassword: { key: 'required' },
          newPassword: { key: 'password', params: { min: 8 } },
          newPasswordConfirm: { key: 'sameAs' },
        },
      };
    case 'filled':
      return { values: FILLED };
    case 'busy':
      return { values: FILLED, busy: true };
    case 'wrongCurrent':
      return { values: FILLED, failure: 'invalid_credentials' };
    case 'rateLimited':
      return { values: FILLED, failure: 'too_many_requests' };
  }
}

export type PasswordChangeFormExampleProps = {
  state: PasswordChangeState;
} & Partial<PasswordChangeFormProps>;

/** The tab in a state, without motion. */
export function PasswordChangeFormExample({
  state,
  ...props
}: PasswordChangeFormExampleProps): ReactNode {
  return (
    <div className="shop:p-4">
      <PasswordChangeForm animated={false} {...passwordChangeStateProps(state)} {...props} />
    </div>
  );
}

/** The password the stand-in for the API takes as the current one. */
export const SAMPLE_CURRENT_PASSWORD = 'parola-veche';

/**
 * The wired tab with a stand-in for the API: it takes `SAMPLE_CURRENT_PASSWORD` as the current
 * password and refuses any other with 'invalid_credentials'.
 */
export function PasswordChangeExample(props: Omit<PasswordChangeProps, 'machine'>): ReactNode {
  const machine = passwordChangeMachine.provide({
    actors: {
      setPassword: fromPromise(async ({ input }) => {
        if (input.current_password === SAMPLE_CURRENT_PASSWORD) return;
        throw new ApiError({
          code: 'http',
          method: 'POST',
          url: '/auth/users/set_password/',
          status: 400,
          fieldErrors: { _form: 'invalid_credentials' },
          body: { detail: 'invalid_credentials' },
        });
      }),
    },
    actions: { logError: () => undefined },
  });
  return (
    <div className="shop:p-4">
      <PasswordChange machine={machine} animated={false} {...props} />
    </div>
  );
}
