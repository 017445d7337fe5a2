import { ApiError } from '@shop/core/client';
import type { ContactFormRequest } from '@shop/core/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  checkContactForm,
  contactFormFlow,
  EMPTY_CONTACT_FORM,
  type ContactFormValues,
} from './contact-form.flow.js';
import type { FormFlowEmitted, FormFlowRequest } from './form-flow.machine.js';

/** A pending call of the fake `send`, answered by the test. */
interface Call {
  input: FormFlowRequest<ContactFormRequest>;
  signal: AbortSignal;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

const URL = 'https://shop.test/api/contacts/contact-form/';
const httpError = (status: number, body: unknown) =>
  new ApiError({ code: 'http', method: 'POST', url: URL, status, body });

const FILLED: ContactFormValues = {
  name: '  Ana Rusu ',
  email: 'ana@example.md',
  phone: '+373 (69) 123-456',
  message: 'Aveți livrare la Bălți?',
  agreement: true,
};

/** The contact form's machine with a fake `send`; every call waits for the test. */
function setup() {
  const calls: Call[] = [];
  const logged: unknown[] = [];
  const machine = contactFormFlow.machine.provide({
    actors: {
      send: fromPromise<unknown, FormFlowRequest<ContactFormRequest>>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject })),
      ),
    },
    actions: { logError: ({ context }) => void logged.push(context.error) },
  });
  const actor = createActor(machine);
  const emitted: FormFlowEmitted<ContactFormRequest>[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  const fill = (values: Partial<ContactFormValues>) => {
    for (const [field, value] of Object.entries(values)) {
      if (value !== undefined) actor.send({ type: 'SET', field, value });
    }
  };
  const view = () => {
    const snapshot = actor.getSnapshot();
    return {
      status: contactFormFlow.selectStatus(snapshot),
      values: contactFormFlow.selectValues(snapshot),
      errors: contactFormFlow.selectErrors(snapshot),
      failure: contactFormFlow.selectFailure(snapshot),
      busy: contactFormFlow.selectBusy(snapshot),
    };
  };
  return { actor, calls, logged, emitted, fill, view };
}

describe('the contact form rules (the API request schema over the body)', () => {
  it('makes the body the API takes: trimmed text, the phone as + and digits', () => {
    expect(checkContactForm(FILLED)).toEqual({
      ok: true,
      payload: {
        name: 'Ana Rusu',
        email: 'ana@example.md',
        phone: '+37369123456',
        message: 'Aveți livrare la Bălți?',
        agreement: true,
      },
    });
  });

  it('leaves out a phone with no digit typed, and refuses a half-typed one', () => {
    const empty = checkContactForm({ ...FILLED, phone: '+373' });
    expect(empty.ok && empty.payload.phone).toBeUndefined();
    expect(checkContactForm({ ...FILLED, phone: '+373 (69) 12' })).toEqual({
      ok: false,
      errors: { phone: { key: 'phone' } },
    });
  });

  it('says every field of an empty form at once, the agreement included', () => {
    const result = checkContactForm(EMPTY_CONTACT_FORM);
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.errors).toEqual({
      name: { key: 'required' },
      email: { key: 'required' },
      message: { key: 'required' },
      agreement: { key: 'required' },
    });
  });
});

describe('the form flow machine', () => {
  it('shows no error before the first submit, then every one, and sends nothing', () => {
    const { actor, calls, fill, view } = setup();
    fill({ name: 'A' });
    expect(view().errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(view().status).toBe('editing');
    expect(view().errors.name).toEqual({ key: 'minLength', params: { min: 2 } });
    expect(view().errors.agreement).toEqual({ key: 'required' });
    expect(calls).toHaveLength(0);
  });

  it('sends the body, holds still while busy, then emits `sent` and empties the form', async () => {
    const { actor, calls, emitted, fill, view } = setup();
    fill(FILLED);
    actor.send({ type: 'SUBMIT' });
    expect(view()).toMatchObject({ status: 'sending', busy: true });
    expect(calls[0]?.input.payload.phone).toBe('+37369123456');
    actor.send({ type: 'RESET' });
    expect(view().status).toBe('sending');
    calls[0]?.resolve({ id: 7 });
    await Promise.resolve();
    await Promise.resolve();
    expect(view()).toMatchObject({ status: 'success', busy: false, values: EMPTY_CONTACT_FORM });
    const sent = checkContactForm(FILLED);
    expect(emitted).toEqual([{ type: 'sent', payload: sent.ok ? sent.payload : null }]);
    expect(view().errors).toEqual({});
  });

  it('puts the API field refusals under their fields and keeps every value', async () => {
    const { actor, calls, emitted, fill, view } = setup();
    fill(FILLED);
    actor.send({ type: 'SUBMIT' });
    calls[0]?.reject(httpError(400, { detail: 'invalid_request', email: { key: 'email' } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view()).toMatchObject({ status: 'failure', failure: null, values: FILLED });
    expect(view().errors).toEqual({ email: { key: 'email' } });
    expect(emitted).toEqual([{ type: 'failed', failure: null }]);
    // Changing the field takes its refusal away.
    actor.send({ type: 'SET', field: 'email', value: 'ana@casa.md' });
    expect(view().errors).toEqual({});
    expect(view().status).toBe('editing');
  });

  it('says a 429 or a lost connection for the whole form, logs it, and retries on submit', async () => {
    const { actor, calls, emitted, logged, fill, view } = setup();
    fill(FILLED);
    actor.send({ type: 'SUBMIT' });
    calls[0]?.reject(httpError(429, { detail: 'too_many_requests' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view()).toMatchObject({
      status: 'failure',
      failure: 'too_many_requests',
      values: FILLED,
    });
    expect(emitted).toEqual([{ type: 'failed', failure: 'too_many_requests' }]);
    expect(logged).toHaveLength(1);
    actor.send({ type: 'SUBMIT' });
    calls[1]?.reject(new ApiError({ code: 'network', method: 'POST', url: URL }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view().failure).toBe('network');
    expect(view().values).toEqual(FILLED);
  });

  it('RESET empties a form being edited and forgets the first submit', () => {
    const { actor, fill, view } = setup();
    fill({ name: 'A' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'RESET' });
    expect(view()).toMatchObject({ status: 'editing', values: EMPTY_CONTACT_FORM, errors: {} });
  });
});
