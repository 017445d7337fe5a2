import { ApiError } from '@shop/core/client';
import type { NewsletterSignupPayload } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  checkNewsletterSignup,
  EMPTY_NEWSLETTER_SIGNUP,
  newsletterSignupMachine,
  selectNewsletterSignupBusy,
  selectNewsletterSignupErrors,
  selectNewsletterSignupFailure,
  selectNewsletterSignupStatus,
  selectNewsletterSignupValues,
  type NewsletterSignupEmitted,
  type NewsletterSignupMachineInput,
  type NewsletterSignupValues,
} from './newsletter-signup.machine.js';

/** A pending call of the fake actor, answered by the test. */
interface Call {
  input: NewsletterSignupPayload;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const URL = 'https://shop.test/ro/api/accounts/newsletter-set/';

const httpError = (status: number, body: unknown, fieldErrors: Record<string, string> = {}) =>
  new ApiError({ code: 'http', method: 'POST', url: URL, status, body, fieldErrors });

/** The machine with a fake subscribe actor; every call waits for the test to answer it. */
function setup(input: NewsletterSignupMachineInput = { answer: null }) {
  const calls: Call[] = [];
  const logged: unknown[] = [];
  const machine = newsletterSignupMachine.provide({
    actors: {
      subscribe: fromPromise<void, NewsletterSignupPayload>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
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
  const actor = createActor(machine, { input });
  const emitted: NewsletterSignupEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const fill = (values: Partial<NewsletterSignupValues>) => {
    for (const field of ['name', 'lastName', 'contact'] as const) {
      const value = values[field];
      if (value !== undefined) actor.send({ type: 'SET_TEXT', field, value });
    }
    if (values.agreement !== undefined) {
      actor.send({ type: 'SET_AGREEMENT', agreement: values.agreement });
    }
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, logged, emitted, fill, settle };
}

const PERSON = { name: ' Ana ', lastName: 'Rusu', agreement: true };

describe('newsletterSignupMachine', () => {
  it('starts empty, with no errors shown', () => {
    const { actor } = setup();
    const snapshot = actor.getSnapshot();
    expect(selectNewsletterSignupStatus(snapshot)).toBe('editing');
    expect(selectNewsletterSignupValues(snapshot)).toEqual(EMPTY_NEWSLETTER_SIGNUP);
    expect(selectNewsletterSignupErrors(snapshot)).toEqual({});
    expect(selectNewsletterSignupBusy(snapshot)).toBe(false);
  });

  it('a submit with nothing filled shows every field’s error at once and sends nothing', () => {
    const { actor, calls } = setup();
    actor.send({ type: 'SUBMIT' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(selectNewsletterSignupErrors(snapshot)).toEqual({
      name: { key: 'required' },
      lastName: { key: 'required' },
      contact: { key: 'required' },
      agreement: { key: 'required' },
    });
    expect(calls).toHaveLength(0);
  });

  it('the agreement unticked keeps the sign-up back with its error', () => {
    const { actor, calls, fill } = setup();
    fill({ ...PERSON, contact: 'ana@example.md', agreement: false });
    actor.send({ type: 'SUBMIT' });
    expect(selectNewsletterSignupErrors(actor.getSnapshot())).toEqual({
      agreement: { key: 'required' },
    });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'SET_AGREEMENT', agreement: true });
    expect(selectNewsletterSignupErrors(actor.getSnapshot())).toEqual({});
  });

  it('reads the input as an e-mail (with @) or a phone, by core’s rules', () => {
    expect(checkNewsletterSignup({ ...PERSON, contact: ' ana@example.md ' })).toEqual({
      ok: true,
      payload: { name: 'Ana', last_name: 'Rusu', email: 'ana@example.md', agreement: true },
    });
    expect(checkNewsletterSignup({ ...PERSON, contact: '069 123 456' })).toEqual({
      ok: true,
      payload: { name: 'Ana', last_name: 'Rusu', phone: '+37369123456', agreement: true },
    });
    expect(checkNewsletterSignup({ ...PERSON, contact: 'ana@' })).toEqual({
      ok: false,
      errors: { contact: { key: 'email' } },
    });
    expect(checkNewsletterSignup({ ...PERSON, contact: '069 12' })).toEqual({
      ok: false,
      errors: { contact: { key: 'phone' } },
    });
  });

  it('sends a valid form, then emits `subscribed` and empties the form', async () => {
    const { actor, calls, emitted, fill, settle } = setup();
    fill({ ...PERSON, contact: '+373 69 123 456' });
    actor.send({ type: 'SUBMIT' });
    expect(selectNewsletterSignupStatus(actor.getSnapshot())).toBe('sending');
    expect(selectNewsletterSignupBusy(actor.getSnapshot())).toBe(true);
    expect(calls).toHaveLength(1);
    const payload = { name: 'Ana', last_name: 'Rusu', phone: '+37369123456', agreement: true };
    expect(calls[0]?.input).toEqual(payload);
    calls[0]?.resolve();
    await settle();
    const snapshot = actor.getSnapshot();
    expect(selectNewsletterSignupStatus(snapshot)).toBe('success');
    expect(emitted).toEqual([{ type: 'subscribed', payload }]);
    expect(selectNewsletterSignupValues(snapshot)).toEqual(EMPTY_NEWSLETTER_SIGNUP);
    // The emptied form shows no errors until the next submit.
    expect(selectNewsletterSignupErrors(snapshot)).toEqual({});
    actor.send({ type: 'SET_TEXT', field: 'name', value: 'I' });
    expect(selectNewsletterSignupStatus(actor.getSnapshot())).toBe('editing');
  });

  it('puts the API’s field errors under their fields (e-mail or phone under the input), values kept', async () => {
    const { actor, calls, fill, settle, logged } = setup();
    fill({ ...PERSON, contact: 'ana@example.md' });
    actor.send({ type: 'SUBMIT' });
    const refusal = httpError(400, {
      detail: 'invalid_request',
      email: { key: 'email' },
      last_name: { key: 'maxLength', params: { max: 100 } },
    });
    calls[0]?.reject(refusal);
    await settle();
    let snapshot = actor.getSnapshot();
    expect(selectNewsletterSignupStatus(snapshot)).toBe('failure');
    expect(selectNewsletterSignupErrors(snapshot)).toEqual({
      contact: { key: 'email' },
      lastName: { key: 'maxLength', params: { max: 100 } },
    });
    expect(selectNewsletterSignupFailure(snapshot)).toBeNull();
    expect(selectNewsletterSignupValues(snapshot).contact).toBe('ana@example.md');
    expect(logged).toEqual([refusal]);
    // Changing a field drops its server error only.
    actor.send({ type: 'SET_TEXT', field: 'contact', value: 'ana@example.com' });
    snapshot = actor.getSnapshot();
    expect(selectNewsletterSignupStatus(snapshot)).toBe('editing');
    expect(selectNewsletterSignupErrors(snapshot)).toEqual({
      lastName: { key: 'maxLength', params: { max: 100 } },
    });
  });

  it('reads field errors from the client’s fieldErrors too (a phone refused)', async () => {
    const { actor, calls, fill, settle } = setup();
    fill({ ...PERSON, contact: '069 123 456' });
    actor.send({ type: 'SUBMIT' });
    calls[0]?.reject(httpError(400, null, { phone: 'phone' }));
    await settle();
    expect(selectNewsletterSignupErrors(actor.getSnapshot())).toEqual({
      contact: { key: 'phone' },
    });
  });

  it('says a network or server failure above the button, keeps the values, and retries', async () => {
    const { actor, calls, fill, settle } = setup();
    fill({ ...PERSON, contact: 'ana@example.md' });
    actor.send({ type: 'SUBMIT' });
    calls[0]?.reject(new ApiError({ code: 'network', method: 'POST', url: URL }));
    await settle();
    let snapshot = actor.getSnapshot();
    expect(selectNewsletterSignupStatus(snapshot)).toBe('failure');
    expect(selectNewsletterSignupFailure(snapshot)).toBe('network');
    expect(selectNewsletterSignupValues(snapshot)).toEqual({
      ...PERSON,
      contact: 'ana@example.md',
    });
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(2);
    expect(selectNewsletterSignupFailure(actor.getSnapshot())).toBeNull();
    calls[1]?.reject(httpError(500, { detail: 'internal_error' }));
    await settle();
    expect(selectNewsletterSignupFailure(actor.getSnapshot())).toBe('internal_error');
    actor.send({ type: 'SUBMIT' });
    calls[2]?.reject(httpError(429, null));
    await settle();
    snapshot = actor.getSnapshot();
    expect(selectNewsletterSignupFailure(snapshot)).toBe('too_many_requests');
    actor.send({ type: 'SET_AGREEMENT', agreement: true });
    expect(selectNewsletterSignupFailure(actor.getSnapshot())).toBeNull();
  });

  it('an unknown error is an internal error', async () => {
    const { actor, calls, fill, settle } = setup();
    fill({ ...PERSON, contact: 'ana@example.md' });
    actor.send({ type: 'SUBMIT' });
    calls[0]?.reject(new Error('boom'));
    await settle();
    expect(selectNewsletterSignupFailure(actor.getSnapshot())).toBe('internal_error');
  });

  it('opens from a posted sign-up’s answer as that refusal: its values, its reasons', () => {
    const values = { ...PERSON, contact: 'ana@', agreement: false };
    const { actor, calls } = setup({ answer: { values, serverErrors: {}, failure: null } });
    let snapshot = actor.getSnapshot();
    expect(selectNewsletterSignupStatus(snapshot)).toBe('failure');
    expect(selectNewsletterSignupValues(snapshot)).toEqual(values);
    // Refused by the block's own rules: their errors show as after a submit.
    expect(selectNewsletterSignupErrors(snapshot)).toEqual({
      contact: { key: 'email' },
      agreement: { key: 'required' },
    });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'SET_TEXT', field: 'contact', value: 'ana@example.md' });
    actor.send({ type: 'SET_AGREEMENT', agreement: true });
    snapshot = actor.getSnapshot();
    expect(selectNewsletterSignupStatus(snapshot)).toBe('editing');
    expect(selectNewsletterSignupErrors(snapshot)).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(calls[0]?.input).toMatchObject({ email: 'ana@example.md', agreement: true });
  });

  it('opens with the API’s reasons of a posted sign-up, until their fields change', () => {
    const values = { ...PERSON, contact: 'ana@example.md' };
    const refused = setup({
      answer: { values, serverErrors: { contact: { key: 'email' } }, failure: null },
    });
    expect(selectNewsletterSignupErrors(refused.actor.getSnapshot())).toEqual({
      contact: { key: 'email' },
    });
    const failed = setup({ answer: { values, serverErrors: {}, failure: 'network' } });
    expect(selectNewsletterSignupFailure(failed.actor.getSnapshot())).toBe('network');
    failed.actor.send({ type: 'SET_TEXT', field: 'name', value: 'Ana' });
    expect(selectNewsletterSignupFailure(failed.actor.getSnapshot())).toBeNull();
  });

  it('ignores edits while sending and aborts the call when stopped', () => {
    const { actor, calls, fill } = setup();
    fill({ ...PERSON, contact: 'ana@example.md' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SET_TEXT', field: 'name', value: 'Ion' });
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(1);
    expect(selectNewsletterSignupValues(actor.getSnapshot()).name).toBe(' Ana ');
    actor.stop();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('the default subscribe actor fails with "not provided"', async () => {
    const actor = createActor(newsletterSignupMachine, { input: { answer: null } });
    const errors: unknown[] = [];
    actor.start();
    actor.send({ type: 'SET_TEXT', field: 'name', value: 'Ana' });
    actor.send({ type: 'SET_TEXT', field: 'lastName', value: 'Rusu' });
    actor.send({ type: 'SET_TEXT', field: 'contact', value: 'ana@example.md' });
    actor.send({ type: 'SET_AGREEMENT', agreement: true });
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      actor.send({ type: 'SUBMIT' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      console.error = original;
    }
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
    expect(String(actor.getSnapshot().context.error)).toMatch(/not provided/);
    expect(errors).toHaveLength(1);
  });
});
