import { ApiError } from '@shop/core/client';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  newPasswordMachine,
  normaliseResetCode,
  resetCodeError,
  selectNewPassword,
  selectNewPasswordBusy,
  selectNewPasswordCode,
  selectNewPasswordConfirm,
  selectNewPasswordErrors,
  selectNewPasswordMode,
  selectNewPasswordPhone,
  type ConfirmPasswordResetInput,
  type NewPasswordEmitted,
  type NewPasswordMachineInput,
} from './new-password.machine.js';

/** One call of the fake confirm actor, answered by the test. */
interface Call {
  input: ConfirmPasswordResetInput;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function setupNewPassword(input: NewPasswordMachineInput = { token: 'r3s3t-t0k3n' }) {
  const calls: Call[] = [];
  const logged: unknown[] = [];
  const fake = fromPromise<void, ConfirmPasswordResetInput>(
    ({ input: body, signal }) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ input: body, signal, resolve, reject });
      }),
  );
  const machine = newPasswordMachine.provide({
    actors: { confirmPasswordReset: fake },
    actions: {
      logError: ({ context }) => {
        logged.push(context.error);
      },
    },
  });
  const actor = createActor(machine, { input });
  const emitted: NewPasswordEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const settled = () => waitFor(actor, (state) => !state.hasTag('busy'));
  const fill = (values: { newPassword?: string; newPasswordConfirm?: string; code?: string }) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'CHANGE', field: field as keyof typeof values, value });
    }
  };
  return { actor, calls, logged, emitted, snapshot, settled, fill };
}

const tokenError = () =>
  new ApiError({
    code: 'http',
    method: 'POST',
    url: '/api/password_reset/confirm/',
    status: 400,
    fieldErrors: { _form: 'invalid_token' },
    body: { detail: 'invalid_token' },
  });

describe('newPasswordMachine: modes', () => {
  it('is in link mode with a token', () => {
    const { snapshot } = setupNewPassword({ token: 'abc' });
    expect(selectNewPasswordMode(snapshot())).toBe('link');
    expect(selectNewPasswordPhone(snapshot())).toBeNull();
  });

  it('is in code mode with a phone, kept as + and digits', () => {
    const { snapshot } = setupNewPassword({ phone: '+373 (69) 123-456' });
    expect(selectNewPasswordMode(snapshot())).toBe('code');
    expect(selectNewPasswordPhone(snapshot())).toBe('+37369123456');
  });
});

