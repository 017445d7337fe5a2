import { ApiError } from '@shop/core/client';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  passwordRestoreMachine,
  selectRestoreBusy,
  selectRestoreEmail,
  selectRestoreErrors,
  selectRestoreMessage,
  selectRestoreMethod,
  selectRestorePhone,
  type PasswordRestoreEmitted,
  type PasswordRestoreMachineInput,
  type RequestPasswordResetInput,
} from './password-restore.machine.js';

/** One call of the fake request actor, answered by the test. */
interface Call {
  input: RequestPasswordResetInput;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function setupRestore(input: PasswordRestoreMachineInput = {}) {
  const calls: Call[] = [];
  const logged: unknown[] = [];
  const fake = fromPromise<void, RequestPasswordResetInput>(
    ({ input: body, signal }) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ input: body, signal, resolve, reject });
      }),
  );
  const machine = passwordRestoreMachine.provide({
    actors: { requestPasswordReset: fake },
    actions: {
      logError: ({ context }) => {
        logged.push(context.error);
      },
    },
  });
  const actor = createActor(machine, { input });
  const emitted: PasswordRestoreEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  /** Lets a settled promise reach the machine. */
  const settled = () => waitFor(actor, (state) => !state.hasTag('busy'));
  return { actor, calls, logged, emitted, snapshot, settled };
}

const httpError = (status: number, detail?: string) =>
  new ApiError({
    code: 'http',
    method: 'POST',
    url: '/api/password_reset/',
    status,
    fieldErrors: detail === undefined ? {} : { _form: detail },
    body: detail === undefined ? undefined : { detail },
  });

const networkError = () =>
  new ApiError({ code: 'network', method: 'POST', url: '/api/phone_password_reset' });

describe('passwordRestoreMachine: the form', () => {
  it('starts with the e-mail method, empty fields and no errors shown', () => {
    const { snapshot } = setupRestore();
    expect(snapshot().value).toBe('editing');
    expect(selectRestoreMethod(snapshot())).toBe('email');
    expect(selectRestoreEmail(snapshot())).toBe('');
    expect(selectRestorePhone(snapshot())).toBe('+373');
    expect(selectRestoreErrors(snapshot())).toEqual({});
    expect(selectRestoreMessage(snapshot())).toBeNull();
    expect(selectRestoreBusy(snapshot())).toBe(false);
  });

  it('takes its starting method and values from input', () => {
    const { snapshot } = setupRestore({ method: 'phone', phone: '+373 (69) 1' });
    expect(selectRestoreMethod(snapshot())).toBe('phone');
    expect(selectRestorePhone(snapshot())).toBe('+373 (69) 1');
  });

  it('shows errors only after the first submit, then keeps them current while typing', () => {
    const { actor, calls, snapshot } = setupRestore();
    actor.send({ type: 'CHANGE', field: 'email', value: 'ion@' });
    expect(selectRestoreErrors(snapshot())).toEqual({});

    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('editing');
    expect(calls).toHaveLength(0);
    expect(selectRestoreErrors(snapshot())).toEqual({ email: { key: 'email' } });

    actor.send({ type: 'CHANGE', field: 'email', value: '' });
    expect(selectRestoreErrors(snapshot())).toEqual({ email: { key: 'required' } });
    actor.send({ type: 'CHANGE', field: 'email', value: 'ion@example.md' });
    expect(selectRestoreErrors(snapshot())).toEqual({});
  });

  it('gives a stable errors object between snapshots (for useSelector)', () => {
    const { actor, snapshot } = setupRestore();
    const before = selectRestoreErrors(snapshot());
    actor.send({ type: 'CHANGE', field: 'email', value: 'i' });
    expect(selectRestoreErrors(snapshot())).toBe(before);
  });

  it('checks the phone: required, then complete (§5)', () => {
    const { actor, calls, snapshot } = setupRestore({ method: 'phone' });
    actor.send({ type: 'SUBMIT' });
    expect(selectRestoreErrors(snapshot())).toEqual({ phone: { key: 'required' } });
    actor.send({ type: 'CHANGE', field: 'phone', value: '+373 (69) 12' });
    expect(selectRestoreErrors(snapshot())).toEqual({ phone: { key: 'phone' } });
    expect(calls).toHaveLength(0);
  });

  it('SET_METHOD switches the field and hides errors until the next submit', () => {
    const { actor, snapshot } = setupRestore();
    actor.send({ type: 'SUBMIT' });
    expect(selectRestoreErrors(snapshot())).toEqual({ email: { key: 'required' } });
    actor.send({ type: 'SET_METHOD', method: 'phone' });
    expect(selectRestoreMethod(snapshot())).toBe('phone');
    expect(selectRestoreErrors(snapshot())).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(selectRestoreErrors(snapshot())).toEqual({ phone: { key: 'required' } });
  });

  it('keeps each method’s value when switching back and forth', () => {
    const { actor, snapshot } = setupRestore();
    actor.send({ type: 'CHANGE', field: 'email', value: 'ion@example.md' });
    actor.send({ type: 'SET_METHOD', method: 'phone' });
    actor.send({ type: 'CHANGE', field: 'phone', value: '+373 (69) 123-456' });
    actor.send({ type: 'SET_METHOD', method: 'email' });
    expect(selectRestoreEmail(snapshot())).toBe('ion@example.md');
    expect(selectRestorePhone(snapshot())).toBe('+373 (69) 123-456');
  });
});

