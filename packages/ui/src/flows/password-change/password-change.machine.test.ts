import { ApiError } from '@shop/core/client';
import type { SetPasswordPayload } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  passwordChangeMachine,
  selectPasswordChangeBusy,
  selectPasswordChangeErrors,
  selectPasswordChangeFailure,
  selectPasswordChangeValues,
  type PasswordChangeEmitted,
  type PasswordChangeField,
} from './password-change.machine.js';

interface Call {
  input: SetPasswordPayload;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function setupPasswordChange() {
  const calls: Call[] = [];
  const logged: unknown[] = [];
  const machine = passwordChangeMachine.provide({
    actors: {
      setPassword: fromPromise<void, SetPasswordPayload>(
        ({ input, signal }) =>
          new Promise<void>((resolve, reject) => {
            calls.push({ input, signal, resolve, reject });
          }),
      ),
    },
    actions: {
      logError: ({ context }) => {
        logged.push(context.error);
      },
    },
  });
  const actor = createActor(machine);
  const emitted: PasswordChangeEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const fill = (values: Partial<Record<PasswordChangeField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'CHANGE', field: field as PasswordChangeField, value });
    }
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, logged, emitted, snapshot, fill, tick };
}

const VALID = {
  currentPassword: 'parola-veche',
  newPassword: 'parola-noua-1',
  newPasswordConfirm: 'parola-noua-1',
};

const refusal = (detail: string, status = 400) =>
  new ApiError({
    code: 'http',
    method: 'POST',
    url: '/auth/users/set_password/',
    status,
    fieldErrors: { _form: detail },
    body: { detail },
  });

describe('password change machine', () => {
  it('shows no errors before a submit; a submit of an empty form shows them all', () => {
    const { actor, snapshot, calls } = setupPasswordChange();
    expect(selectPasswordChangeErrors(snapshot())).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(0);
    expect(selectPasswordChangeErrors(snapshot())).toEqual({
      currentPassword: { key: 'required' },
      newPassword: { key: 'required' },
      newPasswordConfirm: { key: 'required' },
    });
  });

  it('errors follow the typing after a submit: short, then not the same, then none', () => {
    const { actor, snapshot, fill } = setupPasswordChange();
    actor.send({ type: 'SUBMIT' });
    fill({ currentPassword: 'veche', newPassword: 'scurt' });
    expect(selectPasswordChangeErrors(snapshot()).newPassword).toEqual({
      key: 'password',
      params: { min: 8 },
    });
    fill({ newPassword: 'parola-noua-1', newPasswordConfirm: 'parola-noua' });
    expect(selectPasswordChangeErrors(snapshot())).toEqual({
      newPasswordConfirm: { key: 'sameAs' },
    });
    fill({ newPasswordConfirm: 'parola-noua-1' });
    expect(selectPasswordChangeErrors(snapshot())).toEqual({});
  });

  it('sends the set-password body; success clears the form and says so', async () => {
    const { actor, snapshot, fill, calls, emitted, tick } = setupPasswordChange();
    fill(VALID);
    actor.send({ type: 'SUBMIT' });
    expect(selectPasswordChangeBusy(snapshot())).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([
      {
        current_password: 'parola-veche',
        new_password: 'parola-noua-1',
        re_new_password: 'parola-noua-1',
      },
    ]);
    // The form holds still while it runs.
    fill({ newPassword: 'alta' });
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(1);
    expect(selectPasswordChangeValues(snapshot()).newPassword).toBe('parola-noua-1');

    calls[0]!.resolve();
    await tick();
    expect(selectPasswordChangeBusy(snapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'passwordChanged' }]);
    const values = selectPasswordChangeValues(snapshot());
    expect([values.currentPassword, values.newPassword, values.newPasswordConfirm]).toEqual([
      '',
      '',
      '',
    ]);
    expect(selectPasswordChangeErrors(snapshot())).toEqual({});
  });

  it('a wrong current password is said and kept until the next change', async () => {
    const { actor, snapshot, fill, calls, emitted, logged, tick } = setupPasswordChange();
    fill(VALID);
    actor.send({ type: 'SUBMIT' });
    const error = refusal('invalid_credentials');
    calls[0]!.reject(error);
    await tick();
    expect(selectPasswordChangeFailure(snapshot())).toBe('invalid_credentials');
    expect(selectPasswordChangeValues(snapshot()).newPassword).toBe('parola-noua-1');
    expect(emitted).toEqual([]);
    expect(logged).toEqual([error]);
    fill({ currentPassword: 'parola-veche-2' });
    expect(selectPasswordChangeFailure(snapshot())).toBeNull();
  });

  it('a rate limit or a lost connection is said by its own code; the next submit tries again', async () => {
    const { actor, snapshot, fill, calls, tick } = setupPasswordChange();
    fill(VALID);
    actor.send({ type: 'SUBMIT' });
    calls[0]!.reject(refusal('too_many_requests', 429));
    await tick();
    expect(selectPasswordChangeFailure(snapshot())).toBe('too_many_requests');
    actor.send({ type: 'SUBMIT' });
    expect(selectPasswordChangeFailure(snapshot())).toBeNull();
    calls[1]!.reject(new ApiError({ code: 'network', method: 'POST', url: '/x' }));
    await tick();
    expect(selectPasswordChangeFailure(snapshot())).toBe('network');
    calls.length = 0;
    actor.send({ type: 'SUBMIT' });
    calls[0]!.reject(new Error('anything else'));
    await tick();
    expect(selectPasswordChangeFailure(snapshot())).toBe('internal_error');
  });

  it('stopping the actor aborts a request in flight', () => {
    const { actor, fill, calls } = setupPasswordChange();
    fill(VALID);
    actor.send({ type: 'SUBMIT' });
    actor.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});