describe('newPasswordMachine: validation (§5)', () => {
  it('shows errors only after a submit attempt', () => {
    const { actor, calls, fill, snapshot } = setupNewPassword();
    fill({ newPassword: 'short' });
    expect(selectNewPasswordErrors(snapshot())).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(0);
    expect(selectNewPasswordErrors(snapshot())).toEqual({
      newPassword: { key: 'password', params: { min: 8 } },
      newPasswordConfirm: { key: 'required' },
    });
  });

  it("asks for both: 'required' on empty fields", () => {
    const { actor, snapshot } = setupNewPassword();
    actor.send({ type: 'SUBMIT' });
    expect(selectNewPasswordErrors(snapshot())).toEqual({
      newPassword: { key: 'required' },
      newPasswordConfirm: { key: 'required' },
    });
  });

  it("keeps errors current while typing, down to 'sameAs' and then none", () => {
    const { actor, fill, snapshot } = setupNewPassword();
    actor.send({ type: 'SUBMIT' });
    fill({ newPassword: 'parola-noua', newPasswordConfirm: 'parola-nou' });
    expect(selectNewPasswordErrors(snapshot())).toEqual({
      newPasswordConfirm: { key: 'sameAs' },
    });
    fill({ newPasswordConfirm: 'parola-noua' });
    expect(selectNewPasswordErrors(snapshot())).toEqual({});
  });

  it('asks for the code in code mode: required, then exactly 6 digits', () => {
    const { actor, calls, fill, snapshot } = setupNewPassword({ phone: '+37369123456' });
    fill({ newPassword: 'parola-noua', newPasswordConfirm: 'parola-noua' });
    actor.send({ type: 'SUBMIT' });
    expect(selectNewPasswordErrors(snapshot())).toEqual({ code: { key: 'required' } });
    fill({ code: '12345' });
    expect(selectNewPasswordErrors(snapshot())).toEqual({
      code: { key: 'invalid', params: { min: 6, max: 6 } },
    });
    fill({ code: '12345a' });
    expect(selectNewPasswordErrors(snapshot()).code?.key).toBe('invalid');
    fill({ code: '1234567' });
    expect(selectNewPasswordErrors(snapshot()).code?.key).toBe('invalid');
    fill({ code: '123 456' });
    expect(selectNewPasswordErrors(snapshot())).toEqual({});
    expect(calls).toHaveLength(0);
  });

  it('does not ask for a code in link mode', () => {
    const { actor, fill, snapshot } = setupNewPassword({ token: 'abc' });
    fill({ newPassword: 'parola-noua', newPasswordConfirm: 'parola-noua' });
    actor.send({ type: 'SUBMIT' });
    expect(selectNewPasswordErrors(snapshot())).toEqual({});
    expect(selectNewPasswordBusy(snapshot())).toBe(true);
  });

  it('checks a code on its own', () => {
    expect(normaliseResetCode(' 12 34 56 ')).toBe('123456');
    expect(resetCodeError('')).toEqual({ key: 'required' });
    expect(resetCodeError('  ')).toEqual({ key: 'required' });
    expect(resetCodeError('１２３４５６')?.key).toBe('invalid');
    expect(resetCodeError('000000')).toBeUndefined();
  });
});