describe('passwordRestoreMachine: the request', () => {
  it('sends the e-mail body (trimmed), is busy meanwhile and emits resetRequested', async () => {
    const { actor, calls, emitted, snapshot, settled } = setupRestore();
    actor.send({ type: 'CHANGE', field: 'email', value: '  ion@example.md ' });
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('submitting');
    expect(selectRestoreBusy(snapshot())).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([{ email: 'ion@example.md' }]);

    calls[0]?.resolve();
    await settled();
    expect(emitted).toEqual([{ type: 'resetRequested', method: 'email' }]);
    expect(snapshot().value).toBe('editing');
    // Cleared for the next time, on the same method.
    expect(selectRestoreEmail(snapshot())).toBe('');
    expect(selectRestoreMethod(snapshot())).toBe('email');
    expect(selectRestoreErrors(snapshot())).toEqual({});
  });

  it('sends the phone as + and digits (§5) and emits it for the code step', async () => {
    const { actor, calls, emitted, snapshot, settled } = setupRestore();
    actor.send({ type: 'SET_METHOD', method: 'phone' });
    actor.send({ type: 'CHANGE', field: 'phone', value: '+373 (69) 123-456' });
    actor.send({ type: 'SUBMIT' });
    expect(calls.map((call) => call.input)).toEqual([{ phone: '+37369123456' }]);
    calls[0]?.resolve();
    await settled();
    expect(emitted).toEqual([{ type: 'resetRequested', method: 'phone', phone: '+37369123456' }]);
    expect(selectRestorePhone(snapshot())).toBe('+373');
    expect(selectRestoreMethod(snapshot())).toBe('phone');
  });

  it('ignores changes, method switches and submits while the request runs', () => {
    const { actor, calls, snapshot } = setupRestore({ email: 'ion@example.md' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'other@example.md' });
    actor.send({ type: 'SET_METHOD', method: 'phone' });
    expect(calls).toHaveLength(1);
    expect(selectRestoreEmail(snapshot())).toBe('ion@example.md');
    expect(selectRestoreMethod(snapshot())).toBe('email');
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it('swallows other failures silently (§4, §8) and logs them', async () => {
    const { actor, calls, emitted, logged, snapshot, settled } = setupRestore({
      email: 'ion@example.md',
    });
    actor.send({ type: 'SUBMIT' });
    const failure = httpError(400, 'invalid_request');
    calls[0]?.reject(failure);
    await settled();
    expect(snapshot().value).toBe('editing');
    expect(selectRestoreMessage(snapshot())).toBeNull();
    expect(selectRestoreErrors(snapshot())).toEqual({});
    expect(emitted).toEqual([]);
    expect(logged).toEqual([failure]);
    // The values stay, to try again.
    expect(selectRestoreEmail(snapshot())).toBe('ion@example.md');
  });

  it.each([
    [
      'a rate limit (429 too_many_requests)',
      httpError(429, 'too_many_requests'),
      'too_many_requests',
    ],
    ['a bare 429', httpError(429), 'too_many_requests'],
    ['no connection', networkError(), 'network'],
    ["the storefront proxy's 502 network", httpError(502, 'network'), 'network'],
  ] as const)('tells the shopper about %s', async (_, error, message) => {
    const { actor, calls, emitted, snapshot, settled } = setupRestore({ email: 'ion@example.md' });
    actor.send({ type: 'SUBMIT' });
    calls[0]?.reject(error);
    await settled();
    expect(selectRestoreMessage(snapshot())).toBe(message);
    expect(emitted).toEqual([]);
  });

  it.each([
    ['an unknown account answered as an error', httpError(404, 'not_found')],
    ['a server error', httpError(500, 'internal_error')],
    ['a plain Error', new Error('boom')],
  ])('says nothing about %s', async (_, error) => {
    const { actor, calls, snapshot, settled } = setupRestore({ email: 'ion@example.md' });
    actor.send({ type: 'SUBMIT' });
    calls[0]?.reject(error);
    await settled();
    expect(selectRestoreMessage(snapshot())).toBeNull();
  });

  it('clears the message on the next change, method switch or submit', async () => {
    const { actor, calls, snapshot, settled } = setupRestore({ email: 'ion@example.md' });
    const fail = async (index: number) => {
      actor.send({ type: 'SUBMIT' });
      calls[index]?.reject(networkError());
      await settled();
      expect(selectRestoreMessage(snapshot())).toBe('network');
    };
    await fail(0);
    actor.send({ type: 'CHANGE', field: 'email', value: 'ion@example.md' });
    expect(selectRestoreMessage(snapshot())).toBeNull();
    await fail(1);
    actor.send({ type: 'SET_METHOD', method: 'email' });
    expect(selectRestoreMessage(snapshot())).toBeNull();
    await fail(2);
    actor.send({ type: 'SUBMIT' });
    expect(selectRestoreMessage(snapshot())).toBeNull();
    expect(selectRestoreBusy(snapshot())).toBe(true);
  });

  it('fails with "not provided" without the storefront’s actor, silently', async () => {
    const logged: unknown[] = [];
    const actor = createActor(
      passwordRestoreMachine.provide({
        actions: {
          logError: ({ context }) => {
            logged.push(context.error);
          },
        },
      }),
      { input: { email: 'ion@example.md' } },
    ).start();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.matches('editing'));
    expect(String(logged[0])).toMatch(/requestPasswordReset not provided/);
    expect(selectRestoreMessage(actor.getSnapshot())).toBeNull();
  });
});

describe('passwordRestoreMachine: OPENED', () => {
  it('clears values, errors and message back to the starting values, keeping the method', async () => {
    const { actor, calls, snapshot, settled } = setupRestore({ email: 'start@example.md' });
    actor.send({ type: 'SET_METHOD', method: 'phone' });
    actor.send({ type: 'CHANGE', field: 'phone', value: '+373 (69) 123-456' });
    actor.send({ type: 'SUBMIT' });
    calls[0]?.reject(httpError(429, 'too_many_requests'));
    await settled();
    actor.send({ type: 'CHANGE', field: 'phone', value: '+373 (69' });
    actor.send({ type: 'SUBMIT' });
    expect(selectRestoreErrors(snapshot())).not.toEqual({});

    actor.send({ type: 'OPENED' });
    expect(selectRestoreMethod(snapshot())).toBe('phone');
    expect(selectRestorePhone(snapshot())).toBe('+373');
    expect(selectRestoreEmail(snapshot())).toBe('start@example.md');
    expect(selectRestoreErrors(snapshot())).toEqual({});
    expect(selectRestoreMessage(snapshot())).toBeNull();
  });

  it('cancels a request in flight: its signal aborts and its answer is ignored', async () => {
    const { actor, calls, emitted, snapshot } = setupRestore({ email: 'ion@example.md' });
    actor.send({ type: 'SUBMIT' });
    const call = calls[0];
    expect(call?.signal.aborted).toBe(false);
    actor.send({ type: 'OPENED' });
    expect(call?.signal.aborted).toBe(true);
    expect(snapshot().value).toBe('editing');
    expect(selectRestoreBusy(snapshot())).toBe(false);
    call?.resolve();
    await Promise.resolve();
    expect(emitted).toEqual([]);
  });
});
