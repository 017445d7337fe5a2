import { ApiError } from '@shop/core/client';
import { useCallback, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { resultModalContent } from '../../../components/result-modal/result-modal.content.js';
import { ResultModal } from '../../../components/result-modal/result-modal.js';
import { useT } from '../../../i18n/index.js';
import {
  ModalStackProvider,
  useModalStack,
} from '../../../primitives/modal/modal-stack-provider.js';
import {
  RestorePasswordDialog,
  type RestorePasswordDialogProps,
} from '../restore-password-dialog.js';
import { RestorePassword, type RestorePasswordProps } from '../restore-password.container.js';
import {
  passwordRestoreMachine,
  type RequestPasswordResetInput,
  type RestoreRequested,
} from '../password-restore.machine.js';

/** The visible states of the restore dialog, each a story and a test. */
export const RESTORE_PASSWORD_STATES = [
  'email',
  'phone',
  'emailErrors',
  'phoneErrors',
  'busy',
  'rateLimited',
  'offline',
] as const;
export type RestorePasswordState = (typeof RESTORE_PASSWORD_STATES)[number];

type ViewData = Omit<RestorePasswordDialogProps, 'onMethodChange' | 'onFieldChange' | 'onSubmit'>;

/** What the container would pass in a state (callbacks apart). */
export function restorePasswordStateProps(state: RestorePasswordState): ViewData {
  const email = { method: 'email', email: '', phone: '+373' } as const;
  const phone = { method: 'phone', email: '', phone: '+373 (69) 123-456' } as const;
  switch (state) {
    case 'email':
      return { ...email, email: 'ion.popescu@example.md' };
    case 'phone':
      return phone;
    case 'emailErrors':
      return { ...email, email: 'ion.popescu@', errors: { email: { key: 'email' } } };
    case 'phoneErrors':
      return { ...phone, phone: '+373 (69) 12', errors: { phone: { key: 'phone' } } };
    case 'busy':
      return { ...email, email: 'ion.popescu@example.md', busy: true };
    case 'rateLimited':
      return { ...email, email: 'ion.popescu@example.md', message: 'too_many_requests' };
    case 'offline':
      return { ...phone, message: 'network' };
  }
}

const noop = () => undefined;

export type RestorePasswordDialogExampleProps = {
  state: RestorePasswordState;
} & Partial<RestorePasswordDialogProps>;

/** The dialog open in a state, with callbacks that do nothing unless given; a still spinner. */
export function RestorePasswordDialogExample({
  state,
  ...props
}: RestorePasswordDialogExampleProps): ReactNode {
  return (
    <RestorePasswordDialog
      open
      onMethodChange={noop}
      onFieldChange={noop}
      onSubmit={noop}
      animated={false}
      {...restorePasswordStateProps(state)}
      {...props}
    />
  );
}

/** E-mails the fake request refuses as too many tries, and as having no connection. */
export const RATE_LIMITED_EMAIL = 'limit@example.md';
export const OFFLINE_EMAIL = 'offline@example.md';

/**
 * A fake restore request: succeeds at once, except a 429 for `RATE_LIMITED_EMAIL`, no connection
 * for `OFFLINE_EMAIL`, and a 400 (silent, like every other failure) for any e-mail at
 * example.org.
 */
export const fakeRequestPasswordReset = fromPromise<void, RequestPasswordResetInput>(
  ({ input }) => {
    const url = 'email' in input ? '/api/password_reset/' : '/api/phone_password_reset';
    const login = 'email' in input ? input.email : input.phone;
    if (login === RATE_LIMITED_EMAIL) {
      return Promise.reject(
        new ApiError({
          code: 'http',
          method: 'POST',
          url,
          status: 429,
          fieldErrors: { _form: 'too_many_requests' },
          body: { detail: 'too_many_requests' },
        }),
      );
    }
    if (login === OFFLINE_EMAIL) {
      return Promise.reject(new ApiError({ code: 'network', method: 'POST', url }));
    }
    if (login.endsWith('@example.org')) {
      return Promise.reject(
        new ApiError({
          code: 'http',
          method: 'POST',
          url,
          status: 400,
          fieldErrors: { _form: 'invalid_request' },
        }),
      );
    }
    return Promise.resolve();
  },
);

/** The restore machine as the storefront provides it, with the fake request and a silent log. */
export const demoPasswordRestoreMachine = passwordRestoreMachine.provide({
  actors: { requestPasswordReset: fakeRequestPasswordReset },
  actions: { logError: noop },
});

/** The stack ids the example uses, as the storefront might name them. */
export const RESTORE_MODAL_ID = 'password-restore';
export const RESTORE_SUCCESS_MODAL_ID = 'password-restore-success';

export type RestorePasswordExampleProps = Partial<RestorePasswordProps>;

/**
 * The wired restore modal, open in a modal stack, with the fake request. On success it does
 * what the storefront does (SPEC §4): closes every modal and opens the success modal, telling
 * of the link or of the SMS code.
 */
export function RestorePasswordExample(props: RestorePasswordExampleProps): ReactNode {
  return (
    <ModalStackProvider defaultStack={[RESTORE_MODAL_ID]}>
      <RestoreWithSuccess {...props} />
    </ModalStackProvider>
  );
}

function RestoreWithSuccess({ onRequested, ...props }: RestorePasswordExampleProps): ReactNode {
  const translator = useT();
  const stack = useModalStack();
  const [result, setResult] = useState<RestoreRequested | null>(null);
  const handleRequested = useCallback(
    (next: RestoreRequested) => {
      setResult(next);
      stack.closeAll();
      stack.open(RESTORE_SUCCESS_MODAL_ID);
      onRequested?.(next);
    },
    [stack, onRequested],
  );
  const kind = result?.method === 'phone' ? 'restorePhone' : 'restoreEmail';
  return (
    <>
      <RestorePassword
        machine={demoPasswordRestoreMachine}
        modalId={RESTORE_MODAL_ID}
        animated={false}
        onRequested={handleRequested}
        {...props}
      />
      <ResultModal id={RESTORE_SUCCESS_MODAL_ID} {...resultModalContent(translator, kind)} />
    </>
  );
}