describe('newPasswordMachine: the request', () => {
  it('link mode: sends { password, token }, is busy, emits passwordChanged and clears', async () => {
    const { actor, calls, emitted, fill, settled, snapshot } = setupNewPassword({
      token: ' r3s3t ',
    });
    fill({ newPassword: 'parola-noua', newPasswordConfirm: 'parola-noua' });
    actor.send({ type: 'SUBMIT' });
    expect(selectNewPasswordBusy(snapshot())).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([{ password: 'parola-noua', token: 'r3s3t' }]);
    calls[0]?.resolve();
    await settled();
    expect(emitted).toEqual([{ type: 'passwordChanged' }]);
    expect(selectNewPassword(snapshot())).toBe('');
    expect(selectNewPasswordConfirm(snapshot())).toBe('');
    expect(selectNewPasswordErrors(snapshot())).toEqual({});
    expect(selectNewPasswordMode(snapshot())).toBe('link');
  });

  it('code mode: sends the code as token with the phone', async () => {
    const { actor, calls, emitted, fill, settled } = setupNewPassword({ phone: '+37369123456' });
    fill({ code: ' 123 456', newPassword: 'parola-noua', newPasswordConfirm: 'parola-noua' });
    actor.send({ type: 'SUBMIT' });
    expect(calls.map((call) => call.input)).toEqual([
      { password: 'parola-noua', token: '123456', phone: '+37369123456' },
    ]);
    calls[0]?.resolve();
    await settled();
    expect(emitted).toEqual([{ type: 'passwordChanged' }]);
  });

  it('ignores changes and submits while the request runs', () => {
    const { actor, calls, fill, snapshot } = setupNewPassword();
    fill({ newPassword: 'parola-noua', newPasswordConfirm: 'parola-noua' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    fill({ newPassword: 'alta-parola' });
    expect(calls).toHaveLength(1);
    expect(selectNewPassword(snapshot())).toBe('parola-noua');
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it.each([
    ['a used, expired or wrong link or code', tokenError(), 'invalid_token'],
    [
      'a rate limit',
      new ApiError({ code: 'http', method: 'POST', url: '/', status: 429 }),
      'too_many_requests',
    ],
    ['no connection', new ApiError({ code: 'network', method: 'POST', url: '/' }), 'network'],
    ['anything else', new Error('boom'), 'internal_error'],
  ] as const)(
    'emits passwordChangeFailed for %s, logs it and keeps the values',
    async (_, error, detail) => {
      const { actor, calls, emitted, fill, logged, settled, snapshot } = setupNewPassword({
        phone: '+37369123456',
      });
      fill({ code: '123456', newPassword: 'parola-noua', newPasswordConfirm: 'parola-noua' });
      actor.send({ type: 'SUBMIT' });
      calls[0]?.reject(error);
      await settled();
      expect(emitted).toEqual([{ type: 'passwordChangeFailed', detail }]);
      expect(logged).toEqual([error]);
      expect(snapshot().value).toBe('editing');
      // The shopper closes the error modal and tries again (another code, within 5 tries).
      expect(selectNewPasswordCode(snapshot())).toBe('123456');
      expect(selectNewPassword(snapshot())).toBe('parola-noua');
      actor.send({ type: 'SUBMIT' });
      expect(calls).toHaveLength(2);
    },
  );

  it('link mode without a token: a valid form fails at once as invalid_token, without a call', () => {
    const { actor, calls, emitted, fill } = setupNewPassword({ token: '  ' });
    fill({ newPassword: 'parola-noua', newPasswordConfirm: 'parola-noua' });
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(0);
    expect(emitted).toEqual([{ type: 'passwordChangeFailed', detail: 'invalid_token' }]);
  });

  it('fails with "not provided" without the storefront’s actor', async () => {
    const emitted: NewPasswordEmitted[] = [];
    const logged: unknown[] = [];
    const actor = createActor(
      newPasswordMachine.provide({
        actions: {
          logError: ({ context }) => {
            logged.push(context.error);
          },
        },
      }),
      { input: { token: 'abc' } },
    );
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'parola-noua' });
    actor.send({ type: 'CHANGE', field: 'newPasswordConfirm', value: 'parola-noua' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.matches('editing'));
    expect(String(logged[0])).toMatch(/confirmPasswordReset not provided/);
    expect(emitted).toEqual([{ type: 'passwordChangeFailed', detail: 'internal_error' }]);
  });
});

describe('newPasswordMachine: OPENED', () => {
  it('clears the fields and errors for the same target', () => {
    const { actor, fill, snapshot } = setupNewPassword({ phone: '+37369123456' });
    fill({ code: '12', newPassword: 'x' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'OPENED' });
    expect(selectNewPasswordCode(snapshot())).toBe('');
    expect(selectNewPassword(snapshot())).toBe('');
    expect(selectNewPasswordErrors(snapshot())).toEqual({});
    expect(selectNewPasswordMode(snapshot())).toBe('code');
    expect(selectNewPasswordPhone(snapshot())).toBe('+37369123456');
  });

  it('switches to a new target: a phone turns code mode on, a token alone turns it off', async () => {
    const { actor, calls, fill, snapshot } = setupNewPassword({ token: 'old' });
    actor.send({ type: 'OPENED', target: { phone: '069123456' } });
    expect(selectNewPasswordMode(snapshot())).toBe('code');
    expect(selectNewPasswordPhone(snapshot())).toBe('+37369123456');
    actor.send({ type: 'OPENED', target: { token: 'new' } });
    expect(selectNewPasswordMode(snapshot())).toBe('link');
    fill({ newPassword: 'parola-noua', newPasswordConfirm: 'parola-noua' });
    actor.send({ type: 'SUBMIT' });
    expect(calls[0]?.input).toEqual({ password: 'parola-noua', token: 'new' });
  });

  it('cancels a request in flight: its signal aborts and its answer is ignored', async () => {
    const { actor, calls, emitted, fill, snapshot } = setupNewPassword();
    fill({ newPassword: 'parola-noua', newPasswordConfirm: 'parola-noua' });
    actor.send({ type: 'SUBMIT' });
    const call = calls[0];
    actor.send({ type: 'OPENED' });
    expect(call?.signal.aborted).toBe(true);
    expect(selectNewPasswordBusy(snapshot())).toBe(false);
    call?.reject(tokenError());
    await Promise.resolve();
    expect(emitted).toEqual([]);
  });
});
